/*
 * The package in strangers' apps. `npm pack` makes the tarball a registry would serve; three
 * scratch apps outside the repository (Vite + React 18, Vite + React 19, Next.js App Router) install
 * it, with React, Vite, Next.js and TypeScript from the npm registry, with a plain `npm install` as
 * the README says (the React 19 Vite app with the README's `overrides`, which must silence the
 * Reach dialog's peer warnings). Each Vite app then type-checks its use of the declarations (with
 * bundler, nodenext, node16 and node10 resolution), renders the widgets on a server in plain Node,
 * and is built twice (production, and development with React's warnings on); Chromium drives
 * every widget once in both builds, the console must stay clean, and axe finds nothing on the
 * page, light and dark (with the README's dark-mode snippet). The Next.js app's pages are Server
 * Components that import each widget from its entry point: its server graph loads them as client
 * references, `next build` passes, `next start` serves it and Chromium drives every widget there.
 * Both kinds exercise 2.1: a Date column sorted and filtered, a "contains" filter and the search,
 * an interface row type (type-checked), the app's own error boundary catching what a dialog's
 * content throws (and Next's redirect() from a form in a dialog), slides of the app's markup, a
 * layered utility class winning over the package's style, a root's own props, two tables and
 * unnamed paginators with unique landmark names. Timings go to the test output.
 *   npm run test:consumers        (after the package's build)
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, test, type ExpectStatic } from "vitest";
import { freePort, waitForServer } from "../../../../scripts/lib/local-server";
import { recordDialogExit } from "../../../../tests/helpers/dialog-exit";
import { ENTRIES, entryOutput } from "../../entries";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const here = fileURLToPath(new URL(".", import.meta.url));
const packageRoot = path.resolve(here, "../..");
const pkg = JSON.parse(readFileSync(path.join(packageRoot, "package.json"), "utf8"));

/** Every built entry point, relative to dist/. */
const ENTRY_FILES = ENTRIES.map((entry) => entryOutput(entry).replace(/^dist\//, ""));

// The React 19 app installs with the README's overrides; it also checks the declarations under the
// two older resolutions (the React of the app does not change how they resolve).
const APPS = [
  { name: "react-18", react: "^18.3.1", types: "^18.3.23", typesDom: "^18.3.7", major: 18, overrides: false, configs: ["tsconfig.json", "tsconfig.nodenext.json"] },
  {
    name: "react-19",
    react: "^19.0.0",
    types: "^19.0.0",
    typesDom: "^19.0.0",
    major: 19,
    overrides: true,
    configs: ["tsconfig.json", "tsconfig.nodenext.json", "tsconfig.node16.json", "tsconfig.node10.json"],
  },
] as const;

const readme = readFileSync(path.join(packageRoot, "README.md"), "utf8");
/** The README's dark-mode snippet, as a reader copies it. */
const darkSnippet = readme.slice(readme.indexOf("<!-- generated:dark-theme -->")).split("```css\n")[1]!.split("```")[0]!;
/** npm's peer warnings in an install's output. */
const peerWarnings = (output: string) => output.split("\n").filter((line) => line.includes("ERESOLVE overriding peer dependency")).length;
const installs: Record<string, number> = {};

// The registry's current Next.js major, with the React it pairs with.
const NEXT_APP = { name: "next", next: "^16.0.0", react: "^19.0.0" } as const;

const timings: string[] = [];
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

// A stranger's shell: none of this repository's npm settings leak into the scratch apps, nor the
// CI marker of the run testing them (they are a developer's own builds; on CI, Next.js warns that
// it found no build cache to restore), nor this vitest's own settings.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== "CI" && !key.startsWith("VITEST")));

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
  await Promise.all([...APPS.map((app) => timed(`${app.name}: npm install`, () => createApp(app))), timed(`${NEXT_APP.name}: npm install`, () => createNextApp())]);
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
  cpSync(here, path.join(dir, "src"), { recursive: true, filter: (from) => !from.endsWith(".test.ts") && !from.includes("next-app") });
  const manifest = {
    name: `consumer-${app.name}`,
    private: true,
    type: "module",
    dependencies: { "@davide-marchetti/widgets": `file:${tarball}`, react: app.react, "react-dom": app.react },
    devDependencies: { vite: "^6.3.5", typescript: "5.9.3", "@types/react": app.types, "@types/react-dom": app.typesDom },
    // The README's line that silences the Reach dialog's peer warnings.
    ...(app.overrides ? { overrides: { react: "$react", "react-dom": "$react-dom" } } : {}),
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
  writeFileSync(path.join(dir, "tsconfig.nodenext.json"), JSON.stringify(tsconfig("nodenext", "NodeNext")));
  writeFileSync(path.join(dir, "tsconfig.node16.json"), JSON.stringify(tsconfig("node16", "Node16")));
  writeFileSync(path.join(dir, "tsconfig.node10.json"), JSON.stringify(tsconfig("node10", "ESNext")));
  writeFileSync(path.join(dir, "src/readme-dark.css"), darkSnippet);
  // Without overrides npm installs the Reach dialog (which declares React 16/17) with warnings,
  // which the README explains; with the README's overrides, none.
  const output = await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], dir);
  const react = JSON.parse(readFileSync(path.join(dir, "node_modules/react/package.json"), "utf8")).version;
  const vite = JSON.parse(readFileSync(path.join(dir, "node_modules/vite/package.json"), "utf8")).version;
  installs[app.name] = peerWarnings(output);
  timings.push(`${app.name}: react ${react}, vite ${vite}, ${installs[app.name]} npm peer warnings${app.overrides ? " (with the README's overrides)" : ""}`);
}

