/** A piece of inline text: plain, or a code span. */
export type InlinePart = { code: boolean; text: string };

/**
 * Splits Markdown inline text into plain text and code spans, as CommonMark reads code spans (the
 * one construct the reference tables and the widget content use): a run of N backticks opens a
 * span that the next run of exactly N closes; one space on both sides of the content is dropped;
 * a run with no closing match is plain text.
 * @example splitCodeSpans("a `b` c") // [{ code: false, text: "a " }, { code: true, text: "b" }, { code: false, text: " c" }]
 */
export function splitCodeSpans(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let plain = "";
  let at = 0;
  while (at < text.length) {
    const open = /`+/g;
    open.lastIndex = at;
    const start = open.exec(text);
    if (!start) break;
    const fence = start[0];
    const close = new RegExp(`(?<!\`)${fence}(?!\`)`, "g");
    close.lastIndex = start.index + fence.length;
    const end = close.exec(text);
    if (!end) {
      plain += text.slice(at, start.index + fence.length);
      at = start.index + fence.length;
      continue;
    }
    plain += text.slice(at, start.index);
    if (plain) parts.push({ code: false, text: plain });
    plain = "";
    let content = text.slice(start.index + fence.length, end.index);
    if (content.length > 2 && content.startsWith(" ") && content.endsWith(" ") && content.trim()) content = content.slice(1, -1);
    parts.push({ code: true, text: content });
    at = end.index + fence.length;
  }
  plain += text.slice(at);
  if (plain) parts.push({ code: false, text: plain });
  return parts;
}

/**
 * Inline text as it reads, its code spans unwrapped: a reference table's cell as a value.
 * @example plainText("`--dmw-color-accent`") // "--dmw-color-accent"
 */
export function plainText(text: string): string {
  return splitCodeSpans(text)
    .map((part) => part.text)
    .join("");
}
