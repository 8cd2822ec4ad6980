// The static export's `_headers` file (Cloudflare Pages, Netlify), written from the Node server's own
// answers: for every path the export holds, the headers server/prerendered.ts precomputed for it
// (server/headers.ts decides them), less those a host sets itself. Pure, tested beside.
//
// How the hosts read the file: a rule is a path pattern line, then indented `Name: value` lines;
// every rule whose pattern matches a request's path applies, and a header set by two matching rules
// is sent twice (joined with a comma). `*` matches any characters (across `/`), `:name` one path
// segment. Cloudflare Pages ignores a line of 2,000 characters or more and reads at most 100 rules.
// So each path must match exactly one rule for each header it gets: the headers every answer shares
// go in `/*`, a folder whose files all answer alike gets one `/folder/*`, the rest one rule each
// (each page with its own Content-Security-Policy, a line of a few hundred characters).

/** Header name (as the server writes it) to value. */
export type Headers = Readonly<Record<string, string>>;
export type Rule = { pattern: string; headers: [string, string][] };

/** What the host decides itself: the body's type, length, encoding, validators and ranges, and the connection. */
const HOST_SET = new Set(["content-type", "content-length", "content-encoding", "etag", "vary", "last-modified", "date", "connection", "keep-alive", "transfer-encoding", "accept-ranges"]);
export const MAX_LINE = 2_000;
export const MAX_RULES = 100;

/** The headers of an answer a `_headers` file should state. */
export function ruleHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOST_SET.has(name.toLowerCase())));
}

const key = (headers: Headers) => JSON.stringify(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The fewest rules (by folder) that give every path exactly its headers.
 * @example headerRules(new Map([["/a", { X: "1", Y: "2" }], ["/b/c", { X: "1" }]])) // [{ pattern: "/*", headers: [["X", "1"]] }, { pattern: "/a", headers: [["Y", "2"]] }]
 */
export function headerRules(answers: ReadonlyMap<string, Headers>): Rule[] {
  const all = [...answers].map(([path, headers]) => [path, ruleHeaders(headers)] as const);
  if (!all.length) return [];
  // What every answer carries, with the same value.
  const shared = Object.entries(all[0]![1]).filter(([name, value]) => all.every(([, headers]) => headers[name] === value));
  const sharedNames = new Set(shared.map(([name]) => name));
  const rest = new Map(all.map(([path, headers]) => [path, Object.fromEntries(Object.entries(headers).filter(([name]) => !sharedNames.has(name)))]));
  const rules: Rule[] = shared.length ? [{ pattern: "/*", headers: shared }] : [];
  const emit = (pattern: string, headers: Headers) => {
    if (Object.keys(headers).length) rules.push({ pattern, headers: Object.entries(headers) });
  };

  const walk = (folder: string) => {
    const prefix = folder === "/" ? "/" : `${folder}/`;
    const inside = [...rest].filter(([path]) => path.startsWith(prefix) && (folder === "/" || path !== folder));
    const kinds = new Set(inside.map(([, headers]) => key(headers)));
    // `/folder/*` matches everything below the folder (not the folder's own path, a page of its own).
    if (folder !== "/" && kinds.size === 1) return emit(`${prefix}*`, inside[0]![1]);
    const children = new Set<string>();
    for (const [path, headers] of inside) {
      const name = path.slice(prefix.length);
      if (name.includes("/")) children.add(prefix + name.slice(0, name.indexOf("/")));
      else emit(path, headers);
    }
    for (const child of [...children].sort()) walk(child);
  };
  walk("/");
  return rules;
}

/**
 * The rules with each page's rule repeated for the file it is served from ("/outdoor" also as
 * "/outdoor.html"): `netlify dev` matches rules against the file it serves, not the URL.
 * @example withFileAliases([{ pattern: "/a", headers: [] }], new Map([["/a", "a.html"]])).map((r) => r.pattern) // ["/a", "/a.html"]
 */
export function withFileAliases(rules: Rule[], pageFiles: ReadonlyMap<string, string>): Rule[] {
  return rules.flatMap((rule) => {
    const file = pageFiles.get(rule.pattern);
    return file && `/${file}` !== rule.pattern ? [rule, { ...rule, pattern: `/${file}` }] : [rule];
  });
}

/** The file's text; a line too long for Cloudflare Pages, or too many rules, is an error. */
export function renderRules(rules: Rule[]): string {
  const text = rules.map(({ pattern, headers }) => `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")}\n`).join("");
  const long = text.split("\n").find((line) => line.length >= MAX_LINE);
  if (long) throw new Error(`_headers: a line of ${long.length} characters (${long.slice(0, 60)}…): Cloudflare Pages ignores lines of ${MAX_LINE} or more`);
  if (rules.length > MAX_RULES) throw new Error(`_headers: ${rules.length} rules, Cloudflare Pages reads at most ${MAX_RULES}`);
  return text;
}

/** The rules of a `_headers` text. */
export function parseRules(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (/^\s/.test(line)) {
      const colon = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    } else rules.push({ pattern: line.trim(), headers: [] });
  }
  return rules;
}

/** A rule's pattern as the hosts match it: `*` anything, `:name` one segment. */
export function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`).test(path);
}

/**
 * The headers a host sends for a path by these rules; a header that two matching rules set is an
 * error (the host would send both values).
 */
export function headersAt(rules: Rule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      if (name in out) throw new Error(`${path}: ${name} set by two rules (${rule.pattern} and an earlier one)`);
      out[name] = value;
    }
  }
  return out;
}
