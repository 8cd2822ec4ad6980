import { Modal, ModalTrigger } from "@davide-marchetti/widgets/modal";

// Uncontrolled: the trigger's button opens the dialog; Escape, the close button or the backdrop close it.
export default function ModalBasic() {
  return (
    <ModalTrigger>
      <button type="button">Delete the draft</button>
      <Modal title="Delete the draft?" description="It cannot be undone." size="sm">
        <p>The draft and its three revisions will be removed.</p>
      </Modal>
    </ModalTrigger>
  );
}
