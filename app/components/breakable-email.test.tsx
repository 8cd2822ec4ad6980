// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { BreakableEmail } from "./breakable-email";

test("the address may break before its @ and nowhere else it chooses", () => {
  const { container } = render(<BreakableEmail email="davide.marchetti@example.dev" />);
  expect(container.innerHTML).toBe("davide.marchetti<wbr>@example.dev");
  expect(container.textContent).toBe("davide.marchetti@example.dev");
});

test("a text without an @ is left as it is", () => {
  expect(render(<BreakableEmail email="nobody" />).container.innerHTML).toBe("nobody");
});
