import { NavLink } from "@remix-run/react";
import { LESSONS_PATH, lessonPath, type Lesson } from "../lessons";
import * as styles from "./lesson-tree.css";

/** The js-doc navigation: the index and every lesson; NavLink marks the current page with aria-current. */
export function LessonTree({ lessons }: { lessons: readonly Lesson[] }) {
  return (
    <nav className={styles.tree} aria-label="JavaScript lessons">
      <NavLink to={LESSONS_PATH} end lang="it" className={styles.home}>
        Le Basi di Javascript
      </NavLink>
      <ol className={styles.list}>
        {lessons.map((lesson) => (
          <li key={lesson.slug}>
            <NavLink to={lessonPath(lesson.slug)} lang="it" className={styles.link}>
              {lesson.title}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
