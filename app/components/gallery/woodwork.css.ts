import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";
import { WOODWORK_COLUMNS, WOODWORK_GAP, WOODWORK_ROW_VW, WOODWORK_ROWS, woodworkAreas } from "./woodwork-layout";

// Phones: two square tiles a row (5vw rows would be 20px there), so the page's title and text
// lead the first screen and its largest paint is that text, not a photo a request later
// (tests/browser/first-paint.test.ts). From md: the 8 x 8 grid of SPEC §9.
const up = media.up("md");

export const gallery = style({ margin: 0 });

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": {
    [up]: {
      gap: WOODWORK_GAP,
      gridTemplateColumns: `repeat(${WOODWORK_COLUMNS}, minmax(0, 1fr))`,
      gridTemplateRows: `repeat(${WOODWORK_ROWS}, ${WOODWORK_ROW_VW}vw)`,
      gridAutoRows: `${WOODWORK_ROW_VW}vw`,
    },
  },
});

export const item = style({
  position: "relative",
  minWidth: 0,
  overflow: "hidden",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  background: vars.color.surface,
});

export const area = woodworkAreas.map(({ column, row }) => style({ "@media": { [up]: { gridColumn: `${column[0]} / ${column[1]}`, gridRow: `${row[0]} / ${row[1]}` } } }));
/** Photos past the fifth: 4 x 3 tiles below the grid (see areaFor). */
export const extra = style({ "@media": { [up]: { gridColumn: "span 4", gridRow: "span 3" } } });

// Picture puts its className on the <img>. In the grid it is positioned, because a percentage
// height does not reach an <img> through the inline <picture> around it.
export const picture = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1",
  objectFit: "cover",
  "@media": { [up]: { position: "absolute", inset: 0, height: "100%", aspectRatio: "auto" } },
});

export const label = style({
  position: "absolute",
  left: vars.space.xs,
  bottom: vars.space.xs,
  maxWidth: `calc(100% - 2 * ${vars.space.xs})`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.overlay,
  color: vars.color.sidebarText,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.3,
});

export const captions = style({ marginTop: vars.space.xl });

export const list = style({
  display: "grid",
  gap: `${vars.space.md} ${vars.space.xl}`,
  margin: 0,
  "@media": { [up]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const entry = style({});
export const name = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });
export const description = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.muted, lineHeight: vars.lineHeight.body });
