// The API contract every widget keeps (README, "API conventions"), held once over all seven: the
// root element takes `ref`, `className`, `style`, `id` and any `data-*`/`aria-*` attribute, and
// carries a `data-state` among its documented values.
import { render, screen } from "@testing-library/react";
import { createRef, type ReactElement, type RefObject } from "react";
import { expect, test } from "vitest";
import type { RootProps } from "./shared/root-props.js";
import { Carousel, Counter, Modal, Paginator, ProgressRing, Slider, Table } from "./index.js";

const day = 24 * 60 * 60 * 1000;
const slides = [1, 2, 3].map((n) => ({ mediaSrc: `/${n}.jpg`, tag: `t${n}`, title: `Card ${n}`, description: "", link: "/" }));

type Case = {
  /** The widget, rendered with the root props and ref given. */
  render: (root: RootProps, ref: RefObject<HTMLElement>) => ReactElement;
  /** The documented values of its root's data-state. */
  states: string[];
  tag: string;
};

const cases: Record<string, Case> = {
  Counter: {
    render: (root, ref) => <Counter ref={ref as RefObject<HTMLDivElement>} startDate={Date.now() - day} endDate={Date.now() + day} {...root} />,
    states: ["pending", "running", "expired", "invalid"],
    tag: "DIV",
  },
  Paginator: { render: (root, ref) => <Paginator ref={ref} totalPages={5} {...root} />, states: ["empty", "single", "first", "middle", "last"], tag: "NAV" },
  Slider: { render: (root, ref) => <Slider ref={ref} slideList={slides} {...root} />, states: ["empty", "single", "first", "middle", "last"], tag: "SECTION" },
  Table: {
    render: (root, ref) => <Table ref={ref as RefObject<HTMLDivElement>} data={[{ name: "Giulia" }]} columns={["name"]} caption="People" {...root} />,
    states: ["empty", "filled"],
    tag: "DIV",
  },
  ProgressRing: {
    render: (root, ref) => <ProgressRing ref={ref as RefObject<HTMLDivElement>} percent={70} label="css" {...root} />,
    states: ["static", "waiting", "animating", "done"],
    tag: "DIV",
  },
  Carousel: {
    render: (root, ref) => (
      <Carousel ref={ref} ariaLabel="Photos" {...root}>
        <p>a</p>
        <p>b</p>
      </Carousel>
    ),
    states: ["playing", "paused", "stopped"],
    tag: "SECTION",
  },
  Modal: {
    render: (root, ref) => (
      <Modal ref={ref as RefObject<HTMLDivElement>} open title="Hello" {...root}>
        <p>body</p>
      </Modal>
    ),
    states: ["open", "closed"],
    tag: "DIV",
  },
};

for (const [name, { render: view, states, tag }] of Object.entries(cases)) {
  test(`${name}: the root takes ref, className, style, id, data-* and aria-*, and has a documented data-state`, async () => {
    const ref = createRef<HTMLElement>();
    const root: RootProps = { className: "mine", style: { outline: "3px solid red" }, id: `my-${name}`, "data-testid": `root-${name}`, "aria-describedby": "help" };
    render(view(root, ref as RefObject<HTMLElement>));
    // The modal's dialog code loads on first open.
    const element = await screen.findByTestId(`root-${name}`, undefined, { timeout: 5000 });
    expect(ref.current).toBe(element);
    expect(element.tagName).toBe(tag);
    expect(element.classList.contains("mine")).toBe(true);
    // The widget's own class stays beside the app's.
    expect(element.classList.length).toBeGreaterThan(1);
    expect(element.style.outline).toBe("3px solid red");
    expect(element.id).toBe(`my-${name}`);
    expect(element.getAttribute("aria-describedby")).toBe("help");
    expect(states).toContain(element.getAttribute("data-state"));
  });
}

test("a widget's own data-state wins over one passed in", () => {
  render(<Paginator totalPages={5} data-state="mine" data-testid="p" />);
  expect(screen.getByTestId("p").getAttribute("data-state")).toBe("first");
});
