import { inflateSync } from "node:zlib";

// PDF's WinAnsiEncoding differs from Latin-1 only in 0x80-0x9F; these are the ones text uses.
const winAnsi: Record<number, string> = { 0x91: "\u2018", 0x92: "\u2019", 0x93: "\u201c", 0x94: "\u201d", 0x95: "\u2022", 0x96: "\u2013", 0x97: "\u2014" };

/**
 * The text of a PDF written by pdfkit with the standard fonts, in drawing order: each text object
 * (one line) on its own line. Enough to prove the text is real and selectable, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = (match[1]!.includes("/FlateDecode") ? inflateSync(bytes) : bytes).toString("latin1");
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
      const hexes = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!);
      const line = hexes
        .map((hex) => Buffer.from(hex, "hex"))
        .flatMap((chunk) => [...chunk])
        .map((code) => winAnsi[code] ?? String.fromCharCode(code))
        .join("");
      lines.push(line);
    }
  }
  return lines.join("\n");
}
