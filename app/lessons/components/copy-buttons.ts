import { CODE_BLOCK_ATTRIBUTE, EXAMPLE_ATTRIBUTE } from "./code-block";
import { COPIED_FOR_MS, copyText, type CopyLabels } from "./copy";
import * as styles from "./code-block.css";

const button = (text: string, label = text) => {
  const made = document.createElement("button");
  made.type = "button";
  made.className = styles.copy;
  made.textContent = text;
  if (label !== text) made.setAttribute("aria-label", label);
  return made;
};

/**
 * Gives the caption bar of every code block under `root` a copy button and its status message,
 * the same elements as `CopyButton`'s, in plain DOM: a lesson's text is served HTML that React
 * does not own, and a React portal per block cost a slow phone one long task at hydration (each
 * portal's container gets all of React's event listeners, about 150 per block). An example a
 * reader can run (CodeBlock's `example`) also gets a Run and an Edit button, named after it:
 * "Esegui l'esempio 3, Dichiarare e usare una variabile" (its number among the lesson's runnable
 * examples, and its section). What those do loads when one is first pressed, or as soon as a
 * pointer or the focus reaches one (../runner/runner.ts): none of it is in a lesson's first load,
 * and this code is kept small for that reason. Returns the undo (a run or an editor goes with the
 * text it is in).
 */
export function addCopyButtons(root: HTMLElement, labels: CopyLabels): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let removed = false;
  let runner: Promise<typeof import("../runner/runner")> | undefined;
  let examples = 0;
  const areas = [...root.querySelectorAll(`[${CODE_BLOCK_ATTRIBUTE}] > figcaption`)].map((bar) => {
    const area = document.createElement("span");
    area.className = styles.copyArea;
    if (bar.parentElement!.hasAttribute(EXAMPLE_ATTRIBUTE)) {
      let heading: Element | null = bar.parentElement;
      while ((heading = heading!.previousElementSibling) && !/^H[23]$/.test(heading.tagName));
      const name = `l'esempio ${++examples}${heading ? `, ${heading.textContent}` : ""}`;
      for (const [action, text] of [
        ["run", "Esegui"],
        ["edit", "Modifica"],
      ])
        area.appendChild(button(text!, `${text} ${name}`)).dataset.run = action;
    }
    const status = area.appendChild(document.createElement("span"));
    status.setAttribute("role", "status");
    status.className = styles.status;
    let timer: ReturnType<typeof setTimeout> | undefined;
    area.appendChild(button(labels.copy)).addEventListener("click", async () => {
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
  // Run and Edit, for every example at once.
  const wanted = (event: Event) => {
    const target = event.target as HTMLElement;
    if (!target.dataset?.run) return;
    runner ??= import("../runner/runner");
    if (event.type === "click") void runner.then((module) => module.press(target as HTMLButtonElement));
  };
  const types = ["pointerover", "focusin", "click"];
  for (const type of types) root.addEventListener(type, wanted);
  return () => {
    removed = true;
    for (const type of types) root.removeEventListener(type, wanted);
    for (const timer of timers) clearTimeout(timer);
    for (const area of areas) area.remove();
  };
}
