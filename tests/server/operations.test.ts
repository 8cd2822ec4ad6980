import { expect, test } from "vitest";
import { startServer } from "./harness";

test("PORT and HOST come from the environment, and LOG_REQUESTS=1 gives one line per request", async () => {
  const server = await startServer({ LOG_REQUESTS: "1" });
  expect(server.output()).toContain(`http://127.0.0.1:${server.port}`);
  const before = server.output().split("\n").filter((l) => / (GET|HEAD) \/(?!healthz)/.test(l)).length;
  for (const path of ["/outdoor", "/no/such/page", "/%zz"]) await (await fetch(server.baseURL + path)).arrayBuffer();
  await new Promise((r) => setTimeout(r, 200));
  const lines = server.output().split("\n").filter((l) => / (GET|HEAD) \/(?!healthz)/.test(l));
  expect(lines.length - before).toBe(3);
  expect(lines.at(-3)).toMatch(/^\S+Z GET \/outdoor 200 \d+\.\dms$/);
  expect(lines.at(-2)).toMatch(/GET \/no\/such\/page 404 /);
  expect(lines.at(-1)).toMatch(/GET \/%zz 400 /);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
});

test("without LOG_REQUESTS nothing is logged per request", async () => {
  const server = await startServer();
  await (await fetch(`${server.baseURL}/outdoor`)).arrayBuffer();
  await new Promise((r) => setTimeout(r, 200));
  expect(server.output()).not.toMatch(/ GET \/outdoor /);
  server.child.kill("SIGTERM");
  expect(await server.exit).toBe(0);
});
