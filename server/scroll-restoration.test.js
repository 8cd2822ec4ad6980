import { expect, test } from "vitest";
import { lighterScrollRestoration } from "./scroll-restoration.js";

// What Remix 2.17's <ScrollRestoration /> renders without getKey.
const REMIX = `<script>((STORAGE_KEY, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({
        key
      }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(STORAGE_KEY);
    }
  })("positions", null)</script>`;

const page = (script) => `<!DOCTYPE html><html><body><main>text</main>${script}<script type="module" async="">x</script></body></html>`;

/** Runs the page's first inline script against a recorded window. */
function run(html, state, stored) {
  const source = /<script>([\s\S]*?)<\/script>/.exec(html)[1];
  const reads = [];
  const scrolls = [];
  const window = {
    history: { state, replaceState: (next) => (window.history.state = next) },
    scrollTo: (x, y) => scrolls.push(y),
  };
  const sessionStorage = { getItem: (key) => (reads.push(key), stored), removeItem: () => {} };
  new Function("window", "sessionStorage", "console", source)(window, sessionStorage, console);
  return { reads, scrolls, state: window.history.state };
}

test("a first visit gets its history key and no storage read", () => {
  const visit = run(lighterScrollRestoration(page(REMIX)), null, null);
  expect(visit.reads).toEqual([]);
  expect(visit.scrolls).toEqual([]);
  expect(visit.state.key).toMatch(/^[0-9a-v]+$/);
});

test("back, forward or reload to an entry with a key restores its position, as Remix's script does", () => {
  const stored = JSON.stringify({ abc: 640 });
  for (const html of [page(REMIX), lighterScrollRestoration(page(REMIX))]) {
    const visit = run(html, { key: "abc" }, stored);
    expect(visit.reads).toEqual(["positions"]);
    expect(visit.scrolls).toEqual([640]);
  }
});

test("a getKey key is still looked up on a first visit", () => {
  const keyed = lighterScrollRestoration(page(REMIX.replace('("positions", null)', '("positions", "/demo")')));
  expect(run(keyed, null, JSON.stringify({ "/demo": 120 })).scrolls).toEqual([120]);
});

test("any other shape is left as it is", () => {
  const other = page(REMIX.replace("sessionStorage.getItem(STORAGE_KEY)", "localStorage.getItem(STORAGE_KEY)"));
  expect(lighterScrollRestoration(other)).toBe(other);
  expect(lighterScrollRestoration("<p>no scripts</p>")).toBe("<p>no scripts</p>");
});
