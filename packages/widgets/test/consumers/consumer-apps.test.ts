// @vitest-environment node
/*
 * The package in strangers' apps. `npm pack` makes the tarball a registry would serve; two
 * scratch apps outside the repository (Vite + React 18, Vite + React 19) install it, with React,
 * Vite and TypeScript from the npm registry, with a plain `npm install` as the README says. Each app then type-checks its
 * use of the declarations, renders the widgets on a server in plain Node, and is built twice
 * (production, and development with React's warnings on); Chromium drives every widget once in
 * both builds, and the console must stay clean. Timings go to the test output.
 *   npm run test:consumers        (after the package's build)
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const here = fileURLToPath(new URL(".", import.meta.url));
const packageRoot = path.resolve(here, "../..");
const pkg = JSON.parse(readFileSync(path.join(packageRoot, "package.json"), "utf8"));

const APPS = [
  { name: "react-18", react: "^18.3.1", types: "^18.3.23", typesDom: "^18.3.7", major: 18 },
  { name: "react-19", react: "^19.0.0", types: "^19.0.0", typesDom: "^19.0.0", major: 19 },
] as const;

const timings: string[] = [];
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

// A stranger's shell: none of this repository's npm settings leak into the scratch apps.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...cleanEnv, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} in ${cwd} exited ${code}:\n${output.slice(-4000)}`))));
  });
}

let scratch: string;
let tarball: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(path.join(packageRoot, "dist/index.js"))) throw new Error("packages/widgets/dist is missing: run `npm run build:widgets` first");
  // Outside the repository, so nothing resolves through its node_modules or workspaces.
  scratch = mkdtempSync(path.join(tmpdir(), "dmw-consumers-"));
  const packed = await timed("npm pack", () => run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", scratch], packageRoot));
  tarball = path.join(scratch, JSON.parse(packed.slice(packed.indexOf("[")))[0].filename);
  await Promise.all(APPS.map((app) => timed(`${app.name}: npm install`, () => createApp(app))));
  // Debian's Chromium, as every browser test of the repository; nothing downloads a browser.
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (scratch && !process.env.KEEP_CONSUMER_APPS) rmSync(scratch, { recursive: true, force: true });
  console.log(`consumer apps, in ${scratch}:\n  ${timings.join("\n  ")}`);
});

async function createApp(app: (typeof APPS)[number]) {
  const dir = path.join(scratch, app.name);
  cpSync(here, path.join(dir, "src"), { recursive: true, filter: (from) => !from.endsWith(".test.ts") });
  const manifest = {
    name: `consumer-${app.name}`,
    private: true,
    type: "module",
    dependencies: { "@davide-marchetti/widgets": `file:${tarball}`, react: app.react, "react-dom": app.react },
    devDependencies: { vite: "^6.3.5", typescript: "5.9.3", "@types/react": app.types, "@types/react-dom": app.typesDom },
  };
  writeFileSync(path.join(dir, "package.json"), JSON.stringify(manifest, null, 2));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/app-main.jsx"></script></body></html>`,
  );
  writeFileSync(path.join(dir, "vite.config.js"), `export default { esbuild: { jsx: "automatic" }, logLevel: "warn" };\n`);
  const tsconfig = (moduleResolution: string, module: string) => ({
    compilerOptions: { strict: true, jsx: "react-jsx", module, moduleResolution, target: "ES2022", lib: ["DOM", "ES2022"], noEmit: true, skipLibCheck: false, types: [] },
    files: ["src/app-check.tsx"],
  });
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(tsconfig("bundler", "ESNext")));
  writeFileSync(path.join(dir, "tsconfig.node.json"), JSON.stringify(tsconfig("nodenext", "NodeNext")));
  // No overrides: npm installs the Reach dialog (which declares React 16/17) with a warning,
  // which the README explains.
  const output = await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], dir);
  const react = JSON.parse(readFileSync(path.join(dir, "node_modules/react/package.json"), "utf8")).version;
  const vite = JSON.parse(readFileSync(path.join(dir, "node_modules/vite/package.json"), "utf8")).version;
  const peerWarnings = output.split("\n").filter((line) => line.includes("ERESOLVE overriding peer dependency")).length;
  timings.push(`${app.name}: react ${react}, vite ${vite}, ${peerWarnings} npm peer warnings`);
}

/** Serves a built app's files; resolves to its origin. */
function serve(root: string): Promise<{ origin: string; server: Server }> {
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    const target = existsSync(file) && !file.endsWith("/") ? file : path.join(root, "index.html");
    response.writeHead(200, { "content-type": types[path.extname(target)] ?? "application/octet-stream" });
    response.end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server })));
}

