import { globalStyle } from "@vanilla-extract/css";
import { media } from "./media";
import { vars } from "./theme.css";

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

globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: 700,
  margin: `0 0 ${vars.space.md}`,
  textWrap: "balance",
} as never);

globalStyle("h1", { fontSize: vars.fontSize.xxl, "@media": { [media.up("md")]: { fontSize: vars.fontSize.xxxl } } });
globalStyle("h2", { fontSize: vars.fontSize.xl, "@media": { [media.up("md")]: { fontSize: vars.fontSize.xxl } } });
globalStyle("h3", { fontSize: vars.fontSize.lg });
globalStyle("p", { margin: `0 0 ${vars.space.md}` });

globalStyle("a", { color: vars.color.accentStrong, textUnderlineOffset: "0.18em" });
globalStyle("a:hover", { textDecorationThickness: "2px" });

globalStyle("img, svg, picture, video", { display: "block", maxWidth: "100%" });
globalStyle("img", { height: "auto" });

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
globalStyle("button", { cursor: "pointer" });
globalStyle("button:disabled", { cursor: "not-allowed" });

// One focus ring for the whole site: visible on every surface, only for keyboard focus.
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  borderRadius: vars.radius.sm,
});
globalStyle(":focus:not(:focus-visible)", { outline: "none" });

globalStyle("code, pre, kbd", { fontFamily: vars.font.mono, fontSize: "0.92em" });

globalStyle("::selection", { background: vars.color.accent, color: vars.color.text });

globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
