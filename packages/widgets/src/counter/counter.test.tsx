// @vitest-environment jsdom
import { StrictMode } from "react";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { Counter } from "./counter.js";

const T0 = new Date(2025, 0, 1, 12, 0, 0).getTime();
const MIN = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

const digits = () => ["days", "hours", "minutes", "seconds"].map((unit) => document.querySelector(`[data-unit=${unit}] span`)?.textContent);
const unitLabels = () => ["days", "hours", "minutes", "seconds"].map((unit) => document.querySelector(`[data-unit=${unit}] span + span`)?.textContent);
const bar = () => screen.getByRole("progressbar", { name: "Time elapsed" });

test("shows the time left with the default labels and a labelled progressbar", () => {
  render(<Counter title="Launch" startDate={T0 - 10 * MIN} endDate={T0 + 90 * MIN + 5_000} />);
  expect(digits()).toEqual(["0", "01", "30", "05"]);
  expect(unitLabels()).toEqual(["Days", "Hours", "Minutes", "Seconds"]);
  expect(bar().getAttribute("aria-valuenow")).toBe("10");
  expect(bar().getAttribute("aria-valuemin")).toBe("0");
  expect(bar().getAttribute("aria-valuemax")).toBe("100");
  // No text of its own: a screen reader says the percentage from aria-valuenow, in its own
  // language (a fixed "10%" was not among the labels).
  expect(bar().hasAttribute("aria-valuetext")).toBe(false);
  expect(screen.getByRole("timer", { name: "Launch" }).closest("[data-state]")?.getAttribute("data-state")).toBe("running");
});

test("the digits tick every second and the bar every six seconds, both from the clock", () => {
  render(<Counter startDate={T0 - 50_000} endDate={T0 + 50_000} />);
  expect(digits()[3]).toBe("50");
  expect(bar().getAttribute("aria-valuenow")).toBe("50");
  act(() => vi.advanceTimersByTime(1000));
  expect(digits()[3]).toBe("49");
  expect(bar().getAttribute("aria-valuenow")).toBe("50");
  act(() => vi.advanceTimersByTime(4000));
  expect(digits()[3]).toBe("45");
  expect(bar().getAttribute("aria-valuenow")).toBe("50");
  act(() => vi.advanceTimersByTime(1000));
  expect(digits()[3]).toBe("44");
  expect(bar().getAttribute("aria-valuenow")).toBe("56");
});

test("a tab that slept shows the right time when it becomes visible again", () => {
  render(<Counter startDate={T0 - MIN} endDate={T0 + 10 * MIN} />);
  // The clock jumps 5 minutes while no timer fired (a throttled background tab).
  vi.setSystemTime(T0 + 5 * MIN + 200);
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
  expect(digits()).toEqual(["0", "00", "04", "59"]);
  expect(bar().getAttribute("aria-valuenow")).toBe("55");
});

test("on expiry it stops the timers, shows the text and zeros, fills the bar and calls onExpired once", () => {
  const onExpired = vi.fn();
  render(<Counter startDate={T0 - 3000} endDate={T0 + 2000} onExpired={onExpired} />);
  act(() => vi.advanceTimersByTime(2000));
  expect(screen.getByRole("status").textContent).toBe("");
  expect(onExpired).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByRole("status").textContent).toBe("Time is expired");
  expect(digits()).toEqual(["0", "00", "00", "00"]);
  expect(bar().getAttribute("aria-valuenow")).toBe("100");
  expect(onExpired).toHaveBeenCalledTimes(1);
  expect(vi.getTimerCount()).toBe(0);
  act(() => vi.advanceTimersByTime(60_000));
  expect(onExpired).toHaveBeenCalledTimes(1);
});

test("an end date already past renders expired at once with 100% past and the texts of its labels", () => {
  const onExpired = vi.fn();
  const { rerender } = render(<Counter startDate="2023/06/26 16:24:00" endDate="2024/06/28 10:32:00" onExpired={onExpired} />);
  expect(screen.getByRole("status").textContent).toBe("Time is expired");
  expect(bar().getAttribute("aria-valuenow")).toBe("100");
  expect(bar().nextElementSibling?.textContent).toBe("100% elapsed · 0% to go");
  rerender(
    <Counter
      startDate="2023/06/26 16:24:00"
      endDate="2024/06/28 10:32:00"
      onExpired={onExpired}
      labels={{ expired: "Finito", progressText: (past, missing) => `${past}% passato, ${missing}% mancante`, timer: "Conto alla rovescia" }}
    />,
  );
  expect(screen.getByRole("status").textContent).toBe("Finito");
  expect(bar().nextElementSibling?.textContent).toBe("100% passato, 0% mancante");
  expect(screen.getByRole("timer", { name: "Conto alla rovescia" })).toBeTruthy();
  // An empty progress text hides the line.
  rerender(<Counter startDate="2023/06/26 16:24:00" endDate="2024/06/28 10:32:00" labels={{ progressText: () => "" }} />);
  expect(bar().nextElementSibling).toBeNull();
  expect(onExpired).toHaveBeenCalledTimes(1);
  expect(vi.getTimerCount()).toBe(0);
});