/** Every widget once, by mouse and keyboard; returns the console's errors and warnings. */
async function drive(page: Page, origin: string): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.setDefaultTimeout(8000);
  await page.goto(origin);
  await page.getByRole("heading", { name: "Widgets in a stranger's app" }).waitFor();

  // The counter ticks.
  const seconds = page.locator("[data-unit=seconds] span").first();
  const before = await seconds.textContent();
  await page.waitForFunction((previous) => document.querySelector("[data-unit=seconds] span")?.textContent !== previous, before, { timeout: 4000 });
  expect(await page.locator("[role=timer]").locator("xpath=..").getAttribute("data-state")).toBe("running");

  // The ring fills up to its value.
  await page.locator('[role=progressbar][aria-label="css 70%"][data-state=done]').waitFor();
  expect(await page.getByRole("progressbar", { name: "css 70%" }).locator("text").textContent()).toBe("70%");

  // The paginator pages, controlled.
  const pages = page.getByRole("navigation", { name: "Pages", exact: true });
  await pages.getByRole("button", { name: "Next page" }).click();
  expect(await pages.textContent()).toContain("2 di 12");
  expect(await page.getByTestId("page").textContent()).toBe("2");

  // The slider moves.
  const cards = page.getByRole("region", { name: "Cards" });
  await cards.getByRole("button", { name: "Next slide" }).click();
  expect(await cards.locator("[aria-roledescription=slide][data-state=active]").getAttribute("aria-label")).toBe("2 of 4");

  // The table filters and sorts.
  const table = page.getByRole("table", { name: "People" });
  await table.getByRole("button", { name: "Filter name" }).click();
  await table.getByRole("textbox", { name: "Find by name" }).fill("ma");
  await table.getByRole("textbox", { name: "Find by name" }).press("Enter");
  expect(await table.locator("tbody tr td:first-child").allTextContents()).toEqual(["Marco"]);
  await page.getByRole("button", { name: "Remove all filters" }).click();
  await table.getByRole("button", { name: "surname", exact: true }).click();
  expect(await table.locator("th[aria-sort]").getAttribute("aria-sort")).toBe("ascending");
  expect(await table.locator("tbody tr td:first-child").allTextContents()).toEqual(["Marco", "Francesca", "Chiara", "Alessandro", "Luca"]);

  // The carousel moves.
  const colours = page.getByRole("region", { name: "Colours" });
  await colours.getByRole("button", { name: "Next slide" }).click();
  expect(await colours.locator("[aria-roledescription=slide][data-state=active]").textContent()).toBe("Green");

  // The modal opens, holds focus, closes on Escape and gives focus back.
  const trigger = page.getByRole("button", { name: "Open the dialog" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Hello from a dialog" });
  await dialog.waitFor();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  return problems;
}

for (const app of APPS) {
  describe(`Vite + React ${app.major}`, () => {
    const dir = () => path.join(scratch, app.name);

    test("installs the tarball with the React the app chose", () => {
      const react = JSON.parse(readFileSync(path.join(dir(), "node_modules/react/package.json"), "utf8"));
      expect(Number.parseInt(react.version, 10)).toBe(app.major);
      const installed = path.join(dir(), "node_modules/@davide-marchetti/widgets");
      expect(JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")).version).toBe(pkg.version);
      // The published files only: no sources, no vanilla-extract.
      expect(existsSync(path.join(installed, "src"))).toBe(false);
      expect(existsSync(path.join(dir(), "node_modules/@vanilla-extract"))).toBe(false);
      // The declarations meet the app's own React types (the Reach dialog's older ones stay inside it).
      expect(existsSync(path.join(installed, "node_modules/@types/react"))).toBe(false);
    });

    test(`its TypeScript use type-checks against @types/react ${app.major}, with bundler and nodenext resolution`, async () => {
      await timed(`${app.name}: tsc`, () => Promise.all(["tsconfig.json", "tsconfig.node.json"].map((config) => run("npx", ["tsc", "-p", config], dir()))));
    }, 120_000);

    test("every widget renders on a server, in plain Node, without a warning", async () => {
      const output = await timed(`${app.name}: server render`, () => run("node", ["src/app-ssr.mjs"], dir()));
      const result = JSON.parse(output);
      expect(Number.parseInt(result.react, 10)).toBe(app.major);
      expect(result.window).toBe("undefined");
      expect(result.length).toBeGreaterThan(2000);
      // Until hydration (and without JavaScript) no slide is inert, as the slides then scroll
      // sideways, and no control renders usable, as none would work.
      expect(result.inert).toBe(0);
      expect(result.enabledControls).toBe(0);
      expect(result.problems).toEqual([]);
    }, 60_000);

    for (const mode of ["production", "development"] as const) {
      test(`${mode} build: every widget works in Chromium, and the console stays clean`, async () => {
        const out = `dist-${mode}`;
        await timed(`${app.name}: vite build (${mode})`, () =>
          run("npx", ["vite", "build", "--mode", mode, "--outDir", out, "--emptyOutDir"], dir(), { NODE_ENV: mode }),
        );
        const { origin, server } = await serve(path.join(dir(), out));
        const context = await browser.newContext({ viewport: { width: 1280, height: 2400 } });
        try {
          const problems = await timed(`${app.name}: drive (${mode})`, () => context.newPage().then((page) => drive(page, origin)));
          expect(problems).toEqual([]);
        } finally {
          await context.close();
          server.close();
        }
      }, 120_000);
    }
  });
}
