import { Link } from "@remix-run/react";
import { lessonPath, type Lesson } from "../lessons";
import * as styles from "./lesson-article.css";

type Props = { previous: Lesson | undefined; next: Lesson | undefined };

/** Links to the lessons before and after this one, in the order of the lesson list. */
export function LessonPager({ previous, next }: Props) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label="Lezione precedente e successiva">
      {previous ? (
        <Link to={lessonPath(previous.slug)} rel="prev" className={styles.pagerLink}>
          <span className={styles.pagerHint}>← Lezione precedente</span>
          <span className={styles.pagerTitle}>{previous.title}</span>
        </Link>
      ) : null}
      {next ? (
        <Link to={lessonPath(next.slug)} rel="next" className={`${styles.pagerLink} ${styles.pagerNext}`}>
          <span className={styles.pagerHint}>Lezione successiva →</span>
          <span className={styles.pagerTitle}>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
