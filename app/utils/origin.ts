/** `normalizeOrigin("https://Example.dev/")` → "https://example.dev"; anything with a path throws. */
export function normalizeOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN / site.json origin: expected an origin like "https://www.example.dev", got "${value}"`);
  }
  if (!["http:", "https:"].includes(url.protocol) || url.pathname !== "/" || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_ORIGIN / site.json origin: expected an origin like "https://www.example.dev", got "${value}"`);
  }
  return url.origin;
}
