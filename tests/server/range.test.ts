import { expect, test } from "vitest";
import { COMPRESSED_PATH, compressedCases, rangeCases, rangeFiles, send, wholeOf } from "../helpers/range-requests";
import { serverForFile } from "./harness";

// Range requests on a PDF, an image and a script, as nginx answers them (the same cases run against
// nginx in tests/hosts/journey.test.ts; where it answers otherwise, the case says so and why).

const running = serverForFile();

for (const [kind, path] of Object.entries(rangeFiles())) {
  test(`${kind} (${path}): single ranges are 206s, unsatisfiable and malformed ones 416s, a stale If-Range or several ranges the whole file`, async () => {
    const whole = await wholeOf(running().baseURL, path);
    expect(whole.body.length).toBeGreaterThan(200);
    for (const rangeCase of rangeCases(whole.body.length)) {
      const answer = await send(running().baseURL, path, rangeCase.headers(whole), rangeCase.method);
      expect(rangeCase.check(answer, whole), rangeCase.name).toEqual([]);
    }
  });
}

test("a compressed answer is never sliced: a Range with gzip or br gets the whole compressed body, with identity its part", async () => {
  const identity = (await wholeOf(running().baseURL, COMPRESSED_PATH)).body;
  for (const compressedCase of compressedCases) {
    const answer = await send(running().baseURL, COMPRESSED_PATH, compressedCase.headers);
    expect(compressedCase.check(answer, identity), compressedCase.name).toEqual([]);
  }
});

test("a 404 ignores Range, and a 416 carries the document headers like every short answer", async () => {
  const missing = await send(running().baseURL, "/no/such/page", { Range: "bytes=0-99", "Accept-Encoding": "identity" });
  expect(missing.status).toBe(404);
  expect(missing.headers["content-range"]).toBeUndefined();
  expect(missing.headers["accept-ranges"]).toBeUndefined();
  const refused = await send(running().baseURL, rangeFiles().pdf, { Range: "bytes=99999999-" });
  expect(refused.status).toBe(416);
  expect(refused.headers["x-content-type-options"]).toBe("nosniff");
  expect(refused.headers["content-security-policy"]).toContain("default-src 'none'");
});
