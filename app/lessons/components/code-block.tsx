import { useId } from "react";
import * as styles from "./code-block.css";

const LANGUAGE = { js: "JavaScript", html: "HTML" } as const;

/** Marks a code block in a lesson's served HTML, where LessonProse adds its copy button; its value is the language. */
export const CODE_BLOCK_ATTRIBUTE = "data-code-block";
/** Marks an example a reader can run; its value is the selectors it clicks (components/run-buttons.ts). */
export const EXAMPLE_ATTRIBUTE = "data-example";

type Props = {
  lang: keyof typeof LANGUAGE;
  /**
   * The `<pre><code>` the MDX plugin highlighted at build time, as HTML built from the lesson's
   * own code (never from user input).
   */
  html: string;
  /**
   * Set on a ```js block a reader can run (all but those marked `run="no"`): the selectors its
   * `click="…"` meta clicks, space-separated ("" for none).
   */
  example?: string;
};

/**
 * A highlighted example, rendered on the server only (lesson-page.server.ts); in the browser its
 * caption bar gains a copy button from LessonProse (nothing to copy with without JavaScript).
 */
export function CodeBlock({ lang, html, example }: Props) {
  const label = useId();
  return (
    // Named by the language alone: the copy button and its status also sit in the caption.
    <figure className={styles.figure} aria-labelledby={label} {...{ [CODE_BLOCK_ATTRIBUTE]: lang, [EXAMPLE_ATTRIBUTE]: example }}>
      <figcaption className={styles.bar}>
        <span id={label} className={styles.language}>
          {LANGUAGE[lang]}
        </span>
      </figcaption>
      <div className={styles.code} dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
