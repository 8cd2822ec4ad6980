// @vitest-environment jsdom
// The API contract every widget keeps (README, "API conventions"), held once over all seven, each
// described by its case beside it (`<widget>/<widget>.contract.tsx`):
// - the root element takes `ref`, `className`, `style`, `id`, any `data-*`/`aria-*` attribute and
//   its element's own props (`onClick`, `hidden`, `lang`, …), and carries a `data-state` among its
//   documented values; every styled part inside it has a `data-part`;
// - its change event is `on<Thing>Change(value, details)`, `details.reason` one of the documented;
// - the texts it shows or announces are English by default and each is replaced through `labels`.
// This file also runs on React 19: `npm run test:consumers` runs it with React and React DOM taken
// from the React 19 consumer app (vitest.contract-react.config.ts), DMW_REACT_MAJOR naming the major.
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, version, type ReactElement } from "react";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { carouselCase } from "./carousel/carousel.contract.js";
import { counterCase } from "./counter/counter.contract.js";
import { modalCase } from "./modal/modal.contract.js";
import { paginatorCase } from "./paginator/paginator.contract.js";
import { progressRingCase } from "./progress-ring/progress-ring.contract.js";
import type { ContractCase } from "./shared/case.contract.js";
import type { RootProps } from "./shared/root-props.js";
import { sliderCase } from "./slider/slider.contract.js";
import { tableCase } from "./table/table.contract.js";
import { Paginator, preloadModal } from "./index.js";

const cases: Record<string, ContractCase> = {
  Counter: counterCase,
  Paginator: paginatorCase,
  Slider: sliderCase,
  Table: tableCase,
  ProgressRing: progressRingCase,
  Carousel: carouselCase,
  Modal: modalCase,
};

// The Modal's dialog code loads on its first open. It loads here first, with the time a cold
// transform of it may take (its dependencies are inlined on React 19, and a slow machine took over
// 5 s in CI), so that each test below is given its own time, not the module loader's.
beforeAll(() => preloadModal(), 60_000);

/**
 * Renders a case and waits for its root (the modal's dialog code loads on first open), for as long
 * as the test may take: the time is the run's, not the widget's.
 */
async function mount(view: ReactElement, testId: string) {
  render(view);
  return screen.findByTestId(testId, undefined, { timeout: 20_000 });
}

/** Every text of an element as read or heard: its text, and its and its descendants' names and values. */
function texts(root: HTMLElement): string {
  const named = [root, ...root.querySelectorAll("*")].flatMap((el) => ["aria-label", "title", "aria-valuetext"].map((name) => el.getAttribute(name) ?? ""));
  return [root.textContent ?? "", ...named].join(" | ");
}

test(`the React the contract runs on is ${process.env.DMW_REACT_MAJOR ?? "the repository's"}`, () => {
  // Run by the consumer apps with React 19 swapped in; in the repository, React 18.
  expect(Number.parseInt(version, 10)).toBe(Number(process.env.DMW_REACT_MAJOR ?? 18));
});

for (const [name, contract] of Object.entries(cases)) {
  describe(name, () => {
    test(`the root takes ref, className, style, id, data-* and aria-*, and has a documented data-state (React ${Number.parseInt(version, 10)})`, async () => {
      const ref = createRef<HTMLElement>();
      const root: RootProps = { className: "mine", style: { outline: "3px solid red" }, id: `my-${name}`, "data-testid": `root-${name}`, "aria-describedby": "help" };
      const element = await mount(contract.render({ ...root, ref }), `root-${name}`);
      expect(ref.current).toBe(element);
      expect(element.tagName).toBe(contract.tag);
      expect(element.classList.contains("mine")).toBe(true);
      // The widget's own class stays beside the app's.
      expect(element.classList.length).toBeGreaterThan(1);
      expect(element.style.outline).toBe("3px solid red");
      expect(element.id).toBe(`my-${name}`);
      expect(element.getAttribute("aria-describedby")?.split(" ")).toContain("help");
      expect(contract.states).toContain(element.getAttribute("data-state"));
    });

    test("the root takes its element's own props: handlers beside the widget's own, and attributes", async () => {
      const onClick = vi.fn();
      const onKeyDown = vi.fn();
      const element = await mount(contract.render({ "data-testid": `dom-${name}`, onClick, onKeyDown, lang: "it", hidden: true, translate: "no" }), `dom-${name}`);
      expect([element.lang, element.hidden, element.getAttribute("translate")]).toEqual(["it", true, "no"]);
      fireEvent.click(element);
      fireEvent.keyDown(element, { key: "x" });
      expect([onClick.mock.calls.length, onKeyDown.mock.calls.length]).toEqual([1, 1]);
    });

    test("every styled part has a stable data-part, for an app's own styles", async () => {
      const element = await mount(contract.render({ "data-testid": `parts-${name}` }), `parts-${name}`);
      // What the widget styles: elements with a class of its own, but the off-screen text for
      // assistive technology (captions, hints, live regions), which is not there to be seen.
      const styled = [...element.querySelectorAll("[class]")].filter((el) => !/^\S*visuallyHidden\S*$/.test(el.getAttribute("class") ?? ""));
      expect(styled.length).toBeGreaterThan(2);
      expect(styled.filter((el) => !el.hasAttribute("data-part")).map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    });

    const { change } = contract;
    if (change && "todo" in change) {
      test.todo(`its change event: ${change.todo}`);
    } else if (change) {
      test(`${change.prop}(value, details): the new value first, then details with a documented reason`, async () => {
        const user = userEvent.setup();
        const callback = vi.fn();
        const element = await mount(contract.render({ "data-testid": `change-${name}`, [change.prop]: callback }), `change-${name}`);
        await change.act(element, user);
        expect(callback).toHaveBeenCalledTimes(1);
        const [value, details] = callback.mock.calls[0]!;
        expect(value).toEqual(change.value);
        expect(details).toMatchObject({ reason: change.reason });
        expect(change.reasons).toContain(details.reason);
      });
    } else {
      test("has no state a user changes, so no change event", () => {
        expect(contract.change).toBeNull();
      });
    }

    test("its texts are English by default, and labels replace them", async () => {
      const { english, override, replaced } = contract.labels;
      const shown = texts(await mount(contract.render({ "data-testid": `english-${name}` }), `english-${name}`));
      for (const text of english) expect(shown, text).toContain(text);
      expect(english).toContain(replaced.from);
      const localised = texts(await mount(contract.render({ "data-testid": `labels-${name}`, labels: override }), `labels-${name}`));
      expect(localised).toContain(replaced.to);
      expect(localised).not.toContain(replaced.from);
    });
  });
}

test("a widget's own data-state wins over one passed in", () => {
  render(<Paginator totalPages={5} data-state="mine" data-testid="p" />);
  expect(screen.getByTestId("p").getAttribute("data-state")).toBe("first");
});
