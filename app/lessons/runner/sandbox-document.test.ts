import { expect, test } from "vitest";
import { sandboxDocument } from "./sandbox-document";

test("the script is inline in an Italian document, and cannot close its own element", () => {
  const html = sandboxDocument("run()");
  expect(html.startsWith('<!doctype html><html lang="it">')).toBe(true);
  expect(html).toContain("<body><script>run()</script></body>");
  expect(() => sandboxDocument('a = "</script>"')).toThrow("</script");
});
