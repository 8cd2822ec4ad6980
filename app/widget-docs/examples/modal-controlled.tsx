import { useState } from "react";
import { Modal, preloadModalOnIntent } from "@davide-marchetti/widgets/modal";

// Controlled, in Italian, with a form: the page opens it and closes it when the form is sent.
export default function ModalControlled() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  return (
    <div>
      <button type="button" {...preloadModalOnIntent} onClick={() => setOpen(true)}>
        Iscriviti
      </button>
      <p>{name ? `Iscritto: ${name}` : "Nessuna iscrizione."}</p>
      <Modal open={open} onOpenChange={(next) => setOpen(next)} title="Iscrizione" labels={{ close: "Chiudi" }} size="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setName(String(new FormData(event.currentTarget).get("name") ?? ""));
            setOpen(false);
          }}
        >
          <label>
            Nome <input name="name" required autoComplete="name" />
          </label>{" "}
          <button type="submit">Invia</button>
        </form>
      </Modal>
    </div>
  );
}
