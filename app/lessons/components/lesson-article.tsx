import { useEffect, useRef } from "react";
import { findLesson, neighbours } from "../lessons";
import { SCROLLER_SELECTOR, watchScrollStops } from "../scroll-stops";
import { readingTime, type TocItem } from "../toc";
import { LessonPager } from "./lesson-pager";
import { LessonProse } from "./lesson-prose";
import { LessonToc } from "./lesson-toc";
import * as styles from "./lesson-article.css";

type Props = {
  /** Given by the MDX plugin from the route's file name. */
  slug: string;
  toc: TocItem[];
  minutes: number;
  /**
   * The lesson's text, rendered on the server (lesson-page.server.ts); `null` while hydrating a
   * prerendered document, whose body already has it (ServedHtmlContext).
   */
  html: string | null;
};

/**
 * The frame of every lesson, in Italian: title from the lesson list, reading time, table of
 * contents, the lesson's text, and links to the lessons before and after it.
 */
export function LessonArticle({ slug, toc, minutes, html }: Props) {
  const lesson = findLesson(slug);
  if (!lesson) throw new Error(`The lesson "${slug}" has an MDX text but no entry in app/content/lessons.json`);
  const { previous, next } = neighbours(slug);
  const article = useRef<HTMLElement>(null);
  // Only a block that really scrolls sideways is a Tab stop; which ones do depends on the width.
  useEffect(() => watchScrollStops([...(article.current?.querySelectorAll<HTMLElement>(SCROLLER_SELECTOR) ?? [])]), [slug]);
  return (
    <article ref={article} lang="it" className={styles.article} aria-labelledby="lesson-title">
      <header className={styles.header}>
        <h1 id="lesson-title" className={styles.title}>
          {lesson.title}
        </h1>
        <p className={styles.readingTime}>Tempo di lettura: {readingTime(minutes)}</p>
      </header>
      <LessonToc items={toc} />
      <LessonProse key={slug} html={html} className={styles.prose} />
      <LessonPager previous={previous} next={next} />
    </article>
  );
}
