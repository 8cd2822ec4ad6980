import { Link, useLocation } from "@remix-run/react";
import { navCurrent, PAGES } from "~/utils/site-pages";
import * as styles from "./site-nav.css";

/**
 * The site's navigation, in the sidebar of every page: plain links, so it works without
 * JavaScript, laid out for every width by CSS alone. The current page is marked with
 * aria-current="page", the page a deeper one lives under (a lesson's index) with "true".
 */
export function SiteNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Site" className={styles.nav}>
      <ul className={styles.list}>
        {PAGES.map((page) => (
          <li key={page.path}>
            <Link to={page.path} prefetch="intent" className={styles.link} aria-current={navCurrent(pathname, page.path)}>
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
