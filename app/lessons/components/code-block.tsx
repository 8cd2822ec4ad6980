import { useId, useRef } from "react";
import { useHydrated } from "@davide-marchetti/widgets/hooks";
import { CopyButton } from "./copy-button";
import * as styles from "./code-block.css";

const LANGUAGE = { js: "JavaScript", html: "HTML" } as const;

type Props = {
  lang: keyof typeof LANGUAGE;
  /**
   * The `<pre><code>` the MDX plugin highlighted at build time, as HTML built from the lesson's
   * own code (never from user input). One element for React to hydrate, not one per token.
   */
  html: string;
};

/** A highlighted example; once hydrated it gains a copy button (nothing to copy with without JS). */
export function CodeBlock({ lang, html }: Props) {
  const hydrated = useHydrated();
  const body = useRef<HTMLDivElement>(null);
  const label = useId();
  return (
    // Named by the language alone: the copy button and its status also sit in the caption.
    <figure className={styles.figure} aria-labelledby={label}>
      <figcaption className={styles.bar}>
        <span id={label} className={styles.language}>
          {LANGUAGE[lang]}
        </span>
        {hydrated ? <CopyButton source={() => body.current?.querySelector("code") ?? null} /> : null}
      </figcaption>
      <div ref={body} className={styles.code} dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
