import { useCurrentYear } from "./use-current-year";
import * as styles from "./footer.css";

/**
 * The copyright line, and the way to the widgets' documentation (outside the five navigation
 * entries the spec fixes); `renderedYear` is the year the HTML was made, corrected on the client.
 */
export function Footer({ renderedYear, owner }: { renderedYear: number; owner: string }) {
  const year = useCurrentYear(renderedYear);
  return (
    <footer className={styles.root}>
      <p>
        © <time dateTime={String(year)}>{year}</time> {owner}. All Rights Reserved
        {/* On the same line: a footer whose height changed as the document arrived would move on a
            short page's first screen (tests/browser/first-paint.test.ts). */}
        <span aria-hidden="true"> · </span>
        <a href="/widgets" className={styles.link}>
          The widgets' documentation
        </a>
      </p>
    </footer>
  );
}
