import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { serverForFile } from "./harness";

// build/static is also the static export: a host that serves files by name must find each URL.
const STATIC = join(process.cwd(), "build/static");

const running = serverForFile();

test.each(["/robots.txt", "/sitemap.xml", "/manifest.webmanifest", "/resume.json"])(
  "%s is a file of its own name in the static export, the bytes the server sends",
  async (path) => {
    const file = join(STATIC, path.slice(1));
    expect(existsSync(file)).toBe(true);
    const served = await fetch(running().baseURL + path, { headers: { "Accept-Encoding": "identity" } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(file))).toBe(true);
  },
);

test("no resource route is exported under a page's name or with a data twin", () => {
  const names = readdirSync(STATIC);
  expect(names.filter((name) => /\.(txt|xml|json|webmanifest)\.(html|data)$/.test(name))).toEqual([]);
});
