import type { MouseEvent } from "react";

/**
 * A click the page should handle itself: the main button, no modifier key (those open a link in
 * a new tab or window, which stays the browser's). Its own module: only widgets with links load it.
 *
 * @example if (isPlainClick(event)) { event.preventDefault(); open(); }
 */
export function isPlainClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
