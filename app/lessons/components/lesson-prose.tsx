import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { CODE_BLOCK_ATTRIBUTE } from "./code-block";
import { CopyButton } from "./copy-button";

type Props = {
  /** The lesson's text as the loader rendered it (lesson-page.server.ts): built from the owner's MDX only. */
  html: string;
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
      <div ref={root} className={className} data-lesson-text="" dangerouslySetInnerHTML={{ __html: html }} />
      {bars.map((bar, index) => createPortal(<CopyButton source={() => bar.parentElement?.querySelector("code") ?? null} />, bar, String(index)))}
    </>
  );
}
