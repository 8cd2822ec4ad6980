import { createVar, fallbackVar, style } from "@vanilla-extract/css";

/** The height a block reserves before it has ever been rendered; set it where the class is used. */
export const estimatedHeight = createVar();

/**
 * For the blocks of a long page that mostly start below the fold (demo sections, gallery
 * locations, a lesson's code examples). Until a block is marked `data-rendered`, the browser
 * skips its style, layout and paint while it is far from the viewport, so the first layout of the
 * page covers what is on screen instead of the whole document. The content stays in the DOM, the
 * accessibility tree and find-in-page.
 *
 * After hydration, `renderWhenIdle` (app/components/render-when-idle.ts) marks the blocks one per
 * frame in idle time, so each is laid out on its own small task and, from then on, a jump to any
 * of them lands on its real height. Without JavaScript the blocks keep rendering as they come
 * near, reserving `estimatedHeight` until then.
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
