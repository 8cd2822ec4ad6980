import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { ProgressRing } from "./progress-ring.js";

test("the server renders the final value, so the page reads right without JavaScript", () => {
  const error = vi.spyOn(console, "error");
  const html = renderToString(<ProgressRing percent={70} label="css" />);
  expect(html).toContain('data-state="static"');
  expect(html).toMatch(/>70<tspan[^>]*>%<\/tspan>/);
  expect(html).toContain('aria-label="css 70%"');
  expect(error).not.toHaveBeenCalled();
});
