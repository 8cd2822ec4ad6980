/**
 * The sandbox's whole document: its script inline, so that it needs no request (a sandboxed
 * document has an opaque origin, which the site's scripts refuse: Cross-Origin-Resource-Policy),
 * and its policy can allow exactly that script by its hash (server/csp.ts, sandboxPolicy).
 * @example sandboxDocument("run()").includes("<script>run()</script>") // true
 */
export function sandboxDocument(script: string): string {
  if (/<\/script/i.test(script)) throw new Error("the sandbox's script may not contain </script");
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Esempio</title></head><body><script>${script}</script></body></html>\n`;
}
