/** What a copy button says: its own text, and its status once pressed. */
export type CopyLabels = { copy: string; copied: string; selected: string };

/** A lesson's labels are Italian. */
export const ITALIAN_COPY_LABELS: CopyLabels = {
  copy: "Copia il codice",
  copied: "Copiato!",
  selected: "Codice selezionato: premi Ctrl+C (⌘C su Mac) per copiarlo.",
};

export const ENGLISH_COPY_LABELS: CopyLabels = {
  copy: "Copy",
  copied: "Copied!",
  selected: "Code selected: press Ctrl+C (⌘C on a Mac) to copy it.",
};

/** How long "copied" stays in the status before it clears. */
export const COPIED_FOR_MS = 2500;

/** Selects the element's text, for when the page may not write to the clipboard. */
function select(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * Copies the element's text to the clipboard; where the page may not (no `navigator.clipboard`
 * outside https and localhost, or the browser refused), selects it for the reader to copy.
 */
export async function copyText(element: Element): Promise<"copied" | "selected"> {
  try {
    await navigator.clipboard.writeText(element.textContent ?? "");
    return "copied";
  } catch {
    select(element);
    return "selected";
  }
}
