// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { CodeBlock } from "./code-block";
import { COPIED_FOR_MS, ITALIAN_COPY_LABELS } from "./copy";
import { addCopyButtons } from "./copy-buttons";
import { LessonProse } from "./lesson-prose";

const example = <CodeBlock lang="js" html={'<pre><code><span class="line">let x = 1;</span>\n<span class="line">console.log(x);</span></code></pre>'} />;
/** A lesson's text as the loader sends it: two examples and a paragraph, rendered on the server. */
const served = renderToStaticMarkup(
  <>
    <p>Prima</p>
    {example}
    <CodeBlock lang="html" html={"<pre><code>&lt;button&gt;Clic&lt;/button&gt;</code></pre>"} />
  </>,
  { identifierPrefix: "lesson-" },
);

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
});

test("the server renders the code and its language, without a copy button", () => {
  const html = renderToString(example);
  expect(html).toContain("JavaScript");
  expect(html).toContain("console.log(x);");
  expect(html).not.toContain("<button");
  expect(html).toContain("data-code-block");
});

test("the served text is shown as it came, and each code block gains its copy button in its caption", async () => {
  render(<LessonProse html={served} className="prose" />);
  const figures = screen.getAllByRole("figure");
  expect(figures.map((figure) => figure.getAttribute("aria-labelledby"))).toEqual([expect.stringMatching(/^:?lesson-/), expect.stringMatching(/^:?lesson-/)]);
  expect(screen.getByRole("figure", { name: "JavaScript" }).querySelector("pre")?.textContent).toBe("let x = 1;\nconsole.log(x);");
  await waitFor(() => expect(screen.getAllByRole("button", { name: "Copia il codice" })).toHaveLength(2));
  for (const figure of figures) expect(figure.querySelector("figcaption button")).not.toBeNull();
});

test("the button copies its own block's code exactly, and says so", async () => {
  const writeText = vi.fn(() => Promise.resolve());
  stubClipboard(writeText);
  render(<LessonProse html={served} className="prose" />);
  const [, html] = await screen.findAllByRole("button", { name: "Copia il codice" });
  await userEvent.click(html);
  expect(writeText).toHaveBeenCalledWith("<button>Clic</button>");
  expect(screen.getByRole("figure", { name: "HTML" }).querySelector("[role=status]")?.textContent).toBe("Copiato!");
});

test("when the clipboard refuses, the code is selected and the reader told how to copy it", async () => {
  stubClipboard(() => Promise.reject(new Error("denied")));
  render(<LessonProse html={served} className="prose" />);
  const [js] = await screen.findAllByRole("button", { name: "Copia il codice" });
  await userEvent.click(js);
  await waitFor(() => expect(screen.getByRole("figure", { name: "JavaScript" }).querySelector("[role=status]")?.textContent).toMatch(/premi Ctrl\+C/));
  expect(window.getSelection()?.toString()).toBe("let x = 1;\nconsole.log(x);");
});

test("another lesson's text replaces the buttons with its own", async () => {
  const { rerender } = render(<LessonProse key="a" html={served} className="prose" />);
  await screen.findAllByRole("button", { name: "Copia il codice" });
  rerender(<LessonProse key="b" html={renderToStaticMarkup(example, { identifierPrefix: "lesson-" })} className="prose" />);
  await waitFor(() => expect(screen.getAllByRole("button", { name: "Copia il codice" })).toHaveLength(1));
});

test("'Copiato!' clears after a while, and a second press starts the wait again", async () => {
  stubClipboard(() => Promise.resolve());
  vi.useFakeTimers();
  try {
    render(<LessonProse html={served} className="prose" />);
    const [js] = screen.getAllByRole("button", { name: "Copia il codice" });
    const status = screen.getByRole("figure", { name: "JavaScript" }).querySelector("[role=status]")!;
    js.click();
    await vi.advanceTimersByTimeAsync(COPIED_FOR_MS - 500);
    expect(status.textContent).toBe("Copiato!");
    js.click();
    await vi.advanceTimersByTimeAsync(COPIED_FOR_MS - 500);
    expect(status.textContent).toBe("Copiato!");
    await vi.advanceTimersByTimeAsync(500);
    expect(status.textContent).toBe("");
  } finally {
    vi.useRealTimers();
  }
});

test("the buttons are not React's: once the text is gone, so are they and their waits", async () => {
  stubClipboard(() => Promise.resolve());
  const root = document.createElement("div");
  root.innerHTML = served;
  const undo = addCopyButtons(root, ITALIAN_COPY_LABELS);
  const buttons = root.querySelectorAll("figcaption button");
  expect(buttons).toHaveLength(2);
  expect(Object.keys(buttons[0]!).some((key) => key.startsWith("__react"))).toBe(false);
  vi.useFakeTimers();
  try {
    (buttons[0] as HTMLButtonElement).click();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    undo();
    expect(vi.getTimerCount()).toBe(0);
    expect(root.querySelectorAll("figcaption button, figcaption [role=status]")).toHaveLength(0);
    expect(root.querySelectorAll("figcaption")).toHaveLength(2);
  } finally {
    vi.useRealTimers();
  }
});

test("a copy still being written when the text goes starts no wait and writes to no status", async () => {
  let finish: () => void = () => {};
  stubClipboard(() => new Promise<void>((resolve) => (finish = resolve)));
  const root = document.createElement("div");
  root.innerHTML = served;
  const undo = addCopyButtons(root, ITALIAN_COPY_LABELS);
  const button = root.querySelector<HTMLButtonElement>("figcaption button")!;
  const status = root.querySelector("figcaption [role=status]")!;
  vi.useFakeTimers();
  try {
    button.click();
    undo();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(status.textContent).toBe("");
  } finally {
    vi.useRealTimers();
  }
});

test("an example a reader can run also gets Run and Edit, named after its number and its section; a page or a fragment does not", () => {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(
    <>
      <CodeBlock lang="js" example="" html="<pre><code>1;</code></pre>" />
      <h2>Nei metodi</h2>
      <CodeBlock lang="html" html="<pre><code>&lt;p&gt;&lt;/p&gt;</code></pre>" />
      <h3>Un dettaglio</h3>
      <CodeBlock lang="js" html="<pre><code>const x =</code></pre>" />
      <CodeBlock lang="js" example="#b #b" html="<pre><code>2;</code></pre>" />
    </>,
  );
  const undo = addCopyButtons(root, ITALIAN_COPY_LABELS);
  const named = [...root.querySelectorAll("figure")].map((figure) =>
    [...figure.querySelectorAll("button")].map((button) => button.getAttribute("aria-label") ?? button.textContent),
  );
  expect(named).toEqual([
    ["Esegui l'esempio 1", "Modifica l'esempio 1", "Copia il codice"],
    ["Copia il codice"],
    ["Copia il codice"],
    ["Esegui l'esempio 2, Un dettaglio", "Modifica l'esempio 2, Un dettaglio", "Copia il codice"],
  ]);
  expect(root.querySelector("[data-run=run]")?.textContent).toBe("Esegui");
  undo();
  expect(root.querySelectorAll("button")).toHaveLength(0);
});
