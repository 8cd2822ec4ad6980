// The modal from a Server Component page: one open from the start (closed by Escape), one opened
// by a control of its own through ModalTrigger (elements are serialisable props), with a description.
import { Modal, ModalTrigger } from "@davide-marchetti/widgets/modal";

export default function ModalPage() {
  return (
    <main>
      <h1>A dialog from a Server Component</h1>
      <Modal defaultOpen title="Hello from a dialog">
        <p>Inside the dialog.</p>
        <button type="button">A button inside</button>
      </Modal>
      <ModalTrigger>
        <button type="button">Open from the trigger</button>
        <Modal title="Opened by its trigger" description="No client code of the app's own.">
          <p>Inside the second dialog.</p>
        </Modal>
      </ModalTrigger>
    </main>
  );
}
