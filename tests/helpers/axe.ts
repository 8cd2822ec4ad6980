import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the site promises to pass. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

type AxeNode = { target: string[]; failureSummary?: string };
type AxeResult = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

export type AxeOptions = {
  /** A CSS selector to check instead of the whole document, e.g. "[role=dialog]". */
  include?: string;
  /** Named rules to skip, each with a reason in the calling test. */
  disableRules?: string[];
};

/**
 * Runs axe-core in the page and returns the WCAG 2.2 A/AA violations, one readable line each.
 * axe is evaluated through the DevTools protocol, not added as a <script>, so the site's CSP
 * does not have to allow it.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === "object");
  if (!hasAxe) await page.evaluate(axeSource);
  const results = await page.evaluate(
    async ({ tags, include, disableRules }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeResult[] }> } }).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const { violations } = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        rules,
        resultTypes: ["violations"],
      });
      return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
    },
    { tags: WCAG_TAGS, include: options.include ?? null, disableRules: options.disableRules ?? [] },
  );
  return results.flatMap((v: AxeResult) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(" ")}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, " ")}` : ""}`),
  );
}

/**
 * Asserts that the page, in whatever state it is in now (a dialog open, a filter box open, the
 * dark theme…), has no WCAG 2.2 A/AA violation. `label` names the state in the failure message.
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), options: AxeOptions = {}) {
  const violations = await axeViolations(page, options);
  expect(violations, `axe violations in ${label}`).toEqual([]);
}

/**
 * Turns off every carousel's rotation with its own control, as a visitor can, and waits for the
 * slides to settle. A slide that fades in while axe reads the colours is a blend of two slides,
 * and axe reports the blend as low contrast: checks of a page that may hold a rotating carousel
 * call this first. What is checked is the same page at rest; only the timer is stopped.
 */
export async function stopRotation(page: Page) {
  for (const control of await page.locator("[aria-roledescription=carousel] button[data-state=on]").all()) await control.click();
  await page.waitForFunction(() => document.querySelector("[aria-roledescription=carousel] button[data-state=on]") === null);
  await animationsSettled(page);
}

/** Waits for every animation and transition running in the page that has an end (a slide's fade, a theme's colours). */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
