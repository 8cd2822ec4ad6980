import { useId, useRef } from "react";
import * as code from "~/lessons/components/code-block.css";
import { ENGLISH_COPY_LABELS } from "~/lessons/components/copy";
import { CopyButton } from "~/lessons/components/copy-button";

type Props = {
  /** What the caption names: "TSX", "Shell", or the example's file. */
  title: string;
  /**
   * The `<pre><code>` the build highlighted (scripts/build/widget-docs.ts), from the site's own
   * files; null while hydrating a prerendered document, whose element is left as served.
   */
  html: string | null;
  /** Whether the page has hydrated: the copy button shows from then on. */
  copyable: boolean;
};

/**
 * A highlighted piece of code with a copy button. The button shows once the page has hydrated:
 * without JavaScript there is nothing to copy with, and the code stays selectable.
 */
export function CodeSample({ title, html, copyable }: Props) {
  const label = useId();
  const box = useRef<HTMLDivElement>(null);
  return (
    <figure className={code.figure} aria-labelledby={label} suppressHydrationWarning>
      <figcaption className={code.bar}>
        <span id={label} className={code.language}>
          {title}
        </span>
        {copyable ? <CopyButton labels={ENGLISH_COPY_LABELS} source={() => box.current?.querySelector("code") ?? null} /> : null}
      </figcaption>
      {/* `data-served`: kept if React renders the page again (app/utils/keep-served.ts). */}
      <div ref={box} className={code.code} data-served="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />
    </figure>
  );
}
