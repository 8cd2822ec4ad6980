// The locations nginx needs to serve the static export as the Node server does (build/nginx.conf,
// included by the README's server block), written from the same answers as the `_headers` file
// (static-host-headers.ts). Pure, tested beside.
//
// nginx picks one location per request and a location's add_header replaces all inherited ones, so
// each location states every header of its answers: exact locations for pages (from their .html
// file), data, the route manifest and single files, `^~` prefixes for folders whose files answer
// alike, and per 404 family (most specific first, case-insensitive as React Router matches) a
// regular expression whose 404 is the family's document or, for `.data`, its data.
import { type Headers, type Rule, patternMatches } from "./static-host-headers.ts";

export type NginxFamily = { pattern: string; regexp: RegExp; documentFile: string; dataFile: string; document: Headers; data: Headers };
export type NginxInput = {
  /** Every URL path of the export with the headers the server sends (as for _headers). */
  answers: ReadonlyMap<string, Headers>;
  /** The _headers rules written from those answers. */
  rules: readonly Rule[];
  /** Page path to its file in the export: "/outdoor" -> "outdoor.html". */
  pageFiles: ReadonlyMap<string, string>;
  /** The 404 families, ranked as the server ranks them (server/not-found.ts). */
  families: readonly NginxFamily[];
  /** Files of the export no URL may reach (the pages' .html, host-only files). */
  hidden: readonly string[];
  /** Extension (".js") to Content-Type, as the server sends them. */
  mimeTypes: Readonly<Record<string, string>>;
};

/** What nginx sets itself (type, length, encoding, validators, ranges, connection). */
const OWN = new Set(["content-type", "content-length", "content-encoding", "etag", "vary", "last-modified", "date", "connection", "keep-alive", "transfer-encoding", "accept-ranges"]);

const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

function addHeaders(headers: Headers, indent = "    "): string {
  return Object.entries(headers)
    .filter(([name]) => !OWN.has(name.toLowerCase()))
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;\n`)
    .join("");
}

/** The regular expression nginx matches for a family's data: the document's path plus ".data". */
export function dataRegExp(regexp: RegExp): string {
  return regexp.source.replace(/\$$/, "\\.data$");
}

/**
 * The configuration, to include inside the `server { }` block whose `root` is build/static.
 * @example nginxLocations(input).includes("location = /outdoor {") // true
 */
export function nginxLocations({ answers, rules, pageFiles, families, hidden, mimeTypes }: NginxInput): string {
  const shared = Object.fromEntries(rules.find((rule) => rule.pattern === "/*")?.headers ?? []);
  const types = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(mimeTypes)) {
    const bare = type.split(";")[0]!.trim();
    types.set(bare, [...(types.get(bare) ?? []), extension.slice(1)]);
  }
  const charset = [...new Set(Object.values(mimeTypes).filter((type) => /charset=utf-8/i.test(type)).map((type) => type.split(";")[0]!.trim()))].filter((type) => type !== "text/html");
  const out: string[] = [
    "# Written by `npm run build` (scripts/build/lib/nginx-conf.ts): include it in the server block\n",
    "# whose root is build/static (README.md, nginx). Do not edit: rebuild.\n",
    `types {\n${[...types].map(([type, extensions]) => `    ${type} ${extensions.join(" ")};\n`).join("")}}\n`,
    "default_type application/octet-stream;\n",
    "charset utf-8;\n",
    `charset_types ${charset.join(" ")};\n`,
    "gzip_static on;\n",
    "gzip_vary on;\n",
    "server_tokens off;\n",
    "absolute_redirect off;\n",
    // The precompressed twins are read by gzip_static, never served under their own names.
    'if ($uri ~ "\\.(br|gz)$") {\n    return 404;\n}\n',
  ];
  const siteWide = families.find((family) => family.pattern === "/*");
  if (!siteWide) throw new Error("no site-wide 404 family (/*)");
  out.push(`error_page 404 /${siteWide.documentFile};\n`);

  // The 404 answers themselves: reachable only as error pages.
  for (const family of families) {
    out.push(`location = /${family.documentFile} {\n    internal;\n${addHeaders(family.document)}}\n`);
    out.push(`location = /${family.dataFile} {\n    internal;\n${addHeaders(family.data)}}\n`);
  }
  const familyFiles = new Set(families.flatMap((family) => [`/${family.documentFile}`, `/${family.dataFile}`]));
  for (const path of hidden) if (!familyFiles.has(path) && !answers.has(path)) out.push(`location = ${path} {\n    return 404;\n}\n`);

  // Every path the export answers: its rule's location, or one of its own.
  const covered = new Set<string>();
  for (const rule of rules) {
    if (rule.pattern === "/*") continue;
    const headers = { ...shared, ...Object.fromEntries(rule.headers) };
    if (rule.pattern.endsWith("/*")) {
      out.push(`location ^~ ${rule.pattern.slice(0, -1)} {\n${addHeaders(headers)}}\n`);
      for (const path of answers.keys()) if (patternMatches(rule.pattern, path)) covered.add(path);
      continue;
    }
    out.push(exact(rule.pattern, headers, pageFiles.get(rule.pattern)));
    covered.add(rule.pattern);
  }
  for (const [path, headers] of answers) if (!covered.has(path)) out.push(exact(path, headers, pageFiles.get(path)));

  // A page's path with a trailing slash is redirected to the page, as the server does.
  for (const path of pageFiles.keys()) if (path !== "/" && !/\.\w+$/.test(path)) out.push(`location = ${path}/ {\n    return 308 ${path}$is_args$args;\n}\n`);

  // Unknown URLs: the 404 of the family React Router would match, data for `.data`.
  for (const family of families) {
    out.push(`location ~* ${quote(dataRegExp(family.regexp))} {\n    error_page 404 /${family.dataFile};\n    return 404;\n}\n`);
    if (family !== siteWide) out.push(`location ~* ${quote(family.regexp.source)} {\n    error_page 404 /${family.documentFile};\n    return 404;\n}\n`);
  }
  out.push("location / {\n    return 404;\n}\n");
  return out.join("");
}

function exact(path: string, headers: Headers, file: string | undefined): string {
  const type = path === "/__manifest" ? `    default_type ${quote((headers["Content-Type"] ?? headers["content-type"] ?? "application/json").split(";")[0]!)};\n` : "";
  const tryFiles = file && `/${file}` !== path ? `    try_files /${file} =404;\n` : "";
  return `location = ${path} {\n${tryFiles}${type}${addHeaders(headers)}}\n`;
}
