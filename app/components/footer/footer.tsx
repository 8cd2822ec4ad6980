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
      </p>
      <p>
        <a href="/widgets" className={styles.link}>
          The widgets' documentation
        </a>
      </p>
    </footer>
  );
}
