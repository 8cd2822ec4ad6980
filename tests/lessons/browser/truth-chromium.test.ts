// The truth test, browser half: every example runs in Chromium as an inline script of a fresh
// page (button examples on their HTML, with real clicks) and must print or throw exactly what
// the lesson's output block says. Readers run these in a browser, so this is the check that
// counts for claims such as "top-level this is window".
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launch } from "../../helpers/browser";
import { allExamples } from "../examples";
import { runInBrowser } from "../run-browser";

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext();
  // Nothing an example does may reach the network.
  await context.route("**/*", (route) => route.abort());
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

const PAGE_TIMEOUT = 30_000;

test(
  "a button example's output appears only after its clicks",
  async () => {
    const example = { code: 'document.querySelector("#b").addEventListener("click", () => console.log("clic"));', page: '<button id="b">B</button>' };
    expect(await runInBrowser(context, { ...example, clicks: [] })).toEqual([]);
    expect(await runInBrowser(context, { ...example, clicks: ["#b", "#b"] })).toEqual(["clic", "clic"]);
  },
  PAGE_TIMEOUT,
);

for (const example of allExamples()) {
  // Pages are independent, so several examples run at once.
  test.concurrent(
    `${example.where} prints what the lesson says, in Chromium`,
    async () => {
      expect(await runInBrowser(context, example)).toEqual(example.expected);
    },
    // A page load is quick, but a busy machine (a parallel build) can make it take seconds.
    PAGE_TIMEOUT,
  );
}
