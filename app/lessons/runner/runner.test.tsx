// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { CODE_BLOCK_ATTRIBUTE, CodeBlock, EXAMPLE_ATTRIBUTE } from "../components/code-block";
import { CONSOLE_ATTRIBUTE, ConsoleOutput } from "../components/console-output";
import { ITALIAN_COPY_LABELS } from "../components/copy";
import { addCopyButtons } from "../components/copy-buttons";
import { ATTRIBUTES, press } from "./runner";

test("the runner names the served HTML's attributes as the lesson's components write them", () => {
  expect(ATTRIBUTES).toEqual({ code: CODE_BLOCK_ATTRIBUTE, example: EXAMPLE_ATTRIBUTE, console: CONSOLE_ATTRIBUTE });
});

/** A lesson's text as served: a section with a button page, an example that clicks it, and its console. */
function servedLesson() {
  const root = document.createElement("div");
  root.setAttribute("data-lesson-text", "");
  root.innerHTML = renderToStaticMarkup(
    <>
      <h2>Nei gestori</h2>
      <CodeBlock lang="html" html={'<pre><code>&lt;button id="b"&gt;B&lt;/button&gt;</code></pre>'} />
      <CodeBlock lang="js" example="#b" html="<pre><code>console.log(1);</code></pre>" />
      <ConsoleOutput text="1" clicks={1} />
    </>,
  );
  document.body.append(root);
  addCopyButtons(root, ITALIAN_COPY_LABELS);
  return root;
}

test("Run shows the reader's console beside the lesson's, running, in a polite live region, with the sandbox's frame", () => {
  const root = servedLesson();
  const served = root.querySelector(`[${CONSOLE_ATTRIBUTE}]`)!;
  press(root.querySelector<HTMLButtonElement>("[data-run=run]")!);
  const pair = served.parentElement!;
  expect(pair).not.toBe(root);
  const yours = pair.lastElementChild!;
  expect(yours.querySelector("figcaption")?.textContent).toBe("La tua esecuzione");
  expect(yours.getAttribute("data-state")).toBe("running");
  expect(yours.querySelector("[aria-live=polite]")?.textContent).toBe("In esecuzione…");
  const frame = yours.querySelector("iframe")!;
  expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
  expect(frame.getAttribute("src")).toBe("/generated/lesson-sandbox.html");
  expect(frame.title).toBe("Esecuzione dell'esempio 1, Nei gestori");
  root.remove();
});

test("Edit puts a labelled field in place of the code; Reset puts the lesson's code and console back as served", async () => {
  const root = servedLesson();
  const served = root.innerHTML;
  const edit = root.querySelector<HTMLButtonElement>("[data-run=edit]")!;
  press(root.querySelector<HTMLButtonElement>("[data-run=run]")!);
  press(edit);
  await expect.poll(() => root.querySelector("textarea")).not.toBeNull();
  const field = root.querySelector("textarea")!;
  expect(field.getAttribute("aria-label")).toBe("Codice dell'esempio 1, Nei gestori");
  expect(field.value).toBe("console.log(1);");
  expect(document.activeElement).toBe(field);
  expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe("Ctrl+Invio (⌘+Invio su Mac) esegue il codice.");
  expect(edit.textContent).toBe("Ripristina");
  expect(edit.getAttribute("aria-label")).toBe("Ripristina l'esempio 1, Nei gestori");
  press(edit);
  expect(edit.textContent).toBe("Modifica");
  expect(edit.getAttribute("aria-label")).toBe("Modifica l'esempio 1, Nei gestori");
  expect(root.innerHTML).toBe(served);
  root.remove();
});
