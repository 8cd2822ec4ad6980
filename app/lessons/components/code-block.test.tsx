import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { CodeBlock } from "./code-block";

const example = (
  <CodeBlock lang="js" html={'<pre><code><span class="line">let x = 1;</span>\n<span class="line">console.log(x);</span></code></pre>'} />
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
});

test("after hydration the button copies the code exactly, and says so", async () => {
  const writeText = vi.fn(() => Promise.resolve());
  stubClipboard(writeText);
  render(example);
  expect(screen.getByRole("figure", { name: "JavaScript" }).querySelector("pre")?.textContent).toBe("let x = 1;\nconsole.log(x);");
  await userEvent.click(screen.getByRole("button", { name: "Copia il codice" }));
  expect(writeText).toHaveBeenCalledWith("let x = 1;\nconsole.log(x);");
  expect(screen.getByRole("status").textContent).toBe("Copiato!");
});

test("when the clipboard refuses, the code is selected and the reader told how to copy it", async () => {
  stubClipboard(() => Promise.reject(new Error("denied")));
  render(example);
  await userEvent.click(screen.getByRole("button", { name: "Copia il codice" }));
  await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/premi Ctrl\+C/));
  expect(window.getSelection()?.toString()).toBe("let x = 1;\nconsole.log(x);");
});
