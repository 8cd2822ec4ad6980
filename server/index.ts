#!/usr/bin/env node
// `npm start`: serves what `npm run build` prerendered (see docs/decisions/0003-production-server.md).
// Runs as build/server/index.js, compiled by the build (server/tsconfig.json). This file only
// sets the signals up and loads the server (main.ts): a server module that is missing, unreadable
// or cut short is then one line on stderr and exit status 1, like every other startup failure,
// instead of Node's stack trace.

// SIGUSR1 would open the V8 inspector on loopback (code run by anything that can reach it): npm
// start and the image pass --disable-sigusr1 where Node has it (22.14, 23.7 and later: Node then
// ignores the signal), and on Node 20 a listener here takes the signal from the inspector. SIGUSR2 and SIGALRM, which
// would end the process on the spot, are ignored too.
for (const signal of ["SIGUSR1", "SIGUSR2", "SIGALRM"] as const) {
  process.on(signal, () => process.stdout.write(`${signal} ignored: stop the server with SIGTERM\n`));
}

try {
  await import("./main.ts");
} catch (error) {
  // A missing or unreadable module is named in the message; a file cut short is a SyntaxError
  // ("Unexpected end of input"), which Node does not name.
  const { code, name, message } = error as NodeJS.ErrnoException;
  const what = `${code ?? name}: ${String(message).split("\n")[0]}`;
  process.stderr.write(`portfolio: the server's own files in build/server are broken (${what}): run \`npm run build\` again\n`);
  process.exit(1);
}

export {};
