// The modal from a Server Component page: one open from the start (closed by Escape), one opened
// by a control of its own through ModalTrigger (elements are serialisable props), with a description;
// and two whose content throws: a form leaving through redirect(), a part failing (error.jsx).
import { Modal, ModalTrigger } from "@davide-marchetti/widgets/modal";
import { Breaks, LeaveForm } from "./fragile.jsx";

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
      <ModalTrigger>
        <button type="button">Open the form</button>
        <Modal title="A form that leaves">
          <LeaveForm />
        </Modal>
      </ModalTrigger>
      <ModalTrigger>
        <button type="button">Open the fragile dialog</button>
        <Modal aria-label="A fragile dialog">
          <Breaks />
        </Modal>
      </ModalTrigger>
    </main>
  );
}
