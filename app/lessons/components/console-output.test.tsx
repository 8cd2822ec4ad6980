// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { consoleLabel, ConsoleOutput } from "./console-output";

test("the label says when the output follows clicks", () => {
  expect(consoleLabel(0)).toBe("Console");
  expect(consoleLabel(1)).toBe("Console, dopo un clic sul pulsante");
  expect(consoleLabel(2)).toBe("Console, dopo 2 clic sul pulsante");
});

test("prints every line as program output and marks the uncaught error", () => {
  const { container } = render(<ConsoleOutput text={"3.14\nUncaught TypeError: Assignment to constant variable."} clicks={0} />);
  expect(screen.getByText("Console").tagName).toBe("FIGCAPTION");
  expect(container.querySelector("samp")?.textContent).toBe("3.14\nUncaught TypeError: Assignment to constant variable.");
  const marked = [...container.querySelectorAll("samp span")].map((span) => span.textContent);
  expect(marked).toEqual(["Uncaught TypeError: Assignment to constant variable."]);
});
