import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The reader's console of a lesson example's n-th run on the page (in the order the runs started). */
export const yours = (page: Page, n = 0) => page.getByRole("figure", { name: "La tua esecuzione" }).nth(n);

/** Waits for that console to show how the run ended; returns the state, its lines and the note under them. */
export async function runResult(page: Page, n = 0) {
  const output = yours(page, n);
  await expect.poll(() => output.getAttribute("data-state")).not.toBe("running");
  const text = (await output.locator("samp").textContent()) ?? "";
  return { state: await output.getAttribute("data-state"), lines: text === "" ? [] : text.split("\n"), note: await output.getByRole("paragraph").textContent() };
}

/** Opens the editor of the page's `index`-th runnable example, writes `code` in it and runs it with Ctrl+Enter, as a reader would. */
export async function runEdited(page: Page, code: string, index = 0) {
  const figure = page.locator("[data-example]").nth(index);
  await figure.getByRole("button", { name: `Modifica l'esempio ${index + 1},` }).click();
  const field = figure.getByRole("textbox");
  await field.fill(code);
  await field.press("Control+Enter");
}
