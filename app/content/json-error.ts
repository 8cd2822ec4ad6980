/**
 * Where a JSON text stops being JSON, for the owner: `JSON.parse` names a character offset
 * ("at position 5490") or quotes a stretch of the text, an editor wants a line and a column.
 */
export type JsonSyntaxProblem = {
  /** 1-based. */
  line: number;
  /** 1-based, in characters of that line. */
  column: number;
  /** What the parser expected or met, without its offset or its quote of the text. */
  reason: string;
  /** The line itself and a caret under the column, ready to print. */
  excerpt: string;
};

/**
 * The offset of the first character at which `text` stops being JSON (RFC 8259), `text.length`
 * when it ends too soon, or -1 when it is JSON.
 * @example firstInvalidOffset('[1, 2,]') // 6
 */
export function firstInvalidOffset(text: string): number {
  let i = 0;
  const stop = (at = i) => {
    throw at;
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const string = () => {
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined || c < " ") stop();
      if (c === '"') return void i++;
      if (c !== "\\") {
        i++;
        continue;
      }
      const escape = text[i + 1];
      if (escape !== undefined && '"\\/bfnrt'.includes(escape)) i += 2;
      else if (escape === "u") {
        for (let k = 2; k < 6; k++) if (!/[0-9a-fA-F]/.test(text[i + k] ?? "")) stop(i + k);
        i += 6;
      } else stop(i + 1);
    }
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      i++;
      space();
      if (text[i] === close) return void i++;
      for (;;) {
        if (c === "{") {
          space();
          if (text[i] !== '"') stop();
          string();
          space();
          if (text[i] !== ":") stop();
          i++;
        }
        value();
        space();
        if (text[i] === ",") i++;
        else if (text[i] === close) return void i++;
        else stop();
      }
    }
    if (c === '"') return string();
    const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = i;
    if (number.test(text)) return void (i = number.lastIndex);
    const word = ["true", "false", "null"].find((w) => text.startsWith(w, i));
    if (word) return void (i += word.length);
    stop();
  };
  try {
    value();
    space();
    if (i < text.length) stop();
    return -1;
  } catch (at) {
    if (typeof at === "number") return Math.min(at, text.length);
    throw at;
  }
}

/**
 * The line, column and excerpt of a `JSON.parse` error on `text`, and the parser's reason
 * without its offset or its quote of the text (those differ between Node versions).
 * @example jsonSyntaxProblem('{\n  "a": 1,\n}', error) // { line: 3, column: 1, reason: "Expected double-quoted property name", … }
 */
export function jsonSyntaxProblem(text: string, error: unknown): JsonSyntaxProblem {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message
    .replace(/, (\.\.\.)?".*" is not valid JSON$/s, "")
    .replace(/\s*in JSON at position \d+.*$/s, "")
    .trim();
  let offset = firstInvalidOffset(text);
  if (offset < 0) offset = Math.min(Number(/at position (\d+)/.exec(message)?.[1] ?? text.length), text.length);
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const start = before.lastIndexOf("\n") + 1;
  const column = offset - start + 1;
  const end = text.indexOf("\n", start);
  const shown = text.slice(start, end === -1 ? undefined : end).replace(/\r$/, "");
  const gutter = `${line} | `;
  const excerpt = `${gutter}${shown}\n${" ".repeat(gutter.length - 2)}| ${" ".repeat(column - 1)}^`;
  return { line, column, reason, excerpt };
}
