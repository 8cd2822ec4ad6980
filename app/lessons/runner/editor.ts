// An example's code as an editable field, in place of the highlighted code: loaded when a reader
// first presses Edit (runner.ts).
import * as styles from "./editor.css";

export type Editor = { value: () => string; close: () => void };

let count = 0;

/**
 * Replaces the example's code with a labelled text field holding it, focused; Ctrl+Enter (⌘+Enter
 * on a Mac) in it runs the example. Tab keeps moving the focus, as everywhere on the page.
 * `close` puts the highlighted code back.
 */
export function openEditor(figure: HTMLElement, { label, run }: { label: string; run: () => void }): Editor {
  const code = figure.querySelector("pre")!.parentElement!;
  const field = document.createElement("textarea");
  field.className = styles.field;
  field.value = code.textContent ?? "";
  field.spellcheck = false;
  field.wrap = "off";
  field.setAttribute("autocapitalize", "off");
  field.setAttribute("autocomplete", "off");
  field.setAttribute("aria-label", label);
  const fit = () => (field.rows = Math.max(2, field.value.split("\n").length));
  fit();
  const hint = document.createElement("p");
  hint.className = styles.hint;
  hint.id = `editor-hint-${++count}`;
  hint.textContent = "Ctrl+Invio (⌘+Invio su Mac) esegue il codice.";
  field.setAttribute("aria-describedby", hint.id);
  field.addEventListener("input", fit);
  field.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    run();
  });
  code.hidden = true;
  code.after(field, hint);
  field.focus();
  return {
    value: () => field.value,
    close() {
      field.remove();
      hint.remove();
      code.hidden = false;
    },
  };
}
