// @vitest-environment jsdom
// The documented rules the types enforce. `npm run typecheck` compiles this file, where every
// expected-error directive must meet a type error: a rule that stops being enforced fails the check.
import { isValidElement } from "react";
import { expect, test } from "vitest";
import { parseCounterDate, type CounterDateInput, type ProgressbarSize } from "./counter/index.js";
import { Carousel, Counter, Modal, Paginator, ProgressRing, Slider, Table } from "./index.js";

test("a Modal needs a title or an aria-label", () => {
  const elements = [
    // @ts-expect-error: a dialog with no name
    <Modal key="unnamed" open>
      body
    </Modal>,
    <Modal key="titled" open title="Curriculum">
      body
    </Modal>,
    <Modal key="labelled" open headerless aria-label="Photos of Etna">
      body
    </Modal>,
  ];
  expect(elements.every((element) => isValidElement(element))).toBe(true);
});

test("Table columns and column labels are keys of the row type", () => {
  const people = [{ name: "Giulia", surname: "Rossi" }];
  const elements = [
    <Table key="ok" data={people} columns={["name", "surname"]} columnLabels={{ name: "Name" }} caption="People" />,
    // @ts-expect-error: a misspelt column
    <Table key="typo" data={people} columns={["nmae"]} caption="People" />,
    // @ts-expect-error: a label for a column the rows do not have
    <Table key="label" data={people} columns={["name"]} columnLabels={{ age: "Age" }} caption="People" />,
  ];
  expect(elements.every((element) => isValidElement(element))).toBe(true);
});

test("Counter dates are a Date, epoch ms or the documented text form, and the text is still checked when read", () => {
  const good: CounterDateInput[] = [new Date(2025, 0, 1), Date.UTC(2025, 0, 1), "2025/01/01 09:00", "2025-01-01 09:00:30"];
  // @ts-expect-error: free text
  const tomorrow: CounterDateInput = "tomorrow";
  // @ts-expect-error: a date without a time
  const dayOnly: CounterDateInput = "2025/01/01";
  const elements = [
    <Counter key="ok" startDate="2025/01/01 09:00" endDate={new Date(2025, 2, 1)} />,
    // @ts-expect-error: free text
    <Counter key="bad" startDate="tomorrow" endDate={Date.now()} />,
  ];
  expect(elements.every((element) => isValidElement(element))).toBe(true);
  expect(good.map((date) => parseCounterDate(date) instanceof Date)).toEqual([true, true, true, true]);
  // The shape type-checks, the calendar is still checked at run time.
  expect(parseCounterDate("2023/02/30 10:00" satisfies CounterDateInput)).toBeNull();
  expect([tomorrow, dayOnly].map(parseCounterDate)).toEqual([null, null]);
});

test("a Slider's slides come from cards, from items with a renderSlide, or from children, never both", () => {
  const cards = [{ mediaSrc: "/a.jpg", tag: "Oak", title: "A table", description: "", link: "/a" }];
  const products = [{ sku: "a1", name: "Stool" }];
  const elements = [
    <Slider key="cards" slideList={cards} />,
    <Slider key="own" slideList={products} renderSlide={(product) => <p>{product.name}</p>} />,
    <Slider key="children" aria-label="Quotes">
      <p>One</p>
      <p>Two</p>
    </Slider>,
    // @ts-expect-error: items that are not cards need a renderSlide
    <Slider key="plain" slideList={products} />,
    // @ts-expect-error: slideList and children at once
    <Slider key="both" slideList={cards}>
      <p>One</p>
    </Slider>,
    // @ts-expect-error: no slides at all
    <Slider key="none" />,
  ];
  expect(elements.every((element) => isValidElement(element))).toBe(true);
});

test("every root takes its element's own props, typed as that element's; a name the widget uses keeps the widget's meaning", () => {
  const elements = [
    <Counter key="counter" startDate={0} endDate={1} title={<b>Launch</b>} onClick={(event) => event.currentTarget.dataset.x} hidden />,
    <Paginator key="paginator" totalPages={3} onMouseEnter={(event) => event.currentTarget.tagName} title="Result pages" />,
    <ProgressRing key="ring" percent={70} label="css" onClick={(event) => event.currentTarget.tagName} translate="no" />,
    <Carousel key="carousel" aria-label="Photos" onKeyDown={(event) => event.key} title="Photos">
      <p>a</p>
    </Carousel>,
    <Modal key="modal" open aria-label="Photos" onKeyDown={(event) => event.key}>
      body
    </Modal>,
    // @ts-expect-error: a Counter's title is its heading (any node), but its onClick gets a mouse event, not a number
    <Counter key="click" startDate={0} endDate={1} onClick={(n: number) => n} />,
  ];
  expect(elements.every((element) => isValidElement(element))).toBe(true);
});

test("one vocabulary: aria-label names every region (the older names still work), loop, the ring's color, the bar's sizes in order", () => {
  const sizes: ProgressbarSize[] = ["sm", "default", "md", "lg", "xl", "xxl"];
  const elements = [
    <Carousel key="new" aria-label="Photos" loop={false}>
      <p>a</p>
    </Carousel>,
    <Carousel key="old" ariaLabel="Photos" wrap={false}>
      <p>a</p>
    </Carousel>,
    <Carousel key="labelledby" aria-labelledby="photos-title">
      <p>a</p>
    </Carousel>,
    // @ts-expect-error: a carousel region needs a name
    <Carousel key="unnamed">
      <p>a</p>
    </Carousel>,
    <Modal key="modal-old" open headerless ariaLabel="Photos">
      body
    </Modal>,
    <ProgressRing key="ring" percent={70} label="css" color="rebeccapurple" />,
    ...sizes.map((size) => <Counter key={size} startDate={0} endDate={1} progressbarSize={size} />),
  ];
  expect(elements.every((element) => isValidElement(element))).toBe(true);
});
