import { style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": {
    [media.up("xl")]: { gridTemplateColumns: "16rem minmax(0, 1fr)", gridTemplateAreas: '"tree content"' },
    [media.print]: { display: "block" },
  },
});

export const content = style({ minWidth: 0, "@media": { [media.up("xl")]: { gridArea: "content" } } });

export const tree = style({
  "@media": { [media.up("xl")]: { gridArea: "tree", position: "sticky", top: vars.space.lg }, [media.print]: { display: "none" } },
});

export const intro = style({ maxWidth: "46rem", marginBottom: vars.space.xl });
