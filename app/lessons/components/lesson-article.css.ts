import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const article = style({ maxWidth: "46rem", minWidth: 0, "@media": { [media.print]: { maxWidth: "none" } } });

export const header = style({ marginBottom: vars.space.lg });
export const title = style({ marginBottom: vars.space.xs });
export const readingTime = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: 0 });

export const toc = style({
  marginBottom: vars.space.xl,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const tocTitle = style({ fontSize: vars.fontSize.md, fontFamily: vars.font.body, marginBottom: vars.space.xs });
export const tocList = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm });
// Each entry a tap target of 24 px and more (WCAG 2.5.8), not only its text's height.
globalStyle(`${tocList} a`, { display: "block", paddingBlock: 3 });
globalStyle(`${tocList} li`, { marginBlock: vars.space.xxs });

/** The MDX body: its elements carry no classes, so they are styled from here. */
export const prose = style({});

globalStyle(`${prose} h2`, { marginTop: vars.space.xxl, fontSize: vars.fontSize.xl });
globalStyle(`${prose} h3`, { marginTop: vars.space.xl });
globalStyle(`${prose} :is(h2, h3) > a`, { color: "inherit", textDecoration: "none" });
globalStyle(`${prose} :is(h2, h3) > a:hover`, { textDecoration: "underline" });
globalStyle(`${prose} :is(h2, h3) > a::after`, {
  // The "#" is decoration: the alternative text after "/" keeps it out of the link's name.
  content: ['"#"', '"#" / ""'],
  marginInlineStart: vars.space.xs,
  color: vars.color.accentStrong,
  opacity: 0,
});
globalStyle(`${prose} :is(h2, h3) > a:is(:hover, :focus-visible)::after`, { opacity: 1 });
globalStyle(`${prose} :is(h2, h3)`, { scrollMarginTop: vars.space.lg });
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: vars.space.lg, margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} li`, { marginBlock: vars.space.xxs });
globalStyle(`${prose} :not(pre) > code`, {
  padding: "0.1em 0.35em",
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  overflowWrap: "anywhere",
});
globalStyle(`${prose} blockquote`, {
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
});
globalStyle(`${prose} blockquote > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} [data-table-scroll]`, { overflowX: "auto", margin: `0 0 ${vars.space.lg}`, containerType: "inline-size" });
globalStyle(`${prose} table`, { width: "100%", minWidth: "32rem", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${prose} caption`, { captionSide: "top", textAlign: "start", fontWeight: 600, paddingBottom: vars.space.xs });
globalStyle(`${prose} :is(th, td)`, { textAlign: "start", padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });

// Narrower than the table's 32rem, the rows stack: each row a block headed by its row header,
// each cell a line "column: value" (the column's name from data-label, rehype-lesson.ts), so no
// column hides in a sideways scroll. The column headers stay for assistive technology only.
const stacked = "(max-width: 32rem)";
globalStyle(`${prose} table`, { "@container": { [stacked]: { display: "block", minWidth: 0 } } });
globalStyle(`${prose} :is(caption, tbody, tr)`, { "@container": { [stacked]: { display: "block" } } });
globalStyle(`${prose} thead`, {
  "@container": { [stacked]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" } },
});
globalStyle(`${prose} tbody tr`, { "@container": { [stacked]: { paddingBlock: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${prose} tbody :is(th, td)`, { "@container": { [stacked]: { display: "block", paddingBlock: vars.space.xxs, border: 0 } } });
globalStyle(`${prose} td[data-label]::before`, {
  "@container": {
    // The alternative text after "/" is empty: the column header already names the cell.
    [stacked]: { content: ['attr(data-label) ": "', 'attr(data-label) ": " / ""'], fontWeight: 600 },
  },
});

export const pager = style({
  display: "grid",
  gap: vars.space.md,
  marginTop: vars.space.xxl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [media.up("sm")]: { gridTemplateColumns: "1fr 1fr" }, [media.print]: { display: "none" } },
});
export const pagerLink = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.accent } },
});
export const pagerNext = style({ textAlign: "end", gridColumn: "-2 / -1" });
export const pagerHint = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const pagerTitle = style({ fontWeight: 600 });