async function createNextApp() {
  const dir = path.join(scratch, NEXT_APP.name);
  cpSync(path.join(here, "next-app"), dir, { recursive: true });
  cpSync(path.join(here, "server-graph.mjs"), path.join(dir, "server-graph.mjs"));
  cpSync(path.join(here, "server-client-references.mjs"), path.join(dir, "server-client-references.mjs"));
  const manifest = {
    name: "consumer-next",
    private: true,
    type: "module",
    dependencies: { "@davide-marchetti/widgets": `file:${tarball}`, next: NEXT_APP.next, react: NEXT_APP.react, "react-dom": NEXT_APP.react },
  };
  writeFileSync(path.join(dir, "package.json"), JSON.stringify(manifest, null, 2));
  const output = await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], dir);
  const next = JSON.parse(readFileSync(path.join(dir, "node_modules/next/package.json"), "utf8")).version;
  const react = JSON.parse(readFileSync(path.join(dir, "node_modules/react/package.json"), "utf8")).version;
  installs[NEXT_APP.name] = peerWarnings(output);
  timings.push(`${NEXT_APP.name}: next ${next}, react ${react}, ${installs[NEXT_APP.name]} npm peer warnings`);
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

/**
 * Every widget once, by mouse and keyboard; returns the console's errors and warnings. `expect` is
 * the running test's own: the apps' tests run at once, and `expect.poll` needs to know its test.
 */
