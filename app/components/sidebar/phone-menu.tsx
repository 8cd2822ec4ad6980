import type { KeyboardEvent, ReactNode } from "react";
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
 * Where JavaScript runs it also closes on Escape, on a tap or click outside it (its button's
 * layer over the page, sidebar.css.ts: no script), and after a navigation: the sidebar gives it
 * the page's address as its key, so a new page gets a new, closed menu (the shell stays, only the
 * outlet changes).
 */
export function PhoneMenu({ children }: { children: ReactNode }) {
  return (
    <details className={styles.menu} onKeyDown={closeOnEscape}>
      <summary className={styles.menuButton}>
        <span className={styles.menuIcon} aria-hidden="true" />
        Menu
      </summary>
      <div className={styles.menuPanel}>{children}</div>
    </details>
  );
}
