import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import * as styles from "./sidebar.css";

/**
 * The site navigation of the phone bar: a <details>, so it opens and closes without JavaScript.
 * Where JavaScript runs it also closes after a navigation (the page stays, only the outlet
 * changes) and on Escape, giving focus back to its summary.
 */
export function PhoneMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, search]);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !ref.current?.open) return;
    ref.current.open = false;
    ref.current.querySelector("summary")?.focus();
  };
  return (
    <details ref={ref} className={styles.menu} onKeyDown={onKeyDown}>
      <summary className={styles.menuButton}>
        <span className={styles.menuIcon} aria-hidden="true" />
        Menu
      </summary>
      <div className={styles.menuPanel}>{children}</div>
    </details>
  );
}
