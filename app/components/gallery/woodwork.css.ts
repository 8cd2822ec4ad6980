import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";
import { WOODWORK_COLUMNS, WOODWORK_GAP, WOODWORK_ROW_VW, WOODWORK_ROWS, woodworkAreas } from "./woodwork-layout";

const up = media.up("md");

// Phones: one photo per row at its own ratio, caption below. From md: the 8 x 8 grid of SPEC §9.
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    [up]: {
      gap: WOODWORK_GAP,
      gridTemplateColumns: `repeat(${WOODWORK_COLUMNS}, minmax(0, 1fr))`,
      gridTemplateRows: `repeat(${WOODWORK_ROWS}, ${WOODWORK_ROW_VW}vw)`,
      gridAutoRows: `${WOODWORK_ROW_VW}vw`,
    },
  },
});

export const item = style({ minWidth: 0 });

// Grid placement from md up; below, items flow one per row.
export const area = woodworkAreas.map(({ column, row }) =>
  style({ "@media": { [up]: { gridColumn: `${column[0]} / ${column[1]}`, gridRow: `${row[0]} / ${row[1]}` } } }),
);
/** Photos past the fifth: 4 x 3 tiles below the grid (see areaFor). */
export const extra = style({ "@media": { [up]: { gridColumn: "span 4", gridRow: "span 3" } } });

export const figure = style({
  position: "relative",
  margin: 0,
  height: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  background: vars.color.surface,
});

// Picture puts its className on the <img>.
export const picture = style({
  display: "block",
  width: "100%",
  height: "auto",
  "@media": { [up]: { height: "100%", objectFit: "cover" } },
});

export const caption = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  color: vars.color.muted,
  "@media": {
    [up]: {
      position: "absolute",
      insetInline: 0,
      bottom: 0,
      maxHeight: "100%",
      fontSize: vars.fontSize.xs,
      color: vars.color.sidebarText,
      background: vars.color.overlay,
    },
    [media.up("xl")]: { fontSize: vars.fontSize.sm },
  },
});

export const name = style({
  display: "block",
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  "@media": { [up]: { color: "inherit" } },
});
