import { beforeAll, expect, test } from "vitest";
import site from "~/content/site.json";
import { baseURL, ROUTES } from "../helpers/browser";

/**
 * A small crawler over the running server: starting from every page, it follows every internal
 * link and loads every asset a page names (stylesheets, scripts, images in src and srcset, icons,
 * the manifest and its icons, share images). URLs on the public origin (canonical, og:image) are
 * checked against this server too. External links are only checked for being well-formed: the
 * tests never leave the machine.
 */
type Found = { url: string; from: string };

const publicOrigin = new URL(process.env.PUBLIC_ORIGIN || site.origin).origin;
const broken: string[] = [];
const external = new Set<string>();
const checked = new Map<string, number>();
const pagesSeen = new Set<string>();

function srcsetUrls(srcset: string | null): string[] {
  return (srcset ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** Every start tag as a name and its attributes. The server's HTML is machine-written and quotes every value. */
function tags(html: string): { name: string; attrs: Map<string, string> }[] {
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => tag.slice(0, tag.indexOf(">") + 1));
  return [...withoutScripts.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)].map((m) => ({
    name: m[1].toLowerCase(),
    attrs: new Map([...m[2].matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map((a) => [a[1].toLowerCase(), (a[2] ?? "").replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e])])),
  }));
}

function referencesIn(html: string, pageUrl: string): { links: string[]; fragments: string[]; ids: Set<string> } {
  const links: string[] = [];
  const fragments: string[] = [];
  const ids = new Set<string>();
  for (const { name, attrs } of tags(html)) {
    if (attrs.has("id")) ids.add(attrs.get("id")!);
    if (["a", "area", "link"].includes(name) && attrs.get("href")) {
      const href = attrs.get("href")!;
      if (name === "a" && href.startsWith("#")) {
        if (href.length > 1) fragments.push(decodeURIComponent(href.slice(1)));
      } else links.push(href);
    }
    if (["img", "script", "source", "video", "audio", "iframe"].includes(name) && attrs.get("src")) links.push(attrs.get("src")!);
    if (["img", "source"].includes(name)) links.push(...srcsetUrls(attrs.get("srcset") ?? null));
    if (name === "video" && attrs.get("poster")) links.push(attrs.get("poster")!);
    if (name === "meta" && ["og:image", "og:url", "twitter:image"].includes(attrs.get("property") ?? attrs.get("name") ?? "")) {
      links.push(attrs.get("content")!);
    }
  }
  return { links: links.filter(Boolean).map((href) => new URL(href, pageUrl).href), fragments, ids };
}

/** The local address for a URL on this site (the server itself or the public origin), else null. */
function local(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.origin === baseURL() || parsed.origin === publicOrigin) return baseURL() + parsed.pathname + parsed.search;
  return null;
}

async function check(found: Found, queue: Found[]) {
  const parsed = new URL(found.url);
  if (parsed.protocol === "mailto:") {
    if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(decodeURIComponent(parsed.pathname))) broken.push(`${found.url} (malformed e-mail) on ${found.from}`);
    return;
  }
  if (parsed.protocol === "data:") return;
  const target = local(found.url);
  if (!target) {
    if (parsed.protocol !== "https:") broken.push(`${found.url} (external link not https) on ${found.from}`);
    external.add(parsed.href);
    return;
  }
  if (checked.has(target)) {
    if (checked.get(target) !== 200) broken.push(`${found.url} (${checked.get(target)}) on ${found.from}`);
    return;
  }
  const response = await fetch(target, { redirect: "follow" });
  checked.set(target, response.status);
  if (response.status !== 200) {
    broken.push(`${found.url} (${response.status}) on ${found.from}`);
    await response.body?.cancel();
    return;
  }
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/html") && !pagesSeen.has(target)) {
    pagesSeen.add(target);
    const { links, fragments, ids } = referencesIn(await response.text(), target);
    for (const id of fragments) if (!ids.has(id)) broken.push(`#${id} (no such id) on ${target}`);
    for (const url of links) queue.push({ url, from: new URL(target).pathname });
  } else if (type.includes("manifest+json")) {
    const manifest = (await response.json()) as { icons?: { src: string }[]; start_url?: string };
    for (const icon of manifest.icons ?? []) queue.push({ url: new URL(icon.src, target).href, from: "the web manifest" });
    if (manifest.start_url) queue.push({ url: new URL(manifest.start_url, target).href, from: "the web manifest" });
  } else if (type.includes("xml") && target.endsWith("/sitemap.xml")) {
    for (const match of (await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) queue.push({ url: match[1], from: "sitemap.xml" });
  } else {
    await response.arrayBuffer();
  }
}

beforeAll(async () => {
  const queue: Found[] = [...ROUTES, "/sitemap.xml", "/robots.txt"].map((path) => ({ url: baseURL() + path, from: "the route list" }));
  while (queue.length) {
    // A few requests at a time: fast, and gentle on a server that shares two cores with the tests.
    await Promise.all(queue.splice(0, 6).map((found) => check(found, queue)));
  }
}, 120_000);

test("no link or asset inside the site is broken", () => {
  expect(broken).toEqual([]);
});

test("the crawl covered every page and their assets", () => {
  for (const path of ROUTES) expect(pagesSeen.has(baseURL() + path), path).toBe(true);
  const assets = [...checked.keys()].filter((url) => /\.(css|js|jpe?g|png|webp|avif|svg)$/.test(new URL(url).pathname));
  expect(assets.some((url) => url.endsWith(".css"))).toBe(true);
  expect(assets.some((url) => url.endsWith(".js"))).toBe(true);
  expect(assets.some((url) => /\.(avif|webp)$/.test(url))).toBe(true);
});

test("external links are well-formed https URLs", () => {
  expect(external.size).toBeGreaterThan(0);
  for (const url of external) expect(new URL(url).protocol).toBe("https:");
});
