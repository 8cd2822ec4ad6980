import { describe, expect, test } from "vitest";
import projects from "~/content/projects.json";
import site from "~/content/site.json";
import { SHARE_IMAGE, shareImagePath } from "~/utils/site-paths";
import { SITE_ROUTES } from "~/utils/site-routes";
import { baseURL, browserForFile, ROUTES, watchedPage } from "../helpers/browser";

const browser = browserForFile();

describe("search and sharing", () => {
  const origin = process.env.PUBLIC_ORIGIN || site.origin;

  for (const route of SITE_ROUTES) {
    test(`${route.path} has its canonical URL, description and share card`, async () => {
      const { page, context } = await watchedPage(browser());
      expect((await page.goto(route.path))?.status()).toBe(200);
      const head = page.locator("head");
      const url = new URL(route.path, `${origin}/`).href;
      await expect(head.locator("link[rel=canonical]").getAttribute("href")).resolves.toBe(url);
      await expect(head.locator("meta[property='og:url']").getAttribute("content")).resolves.toBe(url);
      expect(await head.locator("meta[name=description]").getAttribute("content")).toMatch(/\w{3,}/);
      for (const selector of ["meta[property='og:title']", "meta[property='og:description']", "meta[name='twitter:title']"]) {
        expect(await head.locator(selector).getAttribute("content"), selector).toMatch(/\w{3,}/);
      }
      await expect(head.locator("meta[name='twitter:card']").getAttribute("content")).resolves.toBe("summary_large_image");
      const image = await head.locator("meta[property='og:image']").getAttribute("content");
      expect(image).toBe(new URL(shareImagePath(route.path), `${origin}/`).href);
      const served = await context.request.get(new URL(image!).pathname);
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toBe("image/jpeg");
      const size = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight };
      }, new URL(image!).pathname);
      expect(size).toEqual(SHARE_IMAGE);
      await context.close();
    });
  }

  test("home carries a JSON-LD Person", async () => {
    const { page, context } = await watchedPage(browser());
    await page.goto("/");
    const blocks = await page.locator("script[type='application/ld+json']").allTextContents();
    expect(blocks).toHaveLength(1);
    const person = JSON.parse(blocks[0]);
    expect(person).toMatchObject({ "@context": "https://schema.org", "@type": "Person", name: site.name, url: `${origin}/` });
    expect(person.sameAs).toHaveLength(5);
    await page.goto("/outdoor");
    expect(await page.locator("script[type='application/ld+json']").count()).toBe(0);
    await context.close();
  });

  test("a 404 claims no canonical URL", async () => {
    const { page, context } = await watchedPage(browser());
    await page.goto("/no/such/page");
    expect(await page.locator("link[rel=canonical]").count()).toBe(0);
    expect(await page.locator("meta[name=robots]").getAttribute("content")).toBe("noindex");
    await context.close();
  });

  test("sitemap.xml lists every page on the public origin, and robots.txt points to it", async () => {
    const sitemap = await fetch(`${baseURL()}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The pages of the navigation and the lessons, then the curriculum and the projects (the
    // home page's modals as pages of their own).
    const paths = [...ROUTES, "/curriculum", ...projects.map((project) => `/projects/${project.slug}`)];
    expect(locs).toEqual(paths.map((path) => new URL(path, `${origin}/`).href));
    const robots = await fetch(`${baseURL()}/robots.txt`);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test("favicon (SVG and ICO), apple-touch-icon, manifest and theme-color are all there and all load", async () => {
    const { page, context } = await watchedPage(browser());
    await page.goto("/");
    const head = page.locator("head");
    const hrefs = await Promise.all(["link[rel=icon]", "link[rel=apple-touch-icon]", "link[rel=manifest]"].map((s) => head.locator(s).getAttribute("href")));
    for (const href of hrefs) expect((await context.request.get(href!)).status(), href!).toBe(200);
    expect(await head.locator("meta[name=theme-color]").count()).toBeGreaterThan(0);
    const manifest = await (await context.request.get(hrefs[2]!)).json();
    expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
    expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === "512x512")).toBe(true);
    for (const icon of manifest.icons) expect((await context.request.get(icon.src)).status(), icon.src).toBe(200);
    // Where a page names no icon (a photo or the CV opened on its own), the browser asks for this.
    const ico = await context.request.get("/favicon.ico");
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toBe("image/x-icon");
    expect([...(await ico.body()).subarray(0, 4)], "an ICO header").toEqual([0, 0, 1, 0]);
    await context.close();
  });
});
