import { useId } from "react";
import * as styles from "./code-block.css";

const LANGUAGE = { js: "JavaScript", html: "HTML" } as const;

/** Marks a code block in a lesson's served HTML, where LessonProse adds its copy button. */
export const CODE_BLOCK_ATTRIBUTE = "data-code-block";

type Props = {
  lang: keyof typeof LANGUAGE;
  /**
   * The `<pre><code>` the MDX plugin highlighted at build time, as HTML built from the lesson's
   * own code (never from user input).
   */
  html: string;
};

/**
 * A highlighted example, rendered on the server only (lesson-page.server.ts); in the browser its
 * caption bar gains a copy button from LessonProse (nothing to copy with without JavaScript).
 */
export function CodeBlock({ lang, html }: Props) {
  const label = useId();
  return (
    // Named by the language alone: the copy button and its status also sit in the caption.
    <figure className={styles.figure} aria-labelledby={label} {...{ [CODE_BLOCK_ATTRIBUTE]: "" }}>
      <figcaption className={styles.bar}>
        <span id={label} className={styles.language}>
          {LANGUAGE[lang]}
        </span>
      </figcaption>
      <div className={styles.code} dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
