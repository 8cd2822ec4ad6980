/*
 * Pictures of every page and every open state (the modals, the carousel, the demo widgets'
 * states: tests/helpers/page-states.ts) at every width the site is designed for, in the light
 * and the dark theme, into screenshots/<width>/<theme>/<state>.png, for review by eye.
 * Pages are captured whole; an open state as the visitor sees it (the viewport).
 *
 *   npm run screenshots                      (after npm run build)
 *   npm run screenshots -- --only demo --widths 320,1280 --themes dark
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { ALL_STATES, THEMES, WIDTHS, type Theme } from "../../tests/helpers/page-states";
import { freePort, waitForServer } from "../lib/local-server.ts";
import { readThrough } from "../lib/read-through.ts";

const OUT = "screenshots";

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
const only = option("only");
const widths = option("widths")?.split(",").map(Number) ?? [...WIDTHS];
const themes = (option("themes")?.split(",") ?? [...THEMES]) as Theme[];
const states = ALL_STATES.filter((state) => !only || state.name.includes(only));

if (!existsSync("build/index.js")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

const port = await freePort();
const server = spawn("npm", ["start", "--silent"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: "ignore",
  detached: true,
});
const stopServer = () => server.pid && process.kill(-server.pid, "SIGTERM");
const base = `http://127.0.0.1:${port}`;
await waitForServer(`${base}/`, server, { name: "npm start", timeoutMs: 20_000, ready: () => true }).catch((error: unknown) => {
  stopServer();
  throw error;
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
let count = 0;
try {
  for (const width of widths) {
    for (const colorScheme of themes) {
      const dir = path.join(OUT, String(width), colorScheme);
      mkdirSync(dir, { recursive: true });
      // Reduced motion: the carousel does not rotate and nothing is caught mid-animation.
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, reducedMotion: "reduce" });
      for (const state of states) {
        const page = await context.newPage();
        await page.goto(base + state.path, { waitUntil: "networkidle" });
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        await state.open?.(page);
        if (state.dialog) await page.getByRole("dialog").waitFor();
        const whole = !state.dialog && !state.open;
        if (whole) {
          // Lay every block out and let lazy images arrive before the full-page capture.
          await readThrough(page);
        }
        await page.waitForLoadState("networkidle");
        const file = path.join(dir, `${state.name}.png`);
        await page.screenshot({ path: file, fullPage: whole });
        await page.close();
        count += 1;
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  stopServer();
}
console.log(`screenshots: ${count} pictures in ${OUT}/`);
