import { useEffect, useRef } from "react";
import { ITALIAN_COPY_LABELS } from "./copy";
import { addCopyButtons } from "./copy-buttons";

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
 * does need a script, a copy button on each code block, is added to the served elements once the
 * page is hydrated (copy-buttons.ts), with the Run and Edit buttons of each example a reader can
 * run (what they do loads when they are wanted, ../runner).
 */
export function LessonProse({ html, className }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? addCopyButtons(root.current, ITALIAN_COPY_LABELS) : undefined), [html]);
  // Hydrating a prerendered document, `html` is null and the text is the served one: React never
  // rewrites an element's inner HTML to match while it hydrates, and "" stays "" on every later
  // render of this page. `data-served`: if React has to render the page again instead, the
  // served text is moved into the new element (app/utils/keep-served.ts).
  return <div ref={root} className={className} data-lesson-text="" data-served="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}
