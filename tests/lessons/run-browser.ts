import type { BrowserContext } from "playwright-core";
import type { Example } from "./examples";

// Runs in the page before the example: records console.log lines and uncaught errors with the
// same rules as console-format.ts (plain JS, because it is sent to the page as text).
const RECORDER = `
window.__lines = [];
console.log = function () {
  var parts = [];
  for (var i = 0; i < arguments.length; i++) {
    var value = arguments[i];
    parts.push(value === null || (typeof value !== "object" && typeof value !== "function")
      ? String(value)
      : "[examples log only primitives; this one logs " + (typeof value === "object" ? "an object" : "a function") + "]");
  }
  window.__lines.push(parts.join(" "));
};
window.addEventListener("error", function (event) {
  var error = event.error;
  window.__lines.push(error && error.name ? "Uncaught " + error.name + ": " + error.message : "Uncaught " + event.message);
});
`;

const ORIGIN = "http://lessons.example";
let pageCount = 0;

/**
 * Runs an example in a new Chromium page, as the lesson tells readers to: an inline classic
 * script after the example's HTML. Then clicks its selectors in order with real mouse clicks
 * and returns the console lines, ending with "Uncaught …" for an uncaught error.
 */
export async function runInBrowser(context: BrowserContext, example: Pick<Example, "code" | "clicks" | "page">): Promise<string[]> {
  if (/<\/script/i.test(example.code)) throw new Error("an example cannot contain </script>");
  const html =
    `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Esempio</title><script>${RECORDER}</script></head>` +
    `<body>${example.page ?? ""}<script>${example.code}</script></body></html>`;
  const url = `${ORIGIN}/esempio-${++pageCount}.html`;
  const page = await context.newPage();
  try {
    // A real page load, not setContent: setContent goes through document.write, which makes
    // Chromium prefix SyntaxError messages with "Failed to execute 'write' on 'Document'".
    await page.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    await page.goto(url);
    for (const selector of example.clicks) await page.click(selector);
    return await page.evaluate(() => (window as unknown as { __lines: string[] }).__lines);
  } finally {
    await page.close();
  }
}
