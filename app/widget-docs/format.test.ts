import { expect, test } from "vitest";
import { formatBytes } from "./format";

test("bytes read as kilobytes of 1000 with one decimal", () => {
  expect(formatBytes(2623)).toBe("2.6 kB");
  expect(formatBytes(12634)).toBe("12.6 kB");
  expect(formatBytes(864)).toBe("864 B");
});