test("invalid dates only log the SPEC message; nothing is shown and nothing ticks", () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const { container } = render(<Counter startDate="2023/13/01 10:00" endDate="2024/01/01 10:00" />);
  expect(log).toHaveBeenCalledWith("Incorrect startDate or endDate values");
  expect(container.firstElementChild?.getAttribute("data-state")).toBe("invalid");
  expect(screen.getByRole("status").textContent).toBe("");
  expect(digits()).toEqual(["--", "--", "--", "--"]);
  expect(vi.getTimerCount()).toBe(0);
});

test("an end not after the start logs the Italian message", () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  render(<Counter startDate="2024/01/02 10:00" endDate="2024/01/01 10:00" />);
  expect(log).toHaveBeenCalledWith("The end date must be later than the start date");
  expect(log).toHaveBeenCalledTimes(1);
});

test("custom labels, size, colour and class reach the markup", () => {
  const { container } = render(
    <Counter
      startDate={T0}
      endDate={T0 + MIN}
      labels={{ days: "Giorni", hours: "Ore", minutes: "Minuti", seconds: "Secondi" }}
      progressbarSize="xxl"
      progressbarColor="rebeccapurple"
      className="mine"
    />,
  );
  expect(unitLabels()).toEqual(["Giorni", "Ore", "Minuti", "Secondi"]);
  expect(container.firstElementChild?.classList.contains("mine")).toBe(true);
  expect(bar().getAttribute("style")).toContain("rebeccapurple");
});

test("server markup with initialNow hydrates without a mismatch, then ticks", () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const element = <Counter title="Trip" startDate={T0 - MIN} endDate={T0 + MIN} initialNow={T0 - 30_000} />;
  const html = renderToString(element);
  expect(html).toContain('aria-valuenow="25"');
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  act(() => {
    hydrateRoot(container, element);
  });
  expect(errors).not.toHaveBeenCalled();
  // After hydration the effect reads the real clock.
  expect(container.querySelector("[data-unit=seconds] span")?.textContent).toBe("00");
  expect(container.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow")).toBe("50");
  container.remove();
});

test("without initialNow the server renders a stable pending state", () => {
  const html = renderToString(<Counter startDate={T0} endDate={T0 + MIN} />);
  expect(html).toContain('data-state="pending"');
  expect(html).not.toContain("aria-valuenow");
  expect(html).toContain("--");
});

test("under StrictMode (every effect run twice) onExpired fires once and a bad range logs once", () => {
  const onExpired = vi.fn();
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  render(
    <StrictMode>
      <Counter startDate={T0 - 3000} endDate={T0 - 1000} onExpired={onExpired} />
      <Counter startDate={T0} endDate={T0 - 1000} />
    </StrictMode>,
  );
  expect(onExpired).toHaveBeenCalledTimes(1);
  expect(log.mock.calls.filter(([message]) => message === "The end date must be later than the start date")).toHaveLength(1);
  log.mockRestore();
});

const root = () => screen.getByRole("timer").parentElement!;

