// The modal from a Server Component page: one open from the start (closed by Escape), one opened
// by its own trigger (a button element is serialisable), with a description.
import { Modal } from "@davide-marchetti/widgets/modal";

export default function ModalPage() {
  return (
    <main>
      <h1>A dialog from a Server Component</h1>
      <Modal defaultOpen title="Hello from a dialog">
        <p>Inside the dialog.</p>
        <button type="button">A button inside</button>
      </Modal>
      <Modal trigger={<button type="button">Open from the trigger</button>} title="Opened by its trigger" description="No client code of the app's own.">
        <p>Inside the second dialog.</p>
      </Modal>
    </main>
  );
}
