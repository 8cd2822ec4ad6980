import { useEffect, useState } from "react";
import * as styles from "./code-block.css";

type State = "idle" | "copied" | "selected";

/** The button's text and its two messages; a lesson's are Italian, the default. */
export type CopyLabels = { copy: string; copied: string; selected: string };

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

/** Selects the element's text, for when the page may not write to the clipboard. */
function select(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

type Props = { source: () => Element | null; labels?: CopyLabels };

/** Copies the text of `source()`; the result is shown and announced in a status message. */
export function CopyButton({ source, labels = ITALIAN_COPY_LABELS }: Props) {
  const [state, setState] = useState<State>("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    const element = source();
    if (!element) return;
    try {
      // navigator.clipboard only exists in secure contexts (https or localhost).
      await navigator.clipboard.writeText(element.textContent ?? "");
      setState("copied");
    } catch {
      select(element);
      setState("selected");
    }
  }

  return (
    <span className={styles.copyArea}>
      <span role="status" className={styles.status}>
        {state === "idle" ? "" : labels[state]}
      </span>
      <button type="button" className={styles.copy} onClick={copy}>
        {labels.copy}
      </button>
    </span>
  );
}
