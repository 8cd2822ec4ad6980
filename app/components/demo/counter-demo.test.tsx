// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { CounterDemo, type CounterDemoProps } from "./counter-demo";

const props: CounterDemoProps = {
  title: "Trip",
  expiredAlertText: "Time is expired",
  labels: { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" },
  startText: "2023/06/26 16:24:00",
  endText: "2024/06/28 10:32:00",
  start: new Date(2023, 5, 26, 16, 24).getTime(),
  end: new Date(2024, 5, 28, 10, 32).getTime(),
  now: new Date(2026, 0, 1).getTime(),
};

test("the server renders the expired state and the date form in place but disabled", () => {
  const html = renderToString(<CounterDemo {...props} />);
  expect(html).toContain("Time is expired");
  expect(html).toContain('aria-valuenow="100"');
  expect(html).toMatch(/<fieldset[^>]*disabled=""/);
  expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
});

test("a wrong value gets an inline message tied to its field; valid dates restart the countdown", async () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const user = userEvent.setup();
  render(<CounterDemo {...props} />);
  const start = screen.getByRole("textbox", { name: "Start date" });
  const end = screen.getByRole("textbox", { name: "End date" });
  await user.clear(start);
  await user.type(start, "2026/13/01 10:00");
  await user.click(screen.getByRole("button", { name: "Start the countdown" }));
  expect(start.getAttribute("aria-invalid")).toBe("true");
  const describedBy = start.getAttribute("aria-describedby")!.split(" ");
  const message = document.getElementById(describedBy[1]!)!;
  expect(message.textContent).toMatch(/^Use year\/month\/day hour:minute/);
  expect(document.activeElement).toBe(start);
  expect(end.getAttribute("aria-invalid")).toBeNull();
  expect(log.mock.calls).toEqual([["Incorrect startDate or endDate values"]]);

  const future = new Date(Date.now() + 3 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const text = `${future.getFullYear()}/${pad(future.getMonth() + 1)}/${pad(future.getDate())} 12:00`;
  await user.clear(start);
  await user.type(start, "2020/01/01 00:00");
  await user.clear(end);
  await user.type(end, text);
  await user.click(screen.getByRole("button", { name: "Start the countdown" }));
  expect(start.getAttribute("aria-invalid")).toBeNull();
  expect(screen.getByRole("status").textContent).toBe("");
  expect(Number(document.querySelector("[data-unit=days] span")?.textContent)).toBeGreaterThanOrEqual(2);

  await user.click(screen.getByRole("button", { name: "Back to the demo dates" }));
  expect(screen.getByRole("status").textContent).toBe("Time is expired");
  expect((start as HTMLInputElement).value).toBe(props.startText);
}, 20_000); // typing character by character is slow when the whole suite runs in parallel

test("an end before the start is flagged on the end field, and the counter logs its own message (SPEC §5)", async () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const user = userEvent.setup();
  render(<CounterDemo {...props} />);
  const end = screen.getByRole("textbox", { name: "End date" });
  await user.clear(end);
  await user.type(end, "2023/01/01 00:00");
  await act(() => user.click(screen.getByRole("button", { name: "Start the countdown" })));
  expect(end.getAttribute("aria-invalid")).toBe("true");
  // The message is the field's description, so a screen reader reads it with the field.
  const described = end
    .getAttribute("aria-describedby")!
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain("The end must be later than the start.");
  expect(log.mock.calls).toEqual([["The end date must be later than the start date"]]);
  // The counter shows nothing of bad dates: blank digits, no expired text.
  expect(screen.getByRole("status").textContent).toBe("");
  expect(document.querySelector("[data-unit=days] span")?.textContent).toBe("--");
}, 20_000);

test("a date that is none is flagged on its field, and the counter logs its own message (SPEC §5)", async () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const user = userEvent.setup();
  render(<CounterDemo {...props} />);
  const start = screen.getByRole("textbox", { name: "Start date" });
  await user.clear(start);
  await user.type(start, "2023/02/30 10:00");
  await act(() => user.click(screen.getByRole("button", { name: "Start the countdown" })));
  expect(start.getAttribute("aria-invalid")).toBe("true");
  expect(log.mock.calls).toEqual([["Incorrect startDate or endDate values"]]);
}, 20_000);
