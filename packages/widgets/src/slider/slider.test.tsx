// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, onTestFinished, test, vi } from "vitest";
import { Slider } from "./slider.js";
import type { SlideCard } from "./slider.js";

const slides: SlideCard[] = [1, 2, 3, 4].map((n) => ({
  mediaSrc: `/img/${n}.jpg`,
  tag: `Tag ${n}`,
  title: `Title ${n}`,
  description: `Description ${n}`,
  link: `https://example.com/${n}`,
  cta: n === 3 ? undefined : `Go ${n}`,
}));

const groups = () => screen.getAllByRole("group");
const active = () => document.querySelector("[aria-roledescription=slide][data-state=active]")?.getAttribute("aria-label");
const track = () => document.querySelector<HTMLElement>("[data-part=track]")!;
/** How far the track is moved against the reading direction, in px (its transform is `calc(var(--dmw-dir) * -offset + drag)`). */
const trackOffset = () => -Number(/\* (-?[\d.]+)px/.exec(track().style.transform)?.[1]);

/** Lays the slider out as if 500 px wide (jsdom has no layout): 455 px slides, one in view, a 467 px pitch. */
function wide() {
  // Own properties of HTMLElement.prototype, over Element's: deleting them restores jsdom's.
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 500 });
  // jsdom has no pointer capture; browsers all do.
  Object.defineProperty(HTMLElement.prototype, "setPointerCapture", { configurable: true, value: () => {} });
  onTestFinished(() => {
    Reflect.deleteProperty(HTMLElement.prototype, "clientWidth");
    Reflect.deleteProperty(HTMLElement.prototype, "setPointerCapture");
  });
}

/** A press at x0 moved to x1 (and y) in four steps, then let go: a drag when it went far enough sideways. */
function drag(target: Element, x0: number, x1: number, y = 100, pointerType = "mouse") {
  const at = (x: number, yy: number) => ({ pointerId: 7, isPrimary: true, button: 0, pointerType, clientX: x, clientY: yy });
  fireEvent.pointerDown(target, at(x0, 100));
  for (let i = 1; i <= 4; i++) fireEvent.pointerMove(target, at(x0 + ((x1 - x0) * i) / 4, 100 + ((y - 100) * i) / 4));
  fireEvent.pointerUp(target, at(x1, y));
}

