// What "designed for this width" means, measured in the page: no sideways scroll, no text cut
// off by a box too small for it, and no control left alone on a line below a row of its siblings.
import type { Page } from "playwright-core";

/**
 * Functions passed to page.evaluate run in the page as their source text. Under tsx (the
 * screenshots script) esbuild wraps named inner functions in a `__name` helper that exists only
 * in Node; this defines it in the page too. The string is evaluated as it is, untransformed.
 */
async function allowNamedFunctions(page: Page) {
  await page.evaluate("globalThis.__name ??= (fn) => fn");
}

/**
 * One line per problem found in the page as it is now; an empty list means the layout holds:
 * no sideways scroll, no text cut off or running out of its box, no table column hidden in a
 * sideways scroll, no squashed icon, no control alone on its line.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await allowNamedFunctions(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const id = el.id ? `#${el.id}` : "";
      const label = el.getAttribute("aria-label");
      return `<${el.tagName.toLowerCase()}${id}${label ? ` "${label}"` : ""}>${text ? ` "${text}"` : ""}`;
    };
    const hidden = (el: Element) => Boolean(el.closest("[inert], [aria-hidden=true], select, svg, noscript, template"));

    // 1. Sideways scroll: the page, and an open dialog's own scroller.
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    for (const el of document.querySelectorAll("[data-reach-dialog-overlay], [role=dialog]")) {
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${describe(el)} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth} px`);
    }

    // 2. Clipped text: text whose box sticks out of an ancestor that hides its overflow. Each
    // ancestor's overflow and box are read once per check: a lesson has thousands of text nodes.
    type Box = { clipsX: boolean; clipsY: boolean; scrollsX: boolean; scrollsY: boolean; rect: DOMRect };
    const boxes = new Map<Element, Box>();
    const boxOf = (el: Element): Box => {
      let box = boxes.get(el);
      if (!box) {
        const style = getComputedStyle(el);
        const clips = (value: string) => value === "hidden" || value === "clip";
        const scrolls = (value: string) => value === "auto" || value === "scroll";
        box = {
          clipsX: clips(style.overflowX),
          clipsY: clips(style.overflowY),
          scrollsX: scrolls(style.overflowX),
          scrollsY: scrolls(style.overflowY),
          rect: el.getBoundingClientRect(),
        };
        boxes.set(el, box);
      }
      return box;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || !node.textContent?.trim()) continue;
      seen.add(el);
      if (hidden(el) || !el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      // Visually hidden text (the sr-only pattern) is meant to be clipped.
      if (text.width < 2 || text.height < 2 || boxOf(el).rect.width <= 2) continue;
      let { left, right, top, bottom } = text;
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        const { clipsX, clipsY, scrollsX, scrollsY, rect } = boxOf(up);
        if (rect.width <= 2) break;
        const x = clipsX && (right > rect.right + 1 || left < rect.left - 1);
        const y = clipsY && (bottom > rect.bottom + 1 || top < rect.top - 1);
        if (x || y) {
          problems.push(`text cut off by ${describe(up).slice(0, 60)}: ${describe(el)}`);
          break;
        }
        // Past a box that scrolls, the text is as far as that box: the rest is a scroll away.
        if (scrollsX) ({ left, right } = rect);
        if (scrollsY) ({ top, bottom } = rect);
      }
    }

    // 3. Text running out of its box into what is beside it ("MINUTESSECONDS"): text wider than
    // the nearest box that holds it, where that box neither clips (2.) nor scrolls.
    const spills = new Set<Element>();
    const walker2 = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker2.nextNode(); node; node = walker2.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || hidden(el) || !el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      let box: Element | null = el;
      while (box && box !== document.body && /^(inline|contents)$/.test(getComputedStyle(box).display)) box = box.parentElement;
      if (!box || box === document.body || spills.has(box)) continue;
      const { clipsX, scrollsX, rect } = boxOf(box);
      if (clipsX || scrollsX || rect.width <= 2) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width < 2 || text.height < 2) continue;
      if (text.right > rect.right + 1 || text.left < rect.left - 1) {
        spills.add(box);
        problems.push(`text runs out of ${describe(box).slice(0, 60)}: ${Math.round(text.width)} px of text in ${Math.round(rect.width)} px`);
      }
    }

    // 4. A table's columns hidden in a sideways scroll: cells outside the part of the table that
    // shows, with nothing on screen to say that they are there.
    for (const table of document.querySelectorAll("table")) {
      if (hidden(table) || !table.checkVisibility()) continue;
      const cut: string[] = [];
      for (const cell of table.querySelectorAll<HTMLElement>("th, td")) {
        if (hidden(cell) || !cell.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
        const rect = cell.getBoundingClientRect();
        if (rect.width <= 2 || rect.height <= 2) continue;
        for (let up = cell.parentElement; up && up !== document.body; up = up.parentElement) {
          const box = boxOf(up);
          if (!box.scrollsX && !box.clipsX) continue;
          // Inside a visually hidden box (the sr-only pattern): meant for assistive technology only.
          if (box.rect.width <= 2) break;
          if (rect.right > box.rect.right + 1 || rect.left < box.rect.left - 1) cut.push(describe(cell).slice(0, 40));
          break;
        }
      }
      if (cut.length > 0)
        problems.push(
          `table cells out of view in a sideways scroll: ${describe(table).slice(0, 40)}: ${cut.slice(0, 4).join(", ")}${cut.length > 4 ? ` and ${cut.length - 4} more` : ""}`,
        );
    }

    // 5. Icons squashed or cut: an icon in a control drawn at another shape than its artwork's.
    for (const svg of document.querySelectorAll<SVGSVGElement>("a svg, button svg, [role=button] svg")) {
      const control = svg.closest("a, button, [role=button]")!;
      if (control.closest("[inert]") || !svg.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      const view = svg.viewBox.baseVal;
      const rect = svg.getBoundingClientRect();
      if (!view || view.width === 0 || view.height === 0 || rect.height === 0) continue;
      const drawn = rect.width / rect.height;
      const drawnAs = view.width / view.height;
      if (Math.abs(drawn - drawnAs) / drawnAs > 0.1) {
        problems.push(`icon squashed in ${describe(control).slice(0, 60)}: ${Math.round(rect.width)} x ${Math.round(rect.height)} px for a ${view.width} x ${view.height} drawing`);
      }
    }

    // 6. Orphans: in a row of small controls (buttons, links, fields) that wraps, one control
    // alone on a line while another line holds several.
    const controlSelector = "a[href], button, select, input:not([type=hidden]), [role=button]";
    const controls = [...document.querySelectorAll<HTMLElement>(controlSelector)].filter((el) => {
      if (hidden(el) || !el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 2 && rect.height > 2 && rect.height <= 64;
    });
    const isInline = (el: Element) => getComputedStyle(el).display.startsWith("inline");
    const groups = new Map<Element, Set<Element>>();
    for (const control of controls) {
      let item: Element = control;
      for (let parent = control.parentElement, depth = 0; parent && depth < 4; item = parent, parent = parent.parentElement, depth++) {
        const display = getComputedStyle(parent).display;
        const flow = /flex|grid/.test(display);
        // Inline controls wrap in their block's lines (a block holding just this one control, as
        // a list item does, is passed through); flex and grid items wrap in their container's.
        const lines = isInline(item) && !display.startsWith("inline") && display !== "contents" && parent.querySelectorAll(controlSelector).length > 1;
        if (flow || lines) {
          const items = groups.get(parent) ?? new Set<Element>();
          items.add(item);
          groups.set(parent, items);
          break;
        }
      }
    }
    for (const [container, items] of groups) {
      if (items.size < 3) continue;
      const rows = new Map<number, Element[]>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        const row = [...rows.keys()].find((key) => Math.abs(key - top) <= 6) ?? top;
        rows.set(row, [...(rows.get(row) ?? []), item]);
      }
      const sizes = [...rows.values()].map((row) => row.length);
      if (rows.size > 1 && Math.min(...sizes) === 1 && Math.max(...sizes) > 1) {
        const alone = [...rows.values()].filter((row) => row.length === 1).map((row) => describe(row[0]!));
        problems.push(`a control alone on its line in ${describe(container).slice(0, 60)}: ${alone.join(", ")} (lines of ${sizes.join(", ")})`);
      }
    }
    return problems;
  });
}
