// @vitest-environment node
// `npm run dev` as the owner uses it: the site open in a browser, a content file and then a
// style edited, and the open page follows each time without anyone reloading it. Run in a copy
// of the project (tests/content/variant.ts), so the dev build never touches the project's own
// production build, which the browser journeys serve.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, expect, test } from "vitest";
import { freePort, waitForServer } from "../../scripts/lib/local-server";
import { launch } from "../helpers/browser";
import { makeVariant } from "./variant";

/**
 * How long an edit may take to reach the page: a rebuild by remix dev, a few seconds on a quiet
 * machine, took minutes beside the rest of npm test on a loaded one (load 10 on 2 cores). A dev
 * server that never rebuilds still fails here, only later.
 */
const REBUILD_MS = 300_000;

let dev: ChildProcess | undefined;
let browser: Browser | undefined;
const variant = makeVariant("dev-reload");
afterAll(async () => {
  await browser?.close();
  if (dev?.pid && dev.exitCode === null) {
    process.kill(-dev.pid, "SIGTERM");
    await new Promise((resolve) => dev?.once("exit", resolve));
  }
  rmSync(variant.dir, { recursive: true, force: true });
});

test("npm run dev: a content edit and a style edit reach the open page without a reload; a content mistake shows its file, field and expectation in the page", async () => {
  const port = await freePort();
  const socketPort = await freePort();
  // remix dev exits when its stdin closes (STACK-NOTES): the pipe stays open until the end.
  dev = spawn("npm", ["run", "dev", "--silent", "--", "--port", String(socketPort)], {
    cwd: variant.dir,
    env: { ...process.env, PORT: String(port), NODE_ENV: "development" },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  dev.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://localhost:${port}`;
  await waitForServer(`${base}/`, dev, { name: "npm run dev", timeoutMs: 600_000 }).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });

  browser = await launch();
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  await page.goto(`${base}/js-doc`, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  // Gone if the page reloads: the edits must arrive in this very document.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

  const site = variant.readJson<{ name: string }>("site");
  variant.writeJson("site", { ...site, name: `${site.name} Live` });
  await page.waitForFunction((name) => document.querySelector("header")?.textContent?.includes(name), `${site.name} Live`, { timeout: REBUILD_MS });
  expect(await stayed()).toBe(true);

  const footerStyle = path.join(variant.dir, "app/components/footer/footer.css.ts");
  const before = readFileSync(footerStyle, "utf8");
  expect(before).toContain("color: vars.color.muted,");
  writeFileSync(footerStyle, before.replace("color: vars.color.muted,", 'color: "rgb(1, 2, 3)",'));
  await page.waitForFunction(
    () => {
      const footer = document.querySelector("footer");
      return footer !== null && getComputedStyle(footer).color === "rgb(1, 2, 3)";
    },
    undefined,
    { timeout: REBUILD_MS },
  );
  expect(problems).toEqual([]);

  // A content mistake: the page says which file, which field and what was expected, as the
  // terminal does, and the fix brings the page back.
  const skills = variant.readJson<{ tecnology: string; percent: number }[]>("skills");
  variant.writeJson(
    "skills",
    skills.map((skill, i) => (i === 3 ? { ...skill, percent: String(skill.percent) } : skill)),
  );
  await page.goto(`${base}/`, { waitUntil: "load" });
  const mistake = await page.locator("pre").first().textContent({ timeout: REBUILD_MS });
  expect(mistake).toContain("app/content/skills.json");
  expect(mistake).toContain("[3].percent");
  expect(mistake).toMatch(/expected a number/);
  variant.writeJson("skills", skills);
  await expect.poll(async () => (await page.goto(`${base}/`, { waitUntil: "load" }))?.status(), { timeout: REBUILD_MS, interval: 1_000 }).toBe(200);
}, 1_800_000);
