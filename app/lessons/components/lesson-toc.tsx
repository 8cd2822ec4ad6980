import { nestToc, type TocItem } from "../toc";
import * as styles from "./lesson-article.css";

/** The lesson's sections as in-page links; plain anchors, so it works without JavaScript. */
export function LessonToc({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="lesson-toc">
      <h2 id="lesson-toc" className={styles.tocTitle}>
        In questa lezione
      </h2>
      <ol className={styles.tocList}>
        {nestToc(items).map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
            {entry.children.length > 0 ? (
              <ol className={styles.tocList}>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`}>{child.text}</a>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
