import { splitCodeSpans } from "../inline-code";

/** Inline text with its code spans as `<code>` (the reference tables' cells, the widget content's texts). */
export function Inline({ text }: { text: string }) {
  return <>{splitCodeSpans(text).map((part, index) => (part.code ? <code key={index}>{part.text}</code> : part.text))}</>;
}
