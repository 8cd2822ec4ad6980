import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";
import { sidebarWidth } from "~/styles/tokens";

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.md,
  top: vars.space.md,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none" } },
  "@media": { [media.print]: { display: "none" } },
});

export const shell = style({
  minHeight: "100vh",
  "@media": { [media.up("lg")]: { paddingInlineStart: sidebarWidth }, [media.print]: { padding: 0, minHeight: 0 } },
});

export const content = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  minWidth: 0,
  paddingInline: vars.space.md,
  "@media": {
    [media.up("md")]: { paddingInline: vars.space.xl },
    [media.up("xl")]: { paddingInline: vars.space.xxl },
    [media.print]: { padding: 0, minHeight: 0 },
  },
});

export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: 1200,
  marginInline: "auto",
  paddingTop: vars.space.xl,
  selectors: { "&:focus": { outline: "none" } },
  "@media": { [media.up("lg")]: { paddingTop: vars.space.xxl }, [media.print]: { padding: 0, maxWidth: "none" } },
});
