// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { FullStylesheet, HeadStyles } from "./document-styles";
import { documentFacts, NO_PRERENDER, PrerenderContext, type PrerenderFacts } from "./prerender-context";

const render = (facts: PrerenderFacts, element: JSX.Element) => renderToStaticMarkup(<PrerenderContext.Provider value={facts}>{element}</PrerenderContext.Provider>);

test("with critical CSS the head gets it inline and the stylesheet moves to the end of the body; without, the stylesheet stays in the head", () => {
  const facts = { ...NO_PRERENDER, criticalCss: "a>b{color:red}" };
  expect(render(facts, <HeadStyles href="/build/all.css" />)).toBe('<style id="critical-css">a>b{color:red}</style>');
  expect(render(facts, <FullStylesheet href="/build/all.css" />)).toBe('<link rel="stylesheet" href="/build/all.css"/>');
  expect(render(NO_PRERENDER, <HeadStyles href="/build/all.css" />)).toBe('<link rel="stylesheet" href="/build/all.css"/>');
  expect(render(NO_PRERENDER, <FullStylesheet href="/build/all.css" />)).toBe("");
});

test("the browser reads back what the prerender put in the document", () => {
  document.head.innerHTML = '<style id="critical-css">a>b{color:red}</style>';
  document.body.innerHTML = '<script id="hydrate-after-paint" type="module"></script>';
  expect(documentFacts(document)).toEqual({ criticalCss: "a>b{color:red}", hydrateAfterPaint: true, moduleGraph: null });
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  expect(documentFacts(document)).toEqual(NO_PRERENDER);
});