async function drive(page: Page, origin: string, expect: ExpectStatic): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.setDefaultTimeout(8000);
  await page.goto(origin);
  await page.getByRole("heading", { name: "Widgets in a stranger's app" }).waitFor();

  // Every root took its ref and attributes, on this React.
  const roots = await page
    .locator("[data-root]")
    .evaluateAll((elements) =>
      elements.map((el) => [el.getAttribute("data-root"), el.getAttribute("data-ref"), el.getAttribute("aria-describedby"), el.hasAttribute("data-state")]),
    );
  expect(roots).toEqual(["counter", "progress-ring", "paginator", "slider", "table", "carousel"].map((name) => [name, expect.any(String), "help", true]));

  // The counter ticks; paused it holds, resumed it ticks again.
  const seconds = page.locator("[data-unit=seconds] span").first();
  const before = await seconds.textContent();
  await page.waitForFunction((previous) => document.querySelector("[data-unit=seconds] span")?.textContent !== previous, before, { timeout: 4000 });
  const counter = page.locator("[role=timer]").first().locator("xpath=..");
  expect(await counter.getAttribute("data-state")).toBe("running");
  await counter.getByRole("button", { name: "Pause" }).click();
  expect(await counter.getAttribute("data-state")).toBe("paused");
  const held = await seconds.textContent();
  // Two ticks' time: the digits hold.
  await page.waitForTimeout(2200);
  expect(await seconds.textContent()).toBe(held);
  await counter.getByRole("button", { name: "Resume" }).click();
  await page.waitForFunction((previous) => document.querySelector("[data-unit=seconds] span")?.textContent !== previous, held, { timeout: 4000 });
  expect(await counter.getAttribute("data-state")).toBe("running");

  // The ring fills up to its value.
  await page.locator('[role=progressbar][aria-label="css 70%"][data-state=done]').waitFor();
  expect(await page.getByRole("progressbar", { name: "css 70%" }).locator("text").textContent()).toBe("70%");

  // The paginator pages, controlled, by a zero-based index.
  const pages = page.getByRole("navigation", { name: "Pages", exact: true });
  await pages.getByRole("button", { name: "Next page" }).click();
  expect(await pages.textContent()).toContain("2 of 12");
  expect(await page.getByTestId("page").textContent()).toBe("1");

  // Paging by links: the browser follows each (to a fragment here) and the app shows the page its address names.
  const linked = page.getByRole("navigation", { name: "Linked pages" });
  const items = () => linked.locator("li").evaluateAll((lis) => lis.map((li) => (li.getAttribute("aria-hidden") ? "…" : li.textContent)));
  expect(await items()).toEqual(["1", "2", "3", "4", "5", "…", "20"]);
  expect(await linked.getByRole("link", { name: "Previous page" }).getAttribute("aria-disabled")).toBe("true");
  await linked.getByRole("link", { name: "Page 5", exact: true }).click();
  await page.waitForFunction(() => document.querySelector("[aria-label='Linked pages'] [aria-current=page]")?.textContent === "5");
  expect(new URL(page.url()).hash).toBe("#page-5");
  expect(await items()).toEqual(["1", "…", "4", "5", "6", "…", "20"]);
  await linked.getByRole("link", { name: "Last page" }).click();
  await page.waitForFunction(() => document.querySelector("[aria-label='Linked pages'] [aria-current=page]")?.textContent === "20");
  expect(new URL(page.url()).hash).toBe("#page-20");
  expect(await items()).toEqual(["1", "…", "16", "17", "18", "19", "20"]);

  // The slider moves, by its arrow, round its loop, and by a mouse drag.
  const cards = page.getByRole("region", { name: "Cards" });
  const activeCard = () => cards.locator("[aria-roledescription=slide][data-state=active]").getAttribute("aria-label");
  await cards.getByRole("button", { name: "Next slide" }).click();
  expect(await activeCard()).toBe("2 of 4");
  await cards.getByRole("button", { name: "First slide" }).click();
  await cards.getByRole("button", { name: "Previous slide" }).click();
  expect(await activeCard()).toBe("4 of 4");
  await mouseDrag(page, cards.locator("[data-part=viewport]"), -200);
  await expect.poll(activeCard).toBe("1 of 4");

  // The table filters, sorts, draws its custom cells and selects rows.
  const table = page.getByRole("table", { name: "People" });
  const names = () => table.locator("tbody tr td:nth-child(2)").allTextContents();
  await table.getByRole("button", { name: "Filter name" }).click();
  await table.getByRole("textbox", { name: "Find by name" }).fill("ma");
  await table.getByRole("textbox", { name: "Find by name" }).press("Enter");
  expect(await names()).toEqual(["Marco"]);
  await page.getByRole("button", { name: "Remove all filters" }).click();
  await table.getByRole("button", { name: "Surname", exact: true }).click();
  expect(await table.locator("th[aria-sort]").getAttribute("aria-sort")).toBe("ascending");
  expect(await names()).toEqual(["Marco", "Francesca", "Chiara", "Alessandro", "Luca"]);
  expect(await table.locator("tbody tr td:nth-child(3) em").allTextContents()).toEqual(["BIANCHI", "COLOMBO", "ESPOSITO", "RICCI", "ROMANO"]);
  await table.getByRole("checkbox", { name: "Select Chiara" }).check();
  expect(await table.getByRole("checkbox", { name: "Select all rows on this page" }).evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);

  // The carousel moves.
  const colours = page.getByRole("region", { name: "Colours" });
  await colours.getByRole("button", { name: "Next slide" }).click();
  expect(await colours.locator("[aria-roledescription=slide][data-state=active]").textContent()).toBe("Green");

  await driveNewIn21(page, expect);

  // The modal opens, holds focus, closes on Escape and gives focus back.
  const trigger = page.getByRole("button", { name: "Open the dialog" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Hello from a dialog" });
  await dialog.waitFor();
  expect(await dialog.getAttribute("data-root")).toBe("modal");
  expect(await dialog.getAttribute("data-ref")).toBe("div");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

  // An uncontrolled modal opens from its own trigger, into the app's element, described.
  // Found by its text: while the dialog is open, the page around it (this control too) is hidden from role queries.
  const own = page.locator("button", { hasText: "Open the described dialog" });
  expect(await own.getAttribute("aria-expanded")).toBe("false");
  await own.click();
  const described = page.getByRole("dialog", { name: "A described dialog" });
  await described.waitFor();
  expect(await own.getAttribute("aria-expanded")).toBe("true");
  expect(await described.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent)).toBe("It says what it is for.");
  expect(await described.evaluate((el) => Boolean(el.closest("[data-testid=modal-host]")))).toBe(true);
  // It fades out with data-state="closed" (over frames), then unmounts; focus is back at once.
  const exit = await recordDialogExit(page, () => page.keyboard.press("Escape"));
  expect(exit.states).toContain("closed");
  expect(exit.frames).toBeGreaterThan(0);
  expect(await own.evaluate((el) => el === document.activeElement)).toBe(true);

  // What the dialog's content throws reaches the app's own boundary, not the modal's load failure.
  await page.getByRole("button", { name: "Open the fragile dialog" }).click();
  await page.getByRole("dialog", { name: "A fragile dialog" }).getByRole("button", { name: "Break it" }).click();
  await page.getByRole("alert").filter({ hasText: "The app's boundary caught: thrown inside the dialog" }).waitFor();
  // React reports an error its boundary caught to the console: that one is expected, nothing else.
  // (A development build's component names may be minified: "The above error occurred in the <Fk> component".)
  return problems.filter((problem) => !/thrown inside the dialog|The above error occurred in the <\w+> component/.test(problem));
}

