// Run with `node --conditions=react-server`: registers the client-reference hooks, imports every
// entry point of dist/ as a Server Component would, and prints what each export is on the server.
import { register } from "node:module";
import { pathToFileURL } from "node:url";

const [distDir, lexerPath, ...entries] = process.argv.slice(2);
const dist = pathToFileURL(`${distDir}/`).href;
register("./server-client-references.mjs", import.meta.url, { data: { dist, lexer: pathToFileURL(lexerPath).href } });

const React = await import("react");
const result = { serverReact: typeof React.useState === "undefined", entries: {} };
for (const entry of entries) {
  try {
    const module = await import(`${dist}${entry}`);
    result.entries[entry] = Object.fromEntries(
      Object.entries(module).map(([name, value]) => [name, value?.$$typeof === Symbol.for("react.client.reference") ? "client reference" : typeof value]),
    );
  } catch (error) {
    result.entries[entry] = { error: String(error?.message ?? error) };
  }
}
process.stdout.write(JSON.stringify(result));
