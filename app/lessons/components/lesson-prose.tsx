import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { CODE_BLOCK_ATTRIBUTE } from "./code-block";
import { CopyButton } from "./copy-button";

type Props = {
  /**
   * The lesson's text as the loader rendered it (lesson-page.server.ts): built from the owner's MDX
   * only. `null` when the document already holds it: the element is then left as served.
   */
  html: string | null;
  className: string;
};

/**
 * A lesson's text. Nothing in it changes in the browser, so React does not hydrate it: the
 * thousands of elements of a lesson arrive as HTML and stay as the document laid them out. What
 * does need React, a copy button on each code block, is added once the page is hydrated, through a
 * portal into the block's caption bar.
 */
export function LessonProse({ html, className }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [bars, setBars] = useState<HTMLElement[]>([]);
  useEffect(() => {
    setBars([...(root.current?.querySelectorAll<HTMLElement>(`[${CODE_BLOCK_ATTRIBUTE}] > figcaption`) ?? [])]);
  }, [html]);
  return (
    <>
      {/* Hydrating a prerendered document, `html` is null and the text is the served one: React
          never rewrites an element's inner HTML to match while it hydrates, and "" stays "" on
          every later render of this page. */}
      <div ref={root} className={className} data-lesson-text="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />
      {bars.map((bar, index) => createPortal(<CopyButton source={() => bar.parentElement?.querySelector("code") ?? null} />, bar, String(index)))}
    </>
  );
}
