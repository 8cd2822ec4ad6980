import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const CLOSE = "</body></html>";

/**
 * React 18 writes `</body></html>` with the shell and streams Remix's data scripts (single
 * fetch) after it: browsers cope, but it is invalid HTML ("stray start tag script" in the Nu
 * checker). This pass-through holds the closing tags back and writes them after the last chunk,
 * so the document stays valid and still streams.
 */
export function closingTagsLast(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = pending + decoder.write(chunk);
      pending = "";
      if (!found) {
        const at = text.indexOf(CLOSE);
        if (at !== -1) {
          found = true;
          text = text.slice(0, at) + text.slice(at + CLOSE.length);
        } else {
          // The closing tags may be split across chunks: keep a tail that could start them.
          const keep = Math.min(text.length, CLOSE.length - 1);
          pending = text.slice(text.length - keep);
          text = text.slice(0, text.length - keep);
        }
      }
      callback(null, text);
    },
    flush(callback) {
      callback(null, pending + decoder.end() + (found ? CLOSE : ""));
    },
  });
}
