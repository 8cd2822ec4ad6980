import { CODE_BLOCK_ATTRIBUTE } from "./code-block";
import { COPIED_FOR_MS, copyText, type CopyLabels } from "./copy";
import * as styles from "./code-block.css";

/**
 * Gives the caption bar of every code block under `root` a copy button and its status message,
 * the same elements as `CopyButton`'s, in plain DOM: a lesson's text is served HTML that React
 * does not own, and a React portal per block cost a slow phone one long task at hydration (each
 * portal's container gets all of React's event listeners, about 150 per block). Returns the undo.
 */
export function addCopyButtons(root: ParentNode, labels: CopyLabels): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let removed = false;
  const areas = [...root.querySelectorAll(`[${CODE_BLOCK_ATTRIBUTE}] > figcaption`)].map((bar) => {
    const area = document.createElement("span");
    area.className = styles.copyArea;
    const status = area.appendChild(document.createElement("span"));
    status.setAttribute("role", "status");
    status.className = styles.status;
    const button = area.appendChild(document.createElement("button"));
    button.type = "button";
    button.className = styles.copy;
    button.textContent = labels.copy;
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener("click", async () => {
      const code = bar.parentElement?.querySelector("code");
      if (!code) return;
      const result = await copyText(code);
      // The text went (another lesson) while the clipboard was being written: its status is gone.
      if (removed) return;
      clearTimeout(timer);
      timers.delete(timer!);
      status.textContent = labels[result];
      if (result !== "copied") return;
      timer = setTimeout(() => {
        status.textContent = "";
        timers.delete(timer!);
      }, COPIED_FOR_MS);
      timers.add(timer);
    });
    bar.append(area);
    return area;
  });
  return () => {
    removed = true;
    for (const timer of timers) clearTimeout(timer);
    for (const area of areas) area.remove();
  };
}
