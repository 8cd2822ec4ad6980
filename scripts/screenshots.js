// Saves a full-page PNG of every route at 360, 768, 1280 and 1920 px into screenshots/ for review.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { freePort, waitForServer } from "./lib/local-server.js";

const WIDTHS = [360, 768, 1280, 1920];
const ROUTES = ["/", "/outdoor", "/woodwork", "/js-doc", "/js-doc/variabili-in-javascript", "/js-doc/this-in-javascript", "/demo", "/this-page-does-not-exist"];
const OUT = "screenshots";

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
const base = `http://127.0.0.1:${port}`;
await waitForServer(base + "/", server, { name: "npm start", timeoutMs: 20_000, ready: () => true }).catch((error) => {
  process.kill(-server.pid, "SIGTERM");
  throw error;
});

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const route of ROUTES) {
      await page.goto(base + route, { waitUntil: "networkidle" });
      // Let lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = (route === "/" ? "home" : route.slice(1).replaceAll("/", "_")) + `-${width}.png`;
      await page.screenshot({ path: `${OUT}/${name}`, fullPage: true });
      console.log(`${OUT}/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  process.kill(-server.pid, "SIGTERM");
}
