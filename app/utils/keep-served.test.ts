// @vitest-environment jsdom
import { afterEach, expect, test } from "vitest";
import { keepServed } from "./keep-served";

// What keeps the served document's own parts when React, failing to hydrate, renders the page
// again into a new <html> (keep-served.ts). Run here in a DOM; tests/browser/hydration.test.ts
// makes React fail for real.

const HEAD = "<title>Lezione</title>";
const BODY =
  '<main><div data-served="" class="text"><p>Prima riga</p><pre><code>let x;</code></pre></div><div data-island="served"><div data-served=""><button disabled>Avanti</button></div></div></main>';

afterEach(() => {
  document.documentElement.replaceWith(Object.assign(document.createElement("html"), { innerHTML: "<head></head><body></body>" }));
});

/** The served document, the loader's part run on it, and what it holds before React starts. */
function served() {
  document.documentElement.replaceWith(Object.assign(document.createElement("html"), { innerHTML: `<head>${HEAD}</head><body>${BODY}</body>` }));
  const root = document.documentElement;
  root.setAttribute("lang", "en");
  root.setAttribute("data-js", "");
  root.setAttribute("data-theme", "dark");
  const nodes = [...document.querySelectorAll("[data-served]")].map((element) => [...element.childNodes]);
  keepServed(document);
  return { root, nodes };
}

/** What React's client render puts in the document's place: its own elements, the served ones empty. */
function renderedAgain(body = '<main><div data-served="" class="text"></div><div data-island="served"><div data-served=""></div></div></main>') {
  const root = Object.assign(document.createElement("html"), { innerHTML: "<head><title>Lezione</title></head><body>" + body + "</body>" });
  root.setAttribute("lang", "en");
  document.documentElement.remove();
  document.appendChild(root);
  return root;
}

const observed = () => new Promise((resolve) => setTimeout(resolve));

test("a new <html> gets the served elements' children and the head script's attributes", async () => {
  const { nodes } = served();
  const root = renderedAgain();
  await observed();
  const now = [...root.querySelectorAll("[data-served]")].map((element) => [...element.childNodes]);
  // The same nodes, moved: nothing the page attached to them is lost.
  expect(now).toEqual(nodes);
  expect(now[0]![0]).toBe(nodes[0]![0]);
  expect([...root.attributes].map(({ name, value }) => `${name}=${value}`)).toEqual(["lang=en", "data-js=", "data-theme=dark"]);
});

test("an element React filled itself keeps what React put there", async () => {
  served();
  const root = renderedAgain('<main><div data-served="" class="text"><p>Altra lezione</p></div><div data-island="served"><div data-served=""></div></div></main>');
  await observed();
  expect(root.querySelector(".text")!.innerHTML).toBe("<p>Altra lezione</p>");
  expect(root.querySelector("[data-island] [data-served]")!.innerHTML).toBe('<button disabled="">Avanti</button>');
});

test("when the new page has a different number of served elements, none is guessed at", async () => {
  served();
  const root = renderedAgain('<main><div data-served="" class="text"></div></main>');
  await observed();
  expect(root.querySelector(".text")!.childNodes).toHaveLength(0);
  // The rules and the attributes do not depend on the elements.
  expect(root.getAttribute("data-theme")).toBe("dark");
});

test("a page that hydrates (its <html> stays) is left alone", async () => {
  const { root } = served();
  document.body.appendChild(document.createElement("div"));
  await observed();
  expect(document.documentElement).toBe(root);
  expect(document.querySelector(".text")!.innerHTML).toBe("<p>Prima riga</p><pre><code>let x;</code></pre>");
});
