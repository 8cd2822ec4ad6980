// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { expect, test } from "vitest";
import { useLastShown } from "./use-modal-url";

test("useLastShown keeps the last value shown once it goes, for the dialog's exit, and follows a new one", () => {
  const { result, rerender } = renderHook(({ value }: { value: string | undefined }) => useLastShown(value), { initialProps: { value: undefined as string | undefined } });
  expect(result.current).toBeUndefined();
  rerender({ value: "etna" });
  expect(result.current).toBe("etna");
  rerender({ value: undefined });
  expect(result.current).toBe("etna");
  rerender({ value: "dolomites" });
  expect(result.current).toBe("dolomites");
});