test("pause button: holds the time left, resumes from there and ends later by the pause; onPausedChange reports each press", () => {
  const onPausedChange = vi.fn();
  const onExpired = vi.fn();
  render(<Counter startDate={T0 - 10_000} endDate={T0 + 10_000} pauseButton onPausedChange={onPausedChange} onExpired={onExpired} />);
  const button = screen.getByRole("button", { name: "Pause" });
  act(() => vi.advanceTimersByTime(3000));
  expect(digits()[3]).toBe("07");
  act(() => button.click());
  expect(onPausedChange).toHaveBeenLastCalledWith(true, { reason: "button" });
  expect(root().getAttribute("data-state")).toBe("paused");
  expect(button.textContent).toBe("Resume");
  expect(vi.getTimerCount()).toBe(0);
  act(() => vi.advanceTimersByTime(60_000));
  expect(digits()[3]).toBe("07");
  act(() => button.click());
  expect(onPausedChange).toHaveBeenLastCalledWith(false, { reason: "button" });
  expect(root().getAttribute("data-state")).toBe("running");
  expect(button.textContent).toBe("Pause");
  act(() => vi.advanceTimersByTime(2000));
  expect(digits()[3]).toBe("05");
  act(() => vi.advanceTimersByTime(5000));
  expect(onExpired).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1000));
  expect(onExpired).toHaveBeenCalledTimes(1);
  expect(root().getAttribute("data-state")).toBe("expired");
  // Nothing left to pause.
  expect((screen.getByRole("button", { name: "Pause" }) as HTMLButtonElement).disabled).toBe(true);
});

test("controlled pause: the paused prop decides, the button only asks", () => {
  const onPausedChange = vi.fn();
  const { rerender } = render(<Counter startDate={T0 - 10_000} endDate={T0 + 10_000} paused pauseButton onPausedChange={onPausedChange} labels={{ resume: "Riprendi" }} />);
  expect(root().getAttribute("data-state")).toBe("paused");
  act(() => screen.getByRole("button", { name: "Riprendi" }).click());
  expect(onPausedChange).toHaveBeenCalledWith(false, { reason: "button" });
  act(() => vi.advanceTimersByTime(4000));
  expect(digits()[3]).toBe("10");
  rerender(<Counter startDate={T0 - 10_000} endDate={T0 + 10_000} paused={false} pauseButton onPausedChange={onPausedChange} />);
  act(() => vi.advanceTimersByTime(1000));
  expect(digits()[3]).toBe("09");
});

test("defaultPaused starts held; new dates start a new countdown, without the old pauses", () => {
  const { rerender } = render(<Counter startDate={T0 - 10_000} endDate={T0 + 10_000} defaultPaused pauseButton />);
  act(() => vi.advanceTimersByTime(5000));
  expect(digits()[3]).toBe("10");
  act(() => screen.getByRole("button", { name: "Resume" }).click());
  act(() => vi.advanceTimersByTime(1000));
  expect(digits()[3]).toBe("09");
  rerender(<Counter startDate={T0} endDate={T0 + 30_000} pauseButton />);
  // 6 s of clock since T0, none of the earlier 5 s pause carried over.
  expect(digits()[3]).toBe("24");
});

test("now() is the clock: a server-time offset shifts what is shown and when it expires", () => {
  const offset = 4000;
  const onExpired = vi.fn();
  render(<Counter startDate={T0 - 10_000} endDate={T0 + 10_000} now={() => Date.now() + offset} onExpired={onExpired} />);
  expect(digits()[3]).toBe("06");
  act(() => vi.advanceTimersByTime(6000));
  expect(onExpired).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1000));
  expect(onExpired).toHaveBeenCalledTimes(1);
});

test("onTick gets the time left every second while it runs: not while paused, not at expiry", () => {
  const onTick = vi.fn();
  const { rerender } = render(<Counter startDate={T0 - 10_000} endDate={T0 + 3500} onTick={onTick} />);
  expect(onTick).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1000));
  expect(onTick).toHaveBeenLastCalledWith({ total: 2500, days: 0, hours: 0, minutes: 0, seconds: 2, expired: false });
  rerender(<Counter startDate={T0 - 10_000} endDate={T0 + 3500} onTick={onTick} paused />);
  act(() => vi.advanceTimersByTime(5000));
  expect(onTick).toHaveBeenCalledTimes(1);
  rerender(<Counter startDate={T0 - 10_000} endDate={T0 + 3500} onTick={onTick} paused={false} />);
  act(() => vi.advanceTimersByTime(3000));
  expect(onTick.mock.calls.map(([left]) => left.total)).toEqual([2500, 1500, 500]);
});

test("the pause button is disabled on the server and without a valid, running countdown", () => {
  const html = renderToString(<Counter startDate={T0} endDate={T0 + MIN} initialNow={T0} pauseButton />);
  expect(html).toMatch(/<button[^>]*disabled/);
  vi.spyOn(console, "log").mockImplementation(() => {});
  render(<Counter startDate={T0} endDate={T0 - MIN} pauseButton />);
  expect((screen.getByRole("button", { name: "Pause" }) as HTMLButtonElement).disabled).toBe(true);
});
