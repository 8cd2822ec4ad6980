import { Link, useLocation } from "@remix-run/react";
import { navCurrent, PAGES } from "~/utils/site-pages";
import * as styles from "./site-nav.css";

/**
 * The site's navigation: plain links, so it works without JavaScript. `column` is the desktop
 * sidebar's list, `menu` the phone bar's menu panel. The current page is marked with
 * aria-current="page", the page a deeper one lives under (a lesson's index) with "true".
 */
export function SiteNav({ layout }: { layout: "column" | "menu" }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Site" className={styles.nav}>
      <ul className={styles.list[layout]}>
        {PAGES.map((page) => (
          <li key={page.path}>
            <Link to={page.path} prefetch="intent" className={styles.link[layout]} aria-current={navCurrent(pathname, page.path)}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
