import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import * as styles from "./sidebar.css";

/** Escape closes an open menu and gives the focus back to its button. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (event.key !== "Escape" || !details.open) return;
  details.open = false;
  details.querySelector("summary")?.focus();
}

/**
 * The site navigation of the phone bar: a <details>, so it opens and closes without JavaScript.
 * Where JavaScript runs it also closes on Escape, on a tap or click anywhere outside it (the
 * page under the panel), and after a navigation: the sidebar gives it the page's address as its
 * key, so a new page gets a new, closed menu (the shell stays, only the outlet changes).
 */
export function PhoneMenu({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    // The end of a tap or click: a finger that scrolls the page ends in a pointercancel instead,
    // and leaves the menu open. (Not "click": iOS sends none for a tap on text.)
    const closeOutside = (event: PointerEvent) => {
      if (menu.current && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    document.addEventListener("pointerup", closeOutside);
    return () => document.removeEventListener("pointerup", closeOutside);
  }, [open]);
  return (
    <details ref={menu} className={styles.menu} onKeyDown={closeOnEscape} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.menuButton}>
        <span className={styles.menuIcon} aria-hidden="true" />
        Menu
      </summary>
      <div className={styles.menuPanel}>{children}</div>
    </details>
  );
}
