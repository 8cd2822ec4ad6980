import { createVar, fallbackVar, globalStyle, style } from "@vanilla-extract/css";

/** The height a block reserves before it has ever been rendered; set it where the class is used. */
export const estimatedHeight = createVar();

/**
 * For the blocks of a long page that mostly start below the fold (demo sections, gallery
 * locations, a lesson's code examples). Until a block is marked `data-rendered`, the browser
 * skips its style, layout and paint while it is far from the viewport, so the first layout of the
 * page covers what is on screen instead of the whole document. The content stays in the DOM, the
 * accessibility tree and find-in-page.
 *
 * A block renders as it comes near, reserving `estimatedHeight` until then; without JavaScript
 * that is all. With it (root.tsx), the blocks a view of the page's end shows are marked as the
 * visitor starts to scroll or presses End, so a jump to the end lands on their real heights
 * (marked at hydration, the last one was a long task of a slow phone's load;
 * app/components/page-end.ts), and once the visitor
 * presses a key, every block is marked, one per frame in idle time (app/components/render-when-idle.ts), so the
 * code boxes are measured and the ones that scroll are Tab stops before focus reaches them.
 * Marking them all after every load cost a slow phone a long task per block (issue 28; decision
 * 0005).
 *
 * The containment this implies clips paint at the block's edge; the clip margin leaves room for
 * focus rings drawn just outside a control.
 */
export const renderWhenNear = style({
  selectors: {
    "&:not([data-rendered])": {
      contentVisibility: "auto",
      containIntrinsicSize: `auto ${fallbackVar(estimatedHeight, "30rem")}`,
      overflowClipMargin: "0.5rem",
    },
  },
  // Paper gets every block, laid out.
  "@media": { print: { selectors: { "&:not([data-rendered])": { contentVisibility: "visible" } } } },
});

// A block inside another (a widget page's code sample in its deferred section) is part of the
// outer block: skipped with it, laid out with it. Deferred on its own as well, it was a box that
// the outer block's skipping left unpainted while its text still counted as shown, and the axe in
// Lighthouse measured that text against the page behind it (contrast 1.6:1, accessibility 97 on
// seven widget pages; decision 0005).
globalStyle(`${renderWhenNear} ${renderWhenNear}:not([data-rendered])`, { contentVisibility: "visible" });
