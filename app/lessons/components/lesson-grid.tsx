import { Link } from "@remix-run/react";
import { lessonPath, type Lesson } from "../lessons";
import * as styles from "./lesson-grid.css";

/** The index's cards, one per lesson; the whole card is the link's click target. */
export function LessonGrid({ lessons }: { lessons: readonly Lesson[] }) {
  return (
    <ol className={styles.grid}>
      {lessons.map((lesson, index) => (
        <li key={lesson.slug} className={styles.card}>
          <p className={styles.number}>Lezione {index + 1}</p>
          <h2 className={styles.title}>
            <Link to={lessonPath(lesson.slug)} className={styles.link}>
              {lesson.title}
            </Link>
          </h2>
          <p className={styles.description}>{lesson.description}</p>
        </li>
      ))}
    </ol>
  );
}
