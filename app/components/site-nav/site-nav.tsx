import { Link, useLocation } from "@remix-run/react";
import { navCurrent, PAGES } from "~/utils/site-pages";
import * as styles from "./site-nav.css";

/**
 * The site's navigation: plain links, so it works without JavaScript. The sidebar shows it in its
 * column from 1024 px and in the bar's menu below (sidebar.css.ts sizes it there). The current
 * page is marked with aria-current="page", the page a deeper one lives under (a lesson's index)
 * with "true".
 */
export function SiteNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Site">
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
