import { afterEach, expect, test, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("./skills.json");
  vi.doUnmock("./people.json");
  vi.resetModules();
});

test("getContent throws an Error listing every problem in the content format", async () => {
  vi.resetModules();
  vi.doMock("./skills.json", async (original) => {
    const { default: skills } = await original<{ default: { tecnology: string; percent: unknown }[] }>();
    return { default: skills.map((s, i) => (i === 3 ? { ...s, percent: "70" } : s)) };
  });
  vi.doMock("./people.json", async (original) => {
    const { default: people } = await original<{ default: unknown[] }>();
    return { default: people.map((p, i) => (i === 1 ? { ...(p as object), gender: "other" } : p)) };
  });
  const { getContent } = await import("./content.server");
  expect(getContent).toThrowError(
    [
      "Invalid content (2 problems):",
      'app/content/skills.json: [3].percent: expected a number from 0 to 100, got "70"',
      'app/content/people.json: [1].gender: expected "male" or "female", got "other"',
    ].join("\n"),
  );
});