/** axe on the page as it is: WCAG 2.2 A and AA, and unique landmark names (a best practice). */
async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const run = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe.run;
    const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
    const results = [await run(document, { runOnly: { type: "tag", values: tags } }), await run(document, { runOnly: { type: "rule", values: ["landmark-unique"] } })];
    return results.flatMap((result) => result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(" ")}`)));
  });
}

/**
 * What 2.1 brings, in the Vite apps: real data in a table, the app's markup in slides, its layered
 * utility and a root's own props, unique landmark names, axe light and dark (README's snippet).
 */
async function driveNewIn21(page: Page, expect: ExpectStatic) {
  // A Date column sorts by time and filters by the day it shows; "contains" finds rossi inside
  // the addresses; the search finds text in any column.
  const members = page.getByRole("table", { name: "Members" });
  const names = () => members.locator("tbody tr td:nth-child(1)").allTextContents();
  expect(await members.locator("tbody tr td:nth-child(3)").allTextContents()).toEqual(["2024-03-04", "2023-11-20", "2024-01-15"]);
  await members.getByRole("button", { name: "Joined", exact: true }).click();
  expect(await names()).toEqual(["Marco", "Chiara", "Giulia"]);
  await members.getByRole("button", { name: "Filter Joined" }).click();
  await members.getByRole("textbox", { name: "Find by Joined" }).fill("2024-0");
  await members.getByRole("textbox", { name: "Find by Joined" }).press("Enter");
  expect(await names()).toEqual(["Chiara", "Giulia"]);
  await page.getByRole("button", { name: "Remove filter Joined: 2024-0" }).click();
  await members.getByRole("button", { name: "Filter E-mail" }).click();
  await members.getByRole("textbox", { name: "Find by E-mail" }).fill("rossi");
  await members.getByRole("textbox", { name: "Find by E-mail" }).press("Enter");
  expect(await names()).toEqual(["Marco", "Giulia"]);
  await page.getByRole("button", { name: "Remove filter E-mail: rossi" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill("torino");
  expect(await names()).toEqual(["Giulia"]);
  await page.getByRole("searchbox", { name: "Search" }).fill("");

  // Slides of the app's own markup move as cards do.
  const quotes = page.getByRole("region", { name: "Quotes" });
  await quotes.getByRole("button", { name: "Next slide" }).click();
  expect(await quotes.locator("[aria-roledescription=slide][data-state=active]").textContent()).toBe("Measure twice.");

  // A layered utility of the app's wins over the package's rule (equal specificity, earlier in
  // the page), and the root takes the element's own props.
  const own = page.locator('nav[title="A paginator of the app"]');
  expect(await own.evaluate((nav) => getComputedStyle(nav).justifyContent)).toBe("flex-start");
  expect(await page.locator("nav[aria-label=Pages]").evaluate((nav) => getComputedStyle(nav).justifyContent)).toBe("center");
  await own.getByRole("button", { name: "Next page" }).click();
  expect(await page.getByTestId("root-clicks").textContent()).toBe("1");

  // Two unnamed paginators, two tables: every landmark has its own name.
  expect(await page.locator("nav").evaluateAll((navs) => navs.map((nav) => nav.getAttribute("aria-label")))).toEqual([
    "Pages",
    "Linked pages",
    "Cards: pages",
    "People: pages",
    "Members: pages",
    "Pagination 1",
    "Pagination 2",
    "Quotes: pages",
  ]);
  expect(await axe(page)).toEqual([]);
  // The README's dark-mode snippet on the app's dark page: every text and control passes.
  await page.emulateMedia({ colorScheme: "dark" });
  expect(
    await page
      .locator("[role=timer]")
      .first()
      .evaluate((timer) => getComputedStyle(timer).color),
  ).toBe("rgb(241, 230, 216)");
  expect(await axe(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
}

/** A mouse press on the element's middle, moved `dx` in steps, then let go. */
async function mouseDrag(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + Math.min(box.height / 2, 80);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

/** Every widget of the Next.js app's two Server Component pages, by mouse and keyboard; returns the console's errors and warnings. */
async function driveNext(page: Page, origin: string, expect: ExpectStatic): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.setDefaultTimeout(8000);
  await page.goto(origin);
  await page.getByRole("heading", { name: "Widgets in a stranger's app" }).waitFor();
  expect(await page.getByTestId("server-helpers").textContent()).toBe("dates parsed");
  // Controls are enabled once the page has hydrated.
  await page.locator('nav[aria-label="Pages"] button:not([disabled])').first().waitFor();

  // The counter ticks, from the server's first render on.
  expect(await page.locator("[role=timer]").first().locator("xpath=..").getAttribute("data-state")).toBe("running");
  const before = await page.locator("[data-unit=seconds] span").first().textContent();
  await page.waitForFunction((previous) => document.querySelector("[data-unit=seconds] span")?.textContent !== previous, before, { timeout: 4000 });

  // The ring fills up to its value.
  await page.locator('[role=progressbar][aria-label="css 70%"][data-state=done]').waitFor();

  // The paginator pages, uncontrolled, with its English default.
  const pages = page.getByRole("navigation", { name: "Pages", exact: true });
  expect(await pages.textContent()).toContain("1 of 12");
  await pages.getByRole("button", { name: "Next page" }).click();
  expect(await pages.textContent()).toContain("2 of 12");

  // The slider moves, by its arrow, round its loop and by a mouse drag.
  const cards = page.getByRole("region", { name: "Cards" });
  const activeCard = () => cards.locator("[aria-roledescription=slide][data-state=active]").getAttribute("aria-label");
  await cards.getByRole("button", { name: "Next slide" }).click();
  expect(await activeCard()).toBe("2 of 4");
  await mouseDrag(page, cards.locator("[data-part=viewport]"), 200);
  await expect.poll(activeCard).toBe("1 of 4");
  await cards.getByRole("button", { name: "Previous slide" }).click();
  expect(await activeCard()).toBe("4 of 4");

  // The table filters, sorts and selects, with the column definitions the server sent.
  const table = page.getByRole("table", { name: "People" });
  const names = () => table.locator("tbody tr td:nth-child(2)").allTextContents();
  await table.getByRole("button", { name: "Filter name" }).click();
  await table.getByRole("textbox", { name: "Find by name" }).fill("ma");
  await table.getByRole("textbox", { name: "Find by name" }).press("Enter");
  expect(await names()).toEqual(["Marco"]);
  await page.getByRole("button", { name: "Remove all filters" }).click();
  expect(await table.getByRole("button", { name: "Filter Surname" }).count()).toBe(0);
  await table.getByRole("button", { name: "Surname", exact: true }).click();
  expect(await table.locator("th[aria-sort]").getAttribute("aria-sort")).toBe("ascending");
  expect(await names()).toEqual(["Marco", "Francesca", "Chiara", "Alessandro", "Luca", "Giulia"]);
  await table.getByRole("checkbox", { name: "Select all rows on this page" }).check();
  expect(await table.locator("tbody tr[data-state=selected]").count()).toBe(6);

  // The carousel moves.
  const colours = page.getByRole("region", { name: "Colours" });
  await colours.getByRole("button", { name: "Next slide" }).click();
  expect(await colours.locator("[aria-roledescription=slide][data-state=active]").textContent()).toBe("Green");
  await page.keyboard.press("ArrowRight");
  expect(await colours.locator("[aria-roledescription=slide][data-state=active]").textContent()).toBe("Blue");

  // 2.1: the README's recipe, a Client Component of the app's holding a custom cell and a format,
  // given dates by the Server Component; sorted by time, filtered by the text shown, "contains".
  const members = page.getByRole("table", { name: "Members" });
  const memberNames = () => members.locator("tbody tr td:nth-child(1)").allTextContents();
  expect(await members.locator("tbody tr td:nth-child(3)").allTextContents()).toEqual(["04/03/2024", "20/11/2023", "15/01/2024"]);
  await members.getByRole("button", { name: "Joined", exact: true }).click();
  expect(await memberNames()).toEqual(["Marco", "Chiara", "Giulia"]);
  await members.getByRole("button", { name: "Filter E-mail" }).click();
  await members.getByRole("textbox", { name: "Find by E-mail" }).fill("rossi");
  await members.getByRole("textbox", { name: "Find by E-mail" }).press("Enter");
  expect(await memberNames()).toEqual(["Marco", "Giulia"]);
  expect(await members.getByRole("link", { name: "marco@rossi.it" }).getAttribute("href")).toBe("mailto:marco@rossi.it");
  await page.getByRole("button", { name: "Remove all filters" }).last().click();
  await page.getByRole("searchbox", { name: "Search" }).fill("15/01");
  expect(await memberNames()).toEqual(["Chiara"]);
  // Slides of the app's markup, passed by the Server Component as children.
  const quotes = page.getByRole("region", { name: "Quotes" });
  await quotes.getByRole("button", { name: "Next slide" }).click();
  expect(await quotes.locator("[aria-roledescription=slide][data-state=active]").textContent()).toBe("Measure twice.");
  // The app's layered utility wins; the root took the element's own props from the server.
  const own = page.locator('nav[title="A paginator of the app"]');
  expect(await own.getAttribute("lang")).toBe("en");
  expect(await own.evaluate((nav) => getComputedStyle(nav).justifyContent)).toBe("flex-start");
  // Every landmark has its own name; axe finds nothing.
  expect(await page.locator("nav").evaluateAll((navs) => navs.map((nav) => nav.getAttribute("aria-label")))).toEqual([
    "Pages",
    "Cards: pages",
    "People: pages",
    "Members: pages",
    "Quotes: pages",
    "Pagination 1",
    "Pagination 2",
  ]);
  expect(await axe(page)).toEqual([]);

  // The modal's page: open from the start, focus inside, closed by Escape.
  await page.goto(`${origin}/modal`);
  const dialog = page.getByRole("dialog", { name: "Hello from a dialog" });
  await dialog.waitFor();
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  // The other opens from the trigger the Server Component passed.
  await page.getByRole("button", { name: "Open from the trigger" }).click();
  const second = page.getByRole("dialog", { name: "Opened by its trigger" });
  await second.waitFor();
  expect(await second.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent)).toBe("No client code of the app's own.");
  await page.getByRole("button", { name: "Close" }).click();
  await second.waitFor({ state: "detached" });

  // What a dialog's content throws reaches the route's error boundary (error.jsx).
  await page.getByRole("button", { name: "Open the fragile dialog" }).click();
  await page.getByRole("dialog", { name: "A fragile dialog" }).getByRole("button", { name: "Break it" }).click();
  await page.getByRole("alert").filter({ hasText: "The page's boundary caught: thrown inside the dialog" }).waitFor();
  // A form in a dialog leaves the page through Next's redirect(): the framework, not the modal, handles it.
  await page.goto(`${origin}/modal`);
  await page.getByRole("dialog", { name: "Hello from a dialog" }).waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Open the form" }).click();
  await page.getByRole("dialog", { name: "A form that leaves" }).getByRole("button", { name: "Send and leave" }).click();
  await page.getByRole("heading", { name: "Results, page 3" }).waitFor();
  expect(new URL(page.url()).search).toBe("?page=3");

  // Paging by links, with JavaScript: the router moves the URL, the page is not loaded again.
  await page.goto(`${origin}/links`);
  const pager = page.getByRole("navigation", { name: "Result pages" });
  await pager.getByRole("link", { name: "Page 1", exact: true }).and(page.locator("[aria-current=page]")).waitFor();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await pager.getByRole("link", { name: "Next page" }).click();
  await page.getByRole("heading", { name: "Results, page 2" }).waitFor();
  expect(new URL(page.url()).search).toBe("?page=2");
  expect(await pager.getByRole("link", { name: "Page 2", exact: true }).getAttribute("aria-current")).toBe("page");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // React reports the error a boundary caught to the console: that one is expected, nothing else.
  return problems.filter((problem) => !problem.includes("thrown inside the dialog"));
}

/** The links page with JavaScript off: every control is a link the server answers. */
async function driveNextWithoutScript(page: Page, origin: string, expect: ExpectStatic) {
  page.setDefaultTimeout(8000);
  await page.goto(`${origin}/links?page=10`);
  const pager = page.getByRole("navigation", { name: "Result pages" });
  const items = () => pager.locator("li").evaluateAll((lis) => lis.map((li) => (li.getAttribute("aria-hidden") ? "…" : li.textContent)));
  expect(await items()).toEqual(["1", "…", "9", "10", "11", "…", "20"]);
  expect(await pager.locator("button").count()).toBe(0);
  await pager.getByRole("link", { name: "Page 11", exact: true }).click();
  await page.getByRole("heading", { name: "Results, page 11" }).waitFor();
  await pager.getByRole("link", { name: "Last page" }).click();
  await page.getByRole("heading", { name: "Results, page 20" }).waitFor();
  expect(await pager.getByRole("link", { name: "Page 20", exact: true }).getAttribute("aria-current")).toBe("page");
  // At the end, next and last lead nowhere: no address.
  expect(await pager.getByRole("link", { name: "Next page" }).getAttribute("href")).toBeNull();
  expect(await pager.getByRole("link", { name: "Next page" }).getAttribute("aria-disabled")).toBe("true");
}

// The three apps are driven at once (each suite concurrent with the others, its own steps in
// order): their builds, type checks and browser journeys are mostly waiting on one process or
// another, and one after the other they took 82 s of a quiet 2-core machine.
describe.concurrent("Next.js App Router (Server Component pages)", () => {
  const dir = () => path.join(scratch, NEXT_APP.name);

  test.sequential(
    "a server graph (react-server) loads every entry point: components are client references, the pure helpers run",
    async ({ expect }) => {
      const lexer = createRequire(import.meta.url).resolve("es-module-lexer");
      const entries = ENTRY_FILES;
      const output = await run(
        "node",
        ["--conditions=react-server", "server-graph.mjs", path.join(dir(), "node_modules/@davide-marchetti/widgets/dist"), lexer, ...entries],
        dir(),
      );
      const result = JSON.parse(output);
      // The React of a server graph, which has no state or effects.
      expect(result.serverReact).toBe(true);
      const reference = "client reference";
      expect(result.entries["index.js"]).toEqual({
        Carousel: reference,
        Counter: reference,
        Modal: reference,
        ModalTrigger: reference,
        Paginator: reference,
        ProgressRing: reference,
        Slider: reference,
        Table: reference,
        useCountdown: reference,
        useHydrated: reference,
        preloadModal: reference,
        preloadModalOnIntent: reference,
        parseCounterDate: "function",
        initialTableState: "function",
        readTableState: "function",
        writeTableState: "function",
        themeDarkDefaults: "object",
        themeDefaults: "object",
        themeVars: "object",
      });
      for (const entry of entries) expect(result.entries[entry], entry).not.toHaveProperty("error");
    },
    60_000,
  );

  test.sequential(
    "next build passes with Server Component pages importing each widget from its entry point",
    async ({ expect }) => {
      const output = await timed("next: next build", () => run("npx", ["next", "build"], dir(), { NEXT_TELEMETRY_DISABLED: "1" }));
      expect(output).toMatch(/Compiled successfully/);
      expect(output).not.toMatch(/⚠|warn/i);
    },
    600_000,
  );

  test.sequential(
    "next start serves it, and Chromium drives every widget with a clean console",
    async ({ expect }) => {
      const port = await freePort();
      const server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
        cwd: dir(),
        env: { ...cleanEnv, NEXT_TELEMETRY_DISABLED: "1" },
        stdio: "ignore",
        detached: true,
      });
      const origin = `http://127.0.0.1:${port}`;
      const context = await browser.newContext({ viewport: { width: 1280, height: 2400 } });
      try {
        await waitForServer(origin, server, { name: "next start", timeoutMs: 60_000 });
        const problems = await timed("next: drive", () => context.newPage().then((page) => driveNext(page, origin, expect)));
        expect(problems).toEqual([]);
        const scriptless = await browser.newContext({ javaScriptEnabled: false });
        await timed("next: drive without JavaScript", () => scriptless.newPage().then((page) => driveNextWithoutScript(page, origin, expect))).finally(() => scriptless.close());
      } finally {
        await context.close();
        // npx runs next as a child: the group goes together.
        if (server.pid) process.kill(-server.pid, "SIGTERM");
      }
    },
    180_000,
  );
});

