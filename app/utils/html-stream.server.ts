import { Transform } from "node:stream";

const CLOSE = "</body></html>";

/**
 * React 18 writes `</body></html>` with the shell and streams Remix's data scripts (single
 * fetch) after it: browsers cope, but it is invalid HTML ("stray start tag script" in the Nu
 * checker). This pass-through holds the closing tags back and writes them after the last chunk,
 * so the document stays valid and still streams.
 */
export function closingTagsLast(): Transform {
  // Bytes, not text: the tags are ASCII, so a byte search never splits a character, and every
  // chunk is copied (Buffer.concat) before it is held.
  const close = Buffer.from(CLOSE);
  let pending = Buffer.alloc(0);
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let bytes = Buffer.concat([pending, chunk]);
      pending = Buffer.alloc(0);
      if (!found) {
        const at = bytes.indexOf(close);
        if (at !== -1) {
          found = true;
          bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + close.length)]);
        } else {
          // The closing tags may be split across chunks: keep a tail that could start them.
          const keep = Math.min(bytes.length, close.length - 1);
          pending = Buffer.from(bytes.subarray(bytes.length - keep));
          bytes = bytes.subarray(0, bytes.length - keep);
        }
      }
      callback(null, bytes);
    },
    flush(callback) {
      callback(null, found ? Buffer.concat([pending, close]) : pending);
    },
  });
}
