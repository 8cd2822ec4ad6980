// Node module hooks that load the package's dist/ as a React Server Components bundler does: a
// module that starts with "use client" is not run on the server; each of its exports becomes a
// client reference (the tag React's server renderer looks for). Everything else runs as it is.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

let dist;
let lexer;

export async function initialize(data) {
  dist = data.dist;
  lexer = await import(data.lexer);
  await lexer.init;
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith(dist) || !url.endsWith(".js")) return nextLoad(url, context);
  const source = readFileSync(fileURLToPath(url), "utf8");
  if (!source.startsWith('"use client";')) return nextLoad(url, context);
  const [, exports] = lexer.parse(source);
  const names = exports.map((item) => item.n);
  const lines = names.map(
    (name) =>
      `export const ${name === "default" ? "_default" : name} = Object.defineProperties(function () { throw new Error(${JSON.stringify(`${name} is a client reference: call it in a Client Component`)}); }, { $$typeof: { value: Symbol.for("react.client.reference") }, $$id: { value: ${JSON.stringify(`${url}#${name}`)} } });`,
  );
  return { format: "module", source: `${lines.join("\n")}\nexport const __clientModule = true;\n`, shortCircuit: true };
}
