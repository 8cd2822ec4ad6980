// Pure pieces of `npm run docker` (scripts/quality/docker.ts), tested beside.

const squeeze = (pem: string) => pem.replace(/\s+/g, "");

/**
 * npmrc lines that make npm trust the certificate authorities of a bundle (PEM text) that are not
 * among Node's own roots (`roots`, e.g. tls.rootCertificates): what a machine behind a TLS
 * inspecting proxy adds, one `ca[]=` each, newlines as `\n`. npm's `ca` replaces Node's roots,
 * which is what such a network needs (it signs every connection). Only the added ones: npm hands
 * its settings to install scripts as environment variables, and a whole system bundle is larger
 * than one variable may be (E2BIG).
 * @example caLines("-----BEGIN CERTIFICATE-----\nAB\n-----END CERTIFICATE-----\n", []) // 'ca[]="-----BEGIN CERTIFICATE-----\\nAB\\n-----END CERTIFICATE-----"\n'
 */
export function caLines(pem: string, roots: readonly string[]): string {
  const known = new Set(roots.map(squeeze));
  const extra = [...new Set(pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [])].filter((certificate) => !known.has(squeeze(certificate)));
  if (!extra.length) return "";
  return extra.map((certificate) => `ca[]="${certificate.trim().replace(/\r?\n/g, "\\n")}"\n`).join("");
}

/**
 * The paths of a sitemap's URLs, whatever origin it names (the server answers for any).
 * @example sitemapPaths("<url><loc>https://example.com/outdoor</loc></url>") // ["/outdoor"]
 */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replace(/&amp;/g, "&"));
    return url.pathname + url.search;
  });
}

/** @example formatBytes(295_000_000) // "295 MB" */
export function formatBytes(bytes: number): string {
  return bytes >= 10_000_000 ? `${Math.round(bytes / 1_000_000)} MB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export type RunRow = {
  run: string;
  firstAnswer?: number | undefined;
  healthy?: number | undefined;
  memory?: string | undefined;
  stop?: number | undefined;
  exit?: string | undefined;
};

const seconds = (ms: number | undefined) => (ms === undefined ? "-" : `${(ms / 1000).toFixed(1)} s`);

/**
 * A Markdown table of the container runs.
 * @example imageTable([{ run: "a", firstAnswer: 400, healthy: 30500, memory: "40MiB / 256MiB", stop: 700, exit: "0" }]).split("\n")[2] // "| a | 0.4 s | 30.5 s | 40MiB / 256MiB | 0.7 s, exit 0 |"
 */
export function imageTable(rows: RunRow[]): string {
  const lines = ["| run | first /healthz answer | HEALTHCHECK healthy | memory (docker stats, after the flood) | docker stop |", "| --- | --- | --- | --- | --- |"];
  for (const row of rows)
    lines.push(`| ${row.run} | ${seconds(row.firstAnswer)} | ${seconds(row.healthy)} | ${row.memory ?? "-"} | ${seconds(row.stop)}, exit ${row.exit ?? "-"} |`);
  return lines.join("\n");
}
