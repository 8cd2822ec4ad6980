import { useCurrentYear } from "./use-current-year";
import * as styles from "./footer.css";

/** The copyright line; `renderedYear` is the year the HTML was made, corrected on the client. */
export function Footer({ renderedYear, owner }: { renderedYear: number; owner: string }) {
  const year = useCurrentYear(renderedYear);
  return (
    <footer className={styles.root}>
      <p>
        © <time dateTime={String(year)}>{year}</time> {owner}. All Rights Reserved
      </p>
    </footer>
  );
}
