// The modal from a Server Component page: open from the start, closed by Escape.
import { Modal } from "@davide-marchetti/widgets/modal";

export default function ModalPage() {
  return (
    <main>
      <h1>A dialog from a Server Component</h1>
      <Modal defaultOpen title="Hello from a dialog">
        <p>Inside the dialog.</p>
        <button type="button">A button inside</button>
      </Modal>
    </main>
  );
}
