import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { expect, test } from "vitest";
import { closingTagsLast } from "./html-stream.server";

const through = (chunks: string[]) => text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(closingTagsLast()));

test("moves the closing tags after the streamed scripts", async () => {
  await expect(through(["<html><body><p>x</p></body></html>", "<script>a()</script>", "<script>b()</script>"])).resolves.toBe(
    "<html><body><p>x</p><script>a()</script><script>b()</script></body></html>",
  );
});

test("finds the closing tags split across chunks, and multi-byte text split too", async () => {
  const euro = Buffer.from("€");
  const chunks = [Buffer.from("<body>"), euro.subarray(0, 1), euro.subarray(1), Buffer.from("</bo"), Buffer.from("dy></ht"), Buffer.from("ml><script>s</script>")];
  await expect(text(Readable.from(chunks).pipe(closingTagsLast()))).resolves.toBe("<body>€<script>s</script></body></html>");
});

test("leaves a document without the closing tags as it is", async () => {
  await expect(through(["<p>only a fragment</p>"])).resolves.toBe("<p>only a fragment</p>");
});
