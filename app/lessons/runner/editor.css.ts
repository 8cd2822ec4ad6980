import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The code as the reader edits it, in the code block's own place and colours.
export const field = style({
  display: "block",
  boxSizing: "border-box",
  width: "100%",
  margin: 0,
  padding: vars.space.md,
  border: 0,
  borderRadius: 0,
  background: vars.color.codeBg,
  color: vars.color.codeText,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  tabSize: 2,
  whiteSpace: "pre",
  overflowX: "auto",
  resize: "vertical",
  selectors: {
    // The site's focus blue is too dark on the code background (as the copy button's).
    "&:focus-visible": { outline: `2px solid ${vars.color.sidebarFocus}`, outlineOffset: "-3px" },
  },
});

export const hint = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.muted}`,
  fontSize: vars.fontSize.xs,
});
