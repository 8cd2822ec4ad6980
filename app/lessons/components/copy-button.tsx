import { useEffect, useState } from "react";
import { COPIED_FOR_MS, copyText, ITALIAN_COPY_LABELS, type CopyLabels } from "./copy";
import * as styles from "./code-block.css";

type State = "idle" | "copied" | "selected";

type Props = { source: () => Element | null; labels?: CopyLabels };

/** Copies the text of `source()`; the result is shown and announced in a status message. */
export function CopyButton({ source, labels = ITALIAN_COPY_LABELS }: Props) {
  const [state, setState] = useState<State>("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    const element = source();
    if (element) setState(await copyText(element));
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
