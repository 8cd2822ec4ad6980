// Pure pieces of `npm run docker` (scripts/quality/docker.ts) that read the Dockerfile and apt's sources, tested beside.

/** The Debian mirror apt is configured with here (deb822 .sources or sources.list). */
export function aptMirror(files: { name: string; text: string }[]): string | undefined {
  for (const { name, text } of files) {
    if (name.endsWith(".sources")) {
      for (const block of text.split(/\n\s*\n/)) {
        const uris = /^URIs:\s*(\S+)/m.exec(block)?.[1];
        const suites = /^Suites:\s*(.+)$/m.exec(block)?.[1] ?? "";
        if (uris && /\bbookworm\b/.test(suites) && !/security/.test(uris)) return uris;
      }
    } else {
      for (const line of text.split("\n")) {
        const match = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/.exec(line.trim());
        if (match && !/security/.test(match[1])) return match[1];
      }
    }
  }
  return undefined;
}

/** Dockerfile lines as [instruction, arguments], continuations joined, comments dropped. */
export function parseDockerfile(text: string): [string, string][] {
  const out: [string, string][] = [];
  let pending = "";
  for (const line of text.split("\n")) {
    if (!pending && /^\s*(#|$)/.test(line)) continue;
    if (/\\\s*$/.test(line)) {
      pending += line.replace(/\\\s*$/, " ");
      continue;
    }
    const whole = (pending + line).trim();
    pending = "";
    const match = /^(\w+)\s+([\s\S]*)$/.exec(whole);
    if (match) out.push([match[1].toUpperCase(), match[2].trim()]);
  }
  return out;
}

export const isJson = (args: string) => args.startsWith("[");
export const words = (args: string) => args.match(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g) ?? [];
