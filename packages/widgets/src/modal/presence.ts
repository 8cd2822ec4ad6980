// The dialog's life, as pure functions: shown, playing its exit animation, gone.

/** Where a dialog is: shown (`open`), playing its exit animation (`closing`), or gone (`closed`). */
export type Presence = "open" | "closing" | "closed";

/**
 * The next presence: `open` shows the dialog at once (an exit under way is cancelled); `close`
 * starts its exit, which lasts as long as the animations its `data-state="closed"` starts (none
 * under reduced motion); `settled` (those animations ended, or there were none) removes it.
 *
 * @example nextPresence("open", "close") // "closing"
 */
export function nextPresence(current: Presence, event: "open" | "close" | "settled"): Presence {
  if (event === "open") return "open";
  if (event === "close") return current === "closed" ? "closed" : "closing";
  return current === "closing" ? "closed" : current;
}

/**
 * Hides from assistive technology what sits beside a dialog portalled into an element of the page
 * (a `container`), as Reach's own hider does for one portalled into `<body>`: Reach hides every
 * child of `<body>` but its portal, which hides the container's branch too. This shows that
 * branch again and hides the siblings along the way from `portal` up to it. Returns the undo.
 *
 * @example const undo = hideOutside(dialog.closest("reach-portal")!);
 */
export function hideOutside(portal: Element): () => void {
  const body = portal.ownerDocument.body;
  const hidden: Element[] = [];
  for (let child = portal; child.parentElement && child !== body; child = child.parentElement) {
    const parent = child.parentElement;
    if (parent === body) {
      // Reach hid this branch with its siblings (and shows it again when it closes).
      if (child.getAttribute("aria-hidden") === "true") child.removeAttribute("aria-hidden");
      break;
    }
    for (const sibling of parent.children) {
      if (sibling === child || (sibling.hasAttribute("aria-hidden") && sibling.getAttribute("aria-hidden") !== "false")) continue;
      sibling.setAttribute("aria-hidden", "true");
      hidden.push(sibling);
    }
  }
  return () => hidden.forEach((element) => element.removeAttribute("aria-hidden"));
}