for (const app of APPS) {
  describe.concurrent(`Vite + React ${app.major}`, () => {
    const dir = () => path.join(scratch, app.name);

    test.sequential("installs the tarball with the React the app chose", ({ expect }) => {
      const react = JSON.parse(readFileSync(path.join(dir(), "node_modules/react/package.json"), "utf8"));
      expect(Number.parseInt(react.version, 10)).toBe(app.major);
      const installed = path.join(dir(), "node_modules/@davide-marchetti/widgets");
      expect(JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")).version).toBe(pkg.version);
      // The published files only: no sources, no vanilla-extract.
      expect(existsSync(path.join(installed, "src"))).toBe(false);
      expect(existsSync(path.join(dir(), "node_modules/@vanilla-extract"))).toBe(false);
      // The declarations meet the app's own React types (the Reach dialog's older ones stay inside it).
      expect(existsSync(path.join(installed, "node_modules/@types/react"))).toBe(false);
      // The tarball carries the changelog, and the package says where its code and issues are.
      expect(existsSync(path.join(installed, "CHANGELOG.md"))).toBe(true);
      expect(JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")).repository.directory).toBe("packages/widgets");
      // The Reach dialog's React 16/17 range: npm warns, and the README's overrides silence it.
      if (app.overrides) expect(installs[app.name]).toBe(0);
      else expect(installs[app.name]).toBeGreaterThan(0);
    });

    test.sequential(
      `its TypeScript use type-checks against @types/react ${app.major}, with ${app.configs.length === 2 ? "bundler and nodenext" : "bundler, nodenext, node16 and node10"} resolution`,
      async () => {
        await timed(`${app.name}: tsc`, () => Promise.all(app.configs.map((config) => run("npx", ["tsc", "-p", config], dir()))));
      },
      300_000,
    );

    test.sequential(
      "every widget renders on a server, in plain Node, without a warning",
      async ({ expect }) => {
        const output = await timed(`${app.name}: server render`, () => run("node", ["src/app-ssr.mjs"], dir()));
        const result = JSON.parse(output);
        expect(Number.parseInt(result.react, 10)).toBe(app.major);
        expect(result.window).toBe("undefined");
        expect(result.length).toBeGreaterThan(2000);
        // Until hydration (and without JavaScript) no slide is inert, as the slides then scroll
        // sideways, and no control renders usable, as none would work.
        expect(result.inert).toBe(0);
        expect(result.enabledControls).toBe(0);
        // Links need no JavaScript: the paginator with getHref is usable from the server's HTML on
        // (pages 1-7 and 12 of templateTwo's list, then next and last).
        expect(result.pageLinks).toBe(10);
        expect(result.problems).toEqual([]);
      },
      60_000,
    );

    for (const mode of ["production", "development"] as const) {
      test.sequential(
        `${mode} build: every widget works in Chromium, and the console stays clean`,
        async ({ expect }) => {
          const out = `dist-${mode}`;
          await timed(`${app.name}: vite build (${mode})`, () => run("npx", ["vite", "build", "--mode", mode, "--outDir", out, "--emptyOutDir"], dir(), { NODE_ENV: mode }));
          const { origin, server } = await serve(path.join(dir(), out));
          const context = await browser.newContext({ viewport: { width: 1280, height: 2400 } });
          try {
            const problems = await timed(`${app.name}: drive (${mode})`, () => context.newPage().then((page) => drive(page, origin, expect)));
            expect(problems).toEqual([]);
          } finally {
            await context.close();
            server.close();
          }
        },
        120_000,
      );
    }
  });
}

// The contract test on the newest React the apps install, in a suite of its own: it runs vitest in
// the repository, beside the apps' builds and journeys.
const NEWEST = APPS[APPS.length - 1];
describe.concurrent(`Vite + React ${NEWEST.major}: the widgets' contract`, () => {
  test("the widgets' contract test passes on this React (the repository runs it on React 18)", async ({ expect }) => {
    const repository = path.resolve(packageRoot, "../..");
    const env = { DMW_REACT_MODULES: path.join(scratch, NEWEST.name, "node_modules"), DMW_REACT_MAJOR: String(NEWEST.major) };
    const output = await timed(`${NEWEST.name}: contract test`, () =>
      run("npx", ["vitest", "run", "--config", "packages/widgets/vitest.contract-react.config.ts"], repository, env),
    );
    expect(output).toMatch(/Tests\s+.*\d+ passed/);
    expect(output).not.toMatch(/\d+ failed/);
  }, 180_000);
});