test("a carousel region whose slides are labelled 'n of N', with lazy images and safe new-tab links", () => {
  render(<Slider slideList={slides} />);
  const region = screen.getByRole("region", { name: "Slides" });
  expect(region.getAttribute("aria-roledescription")).toBe("carousel");
  expect(groups().map((g) => g.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
  expect(groups().every((g) => g.getAttribute("aria-roledescription") === "slide")).toBe(true);
  const img = screen.getByAltText("Tag 1");
  expect(img.getAttribute("loading")).toBe("lazy");
  expect(img.getAttribute("src")).toBe("/img/1.jpg");
  const link = within(groups()[0]!).getByRole("link");
  expect(link.getAttribute("target")).toBe("_blank");
  expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  expect(link.getAttribute("href")).toBe("https://example.com/1");
  expect(link.textContent).toContain("Go 1");
});

test("a missing cta reads 'Read'; titles are h3 by default and the level is a prop", () => {
  const { unmount } = render(<Slider slideList={slides} />);
  expect(within(groups()[2]!).getByRole("link", { hidden: true }).textContent).toMatch(/^Read/);
  expect(screen.getAllByRole("heading", { level: 3, hidden: true })).toHaveLength(4);
  unmount();
  render(<Slider slideList={slides} headingLevel={4} />);
  expect(screen.getAllByRole("heading", { level: 4, hidden: true })).toHaveLength(4);
});

test("the paginator moves the track by one slide pitch per page and marks slide i active", async () => {
  const user = userEvent.setup();
  const onNext = vi.fn();
  const onLast = vi.fn();
  const onPrev = vi.fn();
  const onFirst = vi.fn();
  render(<Slider slideList={slides} onNext={onNext} onLast={onLast} onPrev={onPrev} onFirst={onFirst} />);
  // jsdom has no layout: the wrapper measures 0 wide, so the pitch is 0 + 12 px gap.
  expect(active()).toBe("1 of 4");
  expect(screen.getByRole("navigation").querySelector("[aria-live=polite]")?.textContent).toBe("1 of 4");
  await user.click(screen.getByRole("button", { name: "Next slide" }));
  expect(onNext).toHaveBeenCalledWith({ reason: "next", direction: "next", page: 2, pageIndex: 1 });
  expect(active()).toBe("2 of 4");
  expect(trackOffset()).toBe(12);
  await user.click(screen.getByRole("button", { name: "Last slide" }));
  expect(onLast).toHaveBeenCalledWith({ reason: "last", direction: "last", page: 4, pageIndex: 3 });
  expect(trackOffset()).toBe(36);
  await user.click(screen.getByRole("button", { name: "Previous slide" }));
  expect(onPrev).toHaveBeenCalledWith({ reason: "prev", direction: "prev", page: 3, pageIndex: 2 });
  await user.click(screen.getByRole("button", { name: "First slide" }));
  expect(onFirst).toHaveBeenCalledWith({ reason: "first", direction: "first", page: 1, pageIndex: 0 });
  expect(active()).toBe("1 of 4");
});

test("paginator template and window size pass through", () => {
  render(<Slider slideList={slides} paginatorTemplate="templateTwo" paginatorMaxVisiblePages={2} />);
  expect(screen.getAllByRole("button", { name: /^Slide \d/ }).map((b) => b.textContent)).toEqual(["1", "2"]);
});

test("off-screen slides are inert, so their links cannot take focus", async () => {
  const user = userEvent.setup();
  render(<Slider slideList={slides} />);
  expect(groups()[0]!.hasAttribute("inert")).toBe(false);
  expect(groups()[1]!.hasAttribute("inert")).toBe(true);
  await user.click(screen.getByRole("button", { name: "Next slide" }));
  expect(groups()[0]!.hasAttribute("inert")).toBe(true);
  expect(groups()[1]!.hasAttribute("inert")).toBe(false);
});

test("arrow keys move it when focus is inside, and focus follows to the new active card", async () => {
  const user = userEvent.setup();
  const onNext = vi.fn();
  render(<Slider slideList={slides} onNext={onNext} />);
  within(groups()[0]!).getByRole("link").focus();
  await user.keyboard("{ArrowRight}");
  expect(onNext).toHaveBeenCalledWith({ reason: "next", direction: "next", page: 2, pageIndex: 1 });
  expect(active()).toBe("2 of 4");
  expect(document.activeElement).toBe(within(groups()[1]!).getByRole("link"));
  await user.keyboard("{End}");
  expect(active()).toBe("4 of 4");
  await user.keyboard("{ArrowRight}");
  expect(active()).toBe("4 of 4");
  await user.keyboard("{Home}");
  expect(active()).toBe("1 of 4");
  await user.keyboard("{ArrowLeft}");
  expect(active()).toBe("1 of 4");
});

test("a drag by mouse, pen or finger moves to the nearest slide; a short or vertical one does not", () => {
  wide();
  const onNext = vi.fn();
  const onIndexChange = vi.fn();
  render(<Slider slideList={slides} onNext={onNext} onIndexChange={onIndexChange} />);
  const viewport = track().parentElement!;
  // Past the 40 px swipe threshold, less than half a slide still turns one.
  drag(viewport, 300, 150);
  expect(active()).toBe("2 of 4");
  expect(onNext).toHaveBeenCalledWith({ reason: "next", direction: "next", page: 2, pageIndex: 1 });
  expect(onIndexChange).toHaveBeenLastCalledWith(1, { reason: "drag" });
  // Two slides' worth (1000 px over a 467 px pitch) moves two, by pen or finger alike.
  drag(viewport, 1100, 100, 100, "pen");
  expect(active()).toBe("4 of 4");
  drag(viewport, 100, 600, 100, "touch");
  expect(active()).toBe("3 of 4");
  drag(viewport, 300, 270);
  drag(viewport, 300, 250, 300);
  expect(active()).toBe("3 of 4");
  expect(onIndexChange).toHaveBeenCalledTimes(3);
});

test("while dragged the track follows the pointer, a third as far past the ends, with no transition", () => {
  wide();
  render(<Slider slideList={slides} />);
  const viewport = track().parentElement!;
  const at = (x: number) => ({ pointerId: 1, isPrimary: true, button: 0, clientX: x, clientY: 100 });
  fireEvent.pointerDown(viewport, at(300));
  fireEvent.pointerMove(viewport, at(250));
  expect(viewport.style.getPropertyValue("--dmw-drag")).toBe("-50px");
  expect(viewport.hasAttribute("data-dragging")).toBe(true);
  // Back past the start, where no slide is: it pulls a third as far.
  fireEvent.pointerMove(viewport, at(390));
  expect(viewport.style.getPropertyValue("--dmw-drag")).toBe("30px");
  fireEvent.pointerUp(viewport, at(390));
  expect(viewport.style.getPropertyValue("--dmw-drag")).toBe("");
  expect(viewport.hasAttribute("data-dragging")).toBe(false);
  expect(active()).toBe("1 of 4");
});

test("a click that ends a drag does not fire the card; a click alone does", () => {
  wide();
  const onSlideClick = vi.fn();
  render(<Slider slideList={slides} clickableSlide onSlideClick={onSlideClick} />);
  const button = screen.getByRole("button", { name: "Title 1" });
  drag(button, 300, 100);
  fireEvent.click(button);
  expect(onSlideClick).not.toHaveBeenCalled();
  expect(active()).toBe("2 of 4");
  // A press that moved less than the drag threshold is still a click.
  const second = screen.getByRole("button", { name: "Title 2" });
  drag(second, 300, 294);
  fireEvent.click(second);
  expect(onSlideClick).toHaveBeenCalledWith(slides[1], 1);
});

test("loop: next after the last slide is the first, the track runs on forward, and the wrapped slide waits beyond the last", async () => {
  wide();
  const user = userEvent.setup();
  const onIndexChange = vi.fn();
  render(<Slider slideList={slides} loop defaultIndex={3} onIndexChange={onIndexChange} />);
  expect(screen.getByRole("button", { name: "Next slide" })).toHaveProperty("disabled", false);
  expect(screen.getByRole("button", { name: "Last slide" })).toHaveProperty("disabled", true);
  expect(trackOffset()).toBe(3 * 467);
  await user.click(screen.getByRole("button", { name: "Next slide" }));
  expect(active()).toBe("1 of 4");
  expect(onIndexChange).toHaveBeenLastCalledWith(0, { reason: "next" });
  // Four pitches on (not back to 0): slide 1 now sits a lap ahead, where the track has gone.
  expect(trackOffset()).toBe(4 * 467);
  expect(groups()[0]!.style.transform).toBe("translateX(calc(var(--dmw-dir, 1) * 1868px))");
  expect(groups().map((g) => g.hasAttribute("inert"))).toEqual([false, true, true, true]);
  // Back the other way with a key, and on round with a drag.
  within(groups()[0]!).getByRole("link").focus();
  await user.keyboard("{ArrowLeft}");
  expect(active()).toBe("4 of 4");
  expect(trackOffset()).toBe(3 * 467);
  expect(document.activeElement).toBe(within(groups()[3]!).getByRole("link"));
  drag(track().parentElement!, 300, 100);
  expect(active()).toBe("1 of 4");
  expect(trackOffset()).toBe(4 * 467);
});

test("a key move the owner refused does not take focus later, when the paginator moves the slider", async () => {
  const user = userEvent.setup();
  function NoKeys() {
    const [index, setIndex] = useState(0);
    return <Slider slideList={slides} index={index} onIndexChange={(next, { reason }) => reason !== "key" && setIndex(next)} />;
  }
  render(<NoKeys />);
  within(groups()[0]!).getByRole("link").focus();
  await user.keyboard("{ArrowRight}");
  expect(active()).toBe("1 of 4");
  const next = screen.getByRole("button", { name: "Next slide" });
  await user.click(next);
  expect(active()).toBe("2 of 4");
  expect(document.activeElement).toBe(next);
});

test("right to left, ArrowLeft moves forward and ArrowRight back", async () => {
  const user = userEvent.setup();
  render(<Slider slideList={slides} style={{ direction: "rtl" }} />);
  within(groups()[0]!).getByRole("link").focus();
  await user.keyboard("{ArrowLeft}");
  expect(active()).toBe("2 of 4");
  await user.keyboard("{ArrowRight}");
  expect(active()).toBe("1 of 4");
});

test("clickableSlide turns the card into a button that calls onSlideClick", async () => {
  const user = userEvent.setup();
  const onSlideClick = vi.fn();
  const { rerender } = render(<Slider slideList={slides} />);
  expect(screen.queryByRole("button", { name: "Title 1" })).toBeNull();
  rerender(<Slider slideList={slides} clickableSlide onSlideClick={onSlideClick} />);
  await user.click(screen.getByRole("button", { name: "Title 1" }));
  expect(onSlideClick).toHaveBeenCalledWith(slides[0], 0);
});

test("a single slide hides the paginator and takes the full width", () => {
  render(<Slider slideList={slides.slice(0, 1)} maxVisibleSlides={3} />);
  expect(screen.queryByRole("navigation")).toBeNull();
  expect(groups()[0]!.style.width).toBe("0px");
  expect(groups()[0]!.hasAttribute("inert")).toBe(false);
});

test("the server render sizes slides with CSS, and nothing is inert or enabled before the page is interactive", () => {
  const html = renderToString(<Slider slideList={slides} maxVisibleSlides={2} />);
  expect(html).toContain("width:min(100%, calc((100% + 12px) / 2 - 12px + max(0px, (240px - ((100% + 12px) / 2 - 12px)) * 10000)))");
  expect(html).toContain("translateX(calc(var(--dmw-dir, 1) * 0px + var(--dmw-drag, 0px)))");
  // Without JavaScript the slides scroll sideways (slider.css.ts): every card must be reachable.
  expect(html).not.toContain("inert");
  // The paginator's buttons cannot work yet.
  expect(html.match(/<button[^>]*>/g)!.every((button) => button.includes('disabled=""'))).toBe(true);
  const clickable = renderToString(<Slider slideList={slides} clickableSlide />);
  expect(clickable.match(/<button[^>]*>/g)!.every((button) => button.includes('disabled=""'))).toBe(true);
});

test("the window stops at the last slides: on the last page the active slide moves within it", async () => {
  const user = userEvent.setup();
  render(<Slider slideList={slides} />);
  // jsdom measures 0 px: one slide shows and the window moves to each one.
  await user.click(screen.getByRole("button", { name: "Last slide" }));
  expect(active()).toBe("4 of 4");
  expect(groups().map((g) => g.hasAttribute("inert"))).toEqual([true, true, true, false]);
});

test("renderImage replaces the default image, e.g. with a responsive <picture>", () => {
  render(
    <Slider
      slideList={slides}
      renderImage={(slide, { active }) => (
        <picture data-active={active}>
          <img src={`/r${slide.mediaSrc}`} alt={slide.tag} loading="lazy" />
        </picture>
      )}
    />,
  );
  expect(screen.getByAltText("Tag 1").getAttribute("src")).toBe("/r/img/1.jpg");
  expect(screen.getByAltText("Tag 1").parentElement?.getAttribute("data-active")).toBe("true");
});

test("controlled: index shows the owner's slide and onIndexChange says why it moved", async () => {
  const user = userEvent.setup();
  const onIndexChange = vi.fn();
  const { rerender } = render(<Slider slideList={slides} index={2} onIndexChange={onIndexChange} />);
  expect(active()).toBe("3 of 4");
  await user.click(screen.getByRole("button", { name: "Next slide" }));
  expect(onIndexChange).toHaveBeenCalledWith(3, { reason: "next" });
  expect(active()).toBe("3 of 4");
  rerender(<Slider slideList={slides} index={3} onIndexChange={onIndexChange} />);
  expect(active()).toBe("4 of 4");
});

test("uncontrolled: defaultIndex is the first slide in view; nonsense indexes are clamped", () => {
  const { unmount } = render(<Slider slideList={slides} defaultIndex={1} />);
  expect(active()).toBe("2 of 4");
  unmount();
  render(<Slider slideList={slides} index={Number.NaN} />);
  expect(active()).toBe("1 of 4");
});

test("every text is a label", () => {
  render(<Slider slideList={slides} labels={{ slide: (n, total) => `${n} di ${total}`, cta: "Leggi", newTab: "(nuova scheda)", next: "Avanti" }} />);
  expect(groups()[0]!.getAttribute("aria-label")).toBe("1 di 4");
  expect(within(groups()[2]!).getByRole("link", { hidden: true }).textContent).toBe("Leggi (nuova scheda)");
  fireEvent.click(screen.getByRole("button", { name: "Avanti" }));
  expect(active()).toBe("2 di 4");
});

test("the region's name is a label, or the root's aria-label; the paginator is named after it", () => {
  const { unmount } = render(<Slider slideList={slides} />);
  expect(screen.getByRole("navigation", { name: "Slides: pages" })).toBeTruthy();
  unmount();
  render(<Slider slideList={slides} aria-label="Cards" labels={{ pages: (region) => `${region}, pagine` }} />);
  expect(screen.getByRole("region", { name: "Cards" })).toBeTruthy();
  expect(screen.getByRole("navigation", { name: "Cards, pagine" })).toBeTruthy();
});

test("slides may be any elements, as children: named 'n of N', moved by the paginator and the keys, focus on the slide itself", async () => {
  const user = userEvent.setup();
  render(
    <Slider aria-label="Quotes">
      <blockquote>Never give up.</blockquote>
      <blockquote>Measure twice.</blockquote>
      <blockquote>Cut once.</blockquote>
    </Slider>,
  );
  expect(screen.getByRole("region", { name: "Quotes" })).toBeTruthy();
  expect(groups().map((group) => [group.getAttribute("aria-label"), group.textContent])).toEqual([
    ["1 of 3", "Never give up."],
    ["2 of 3", "Measure twice."],
    ["3 of 3", "Cut once."],
  ]);
  await user.click(screen.getByRole("button", { name: "Next slide" }));
  expect(active()).toBe("2 of 3");
  // Nothing in a quote takes focus: the slide itself does, so a key move keeps focus with it.
  groups()[1]!.focus();
  await user.keyboard("{ArrowRight}");
  expect(active()).toBe("3 of 3");
  expect(document.activeElement).toBe(groups()[2]);
});

test("renderSlide draws each item of slideList with the app's markup, told which is active", async () => {
  const user = userEvent.setup();
  const products = [
    { sku: "a1", name: "Oak stool", price: 120 },
    { sku: "b2", name: "Walnut lamp", price: 90 },
  ];
  render(
    <Slider
      slideList={products}
      renderSlide={(product, { index, active }) => (
        <figure data-active={active}>
          <figcaption>
            {index + 1}. {product.name}
          </figcaption>
          <a href={`/products/${product.sku}`}>{product.price} €</a>
        </figure>
      )}
    />,
  );
  expect(screen.getAllByRole("figure").map((figure) => [figure.textContent, figure.getAttribute("data-active")])).toEqual([
    ["1. Oak stool120 €", "true"],
    ["2. Walnut lamp90 €", "false"],
  ]);
  within(groups()[0]!).getByRole("link").focus();
  await user.keyboard("{ArrowRight}");
  expect(document.activeElement).toBe(within(groups()[1]!).getByRole("link", { name: "90 €" }));
});

test("a card's alt text may differ from its visible tag, which is then read as well", () => {
  render(<Slider slideList={[{ ...slides[0]!, tag: "Walnut", alt: "A walnut table in a sunny room" }, slides[1]!]} />);
  expect(screen.getByRole("img", { name: "A walnut table in a sunny room" })).toBeTruthy();
  const [own, asAlt] = [...document.querySelectorAll("[data-part=tag]")];
  expect(own!.textContent).toBe("Walnut");
  expect(own!.hasAttribute("aria-hidden")).toBe(false);
  // Without an alt of its own the tag is the image's name already, so the chip is not read twice.
  expect(asAlt!.getAttribute("aria-hidden")).toBe("true");
  expect(screen.getByRole("img", { name: "Tag 2" })).toBeTruthy();
});

test("unnamed sliders on one page get unique region names, numbered in document order, and their paginators follow", async () => {
  render(
    <>
      <Slider slideList={slides} />
      <Slider slideList={slides} />
      <Slider slideList={slides} aria-label="Woods" />
    </>,
  );
  await waitFor(() => expect(screen.getAllByRole("region").map((region) => region.getAttribute("aria-label"))).toEqual(["Slides 1", "Slides 2", "Woods"]));
  expect(screen.getAllByRole("navigation").map((nav) => nav.getAttribute("aria-label"))).toEqual(["Slides 1: pages", "Slides 2: pages", "Woods: pages"]);
});
