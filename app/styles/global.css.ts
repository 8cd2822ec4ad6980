import { globalLayer, globalStyle, type GlobalStyleRule } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

// The element defaults below (headings, links, buttons, focus) are a layer, `base`, declared here,
// before the widgets' stylesheet, and so below the widgets' own layer, `dmw`: a widget's styles win
// over the page's element defaults, and every class of the site, outside any layer, over both.
const base = globalLayer("base");
globalLayer("dmw");
/** An element default, in the base layer. */
const element = (selector: string, rule: GlobalStyleRule) => globalStyle(selector, { "@layer": { [base]: rule } });

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  colorScheme: "light",
  scrollPaddingTop: vars.space.lg,
  "@media": {
    // Where scrollbars take room, keep it from the first paint: a long page painted while its HTML
    // is still arriving is short at first, and the scrollbar appearing later narrowed the content.
    // Only beside the fixed sidebar: below it the sidebar runs the full width at the top, and a
    // gutter kept empty (a hidden scrollbar) showed as a strip of page colour beside it.
    [media.up("lg")]: { scrollbarGutter: "stable" },
  },
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: "antialiased",
  textRendering: "optimizeLegibility",
});

element("h1, h2, h3, h4", {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.snug,
  fontWeight: 700,
  letterSpacing: vars.tracking.heading,
  margin: `0 0 ${vars.space.md}`,
  textWrap: "balance",
} as never);

// The type scale (theme.css.ts): the two title levels grow with the screen, the rest stays put.
element("h1", { fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.tight, letterSpacing: vars.tracking.title });
element("h2", { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
element("h3", { fontSize: vars.fontSize.lg, fontWeight: 600, letterSpacing: "normal" });
element("p", { margin: `0 0 ${vars.space.md}` });

element("a", { color: vars.color.accentStrong, textUnderlineOffset: "0.18em" });
element("a:hover", { textDecorationThickness: "2px" });

element("img, svg, picture, video", { display: "block", maxWidth: "100%" });
element("img", { height: "auto" });

element("button, input, select, textarea", { font: "inherit", color: "inherit" });
element("button", { cursor: "pointer" });
element("button:disabled", { cursor: "not-allowed" });

// One focus ring for the whole site: visible on every surface, only for keyboard focus.
element(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  borderRadius: vars.radius.sm,
});
element(":focus:not(:focus-visible)", { outline: "none" });

element("code, pre, kbd", { fontFamily: vars.font.mono, fontSize: "0.92em" });

element("::selection", { background: vars.color.accent, color: vars.color.text });

globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});

// Paper (every page; the pages' own shells hide themselves there): black on white, a title kept
// with what follows it rather than alone at a page's foot, and a dialog printed as the page.
globalStyle("body", { "@media": { [media.print]: { background: "none", color: "black" } } });
globalStyle("h1, h2, h3, h4, figcaption", { "@media": { [media.print]: { breakAfter: "avoid", breakInside: "avoid" } } });
globalStyle("p, li, figure, pre", { "@media": { [media.print]: { orphans: 3, widows: 3 } } });
// Above any one class's display (an action row's grid).
globalStyle('html [data-print="hide"]', { "@media": { [media.print]: { display: "none" } } });
// An open dialog (the curriculum, a project) is what prints: the page under it stays on the
// screen. Its overlay and box lose their fixed place, scrolling and frame, so it flows over as
// many sheets as it needs rather than one sheet's worth of its first screen again and again.
globalStyle("body:has([data-reach-dialog-overlay]) > :not(reach-portal)", { "@media": { [media.print]: { display: "none" } } });
// The dialog locks the page's scrolling (react-remove-scroll's `overflow: hidden !important` on
// body), which on paper would cut everything after the first sheet.
globalStyle("html body:has([data-reach-dialog-overlay])", { "@media": { [media.print]: { overflow: "visible !important" } } });
// (`html` first: above the widget's own one-class rules, which come later in the stylesheet.)
globalStyle("html [data-reach-dialog-overlay], html [data-reach-dialog-overlay] > *", {
  "@media": { [media.print]: { position: "static", display: "block", overflow: "visible", padding: 0, background: "none" } },
});
globalStyle("html [data-reach-dialog-content]", {
  "@media": { [media.print]: { maxWidth: "none", margin: 0, boxShadow: "none", borderRadius: 0, background: "none", color: "black" } },
});
globalStyle("html [data-reach-dialog-content] button", { "@media": { [media.print]: { display: "none" } } });
