// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { LessonArticle } from "./lesson-article";

// Remix's Link needs a Remix router; a plain anchor is enough to check where links go.
vi.mock("@remix-run/react", () => ({
  Link: ({ to, children, ...props }: { to: string; children: ReactNode }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
}));

const toc = [
  { depth: 2, id: "uno", text: "Uno" },
  { depth: 3, id: "dettaglio", text: "Dettaglio" },
  { depth: 2, id: "due", text: "Due" },
];

test("the lesson is an Italian article titled from the lesson list", () => {
  render(<LessonArticle slug="variabili-in-javascript" toc={toc} minutes={11} html="<p>Corpo</p>" />);
  const article = screen.getByRole("article", { name: "Variabili in JavaScript: var, let e const" });
  expect(article.getAttribute("lang")).toBe("it");
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Variabili in JavaScript: var, let e const");
  expect(article.querySelector("header")?.textContent).toContain("Tempo di lettura: circa 11 minuti");
  expect(article.contains(screen.getByText("Corpo"))).toBe(true);
});

test("the table of contents links to every section, h3 nested under its h2", () => {
  render(<LessonArticle slug="variabili-in-javascript" toc={toc} minutes={1} html="<p>Corpo</p>" />);
  const nav = screen.getByRole("navigation", { name: "In questa lezione" });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual(["#uno", "#dettaglio", "#due"]);
  expect(links[1].closest("ol")?.parentElement?.querySelector("a")?.getAttribute("href")).toBe("#uno");
});

test("the first lesson links only forward, the second only back", () => {
  const { unmount } = render(<LessonArticle slug="variabili-in-javascript" toc={[]} minutes={1} html="<p></p>" />);
  let pager = screen.getByRole("navigation", { name: "Lezione precedente e successiva" });
  expect(
    within(pager)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href")),
  ).toEqual(["/js-doc/this-in-javascript"]);
  unmount();
  render(<LessonArticle slug="this-in-javascript" toc={[]} minutes={1} html="<p></p>" />);
  pager = screen.getByRole("navigation", { name: "Lezione precedente e successiva" });
  const back = within(pager).getByRole("link");
  expect(back.getAttribute("href")).toBe("/js-doc/variabili-in-javascript");
  expect(back.getAttribute("rel")).toBe("prev");
});

test("a lesson missing from the list fails loudly", () => {
  expect(() => renderToString(<LessonArticle slug="sconosciuta" toc={[]} minutes={1} html="<p></p>" />)).toThrow(/no entry in app\/content\/lessons.json/);
});
