// A page for the modal's browser tests (tests/browser/modal.test.ts builds it with vite): the built
// widget alone, as an app installs it, in a long page so that scroll lock and the scrollbar gap can
// be measured.
import "@davide-marchetti/widgets/modal.css";
import { Modal, ModalTrigger } from "@davide-marchetti/widgets/modal";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

function Demo({ name, staticBackdrop = false }: { name: string; staticBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open {name}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={`${name} dialog`} staticBackdrop={staticBackdrop} id={`${name}-modal`}>
        <p>Inside the {name} dialog.</p>
        <a href="#first">A first link</a> <button type="button">A last button</button>
      </Modal>
    </>
  );
}

/** Uncontrolled: opened by its own control, described, rendered into an element of the page. */
function Triggered() {
  const [host, setHost] = useState<HTMLElement | null>(null);
  return (
    <>
      <ModalTrigger>
        <button type="button">Open triggered</button>
        <Modal title="triggered dialog" description="Opened by its own control." container={host} id="triggered-modal">
          <p>Inside the triggered dialog.</p>
          <button type="button">A button inside</button>
        </Modal>
      </ModalTrigger>
      <section id="host-section">
        <p id="beside-host">Beside the dialog's container.</p>
        <div id="host" ref={setHost} />
      </section>
    </>
  );
}

function Harness() {
  return (
    <main style={{ fontFamily: "sans-serif", padding: 16 }}>
      <h1 id="heading">Modal harness</h1>
      <Demo name="plain" />
      <Demo name="static" staticBackdrop />
      <Triggered />
      <button type="button">After the triggers</button>
      <div style={{ height: "300vh" }} />
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
