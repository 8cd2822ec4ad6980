import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/media";
import { vars } from "~/styles/theme.css";
export { visuallyHidden as srOnly } from "~/styles/utilities.css";

const bareList = { listStyle: "none", margin: 0, padding: 0 } as const;

export const skills = style({
  ...bareList,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 14rem), 1fr))",
});
export const skill = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: vars.space.xxs, alignItems: "center" });
export const skillName = style({ textTransform: "uppercase", fontWeight: 700, letterSpacing: "0.08em", fontSize: vars.fontSize.sm });
export const skillPercent = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, gridColumn: 2, gridRow: 1 });
export const skillBar = style({ gridColumn: "1 / -1", height: 8, borderRadius: vars.radius.round, background: vars.color.border, overflow: "hidden" });
export const skillFill = style({ display: "block", height: "100%", background: vars.color.accentStrong });

export const hobbies = style({
  ...bareList,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [media.up("md")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.lg } },
});
export const hobby = style({
  display: "grid",
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  borderRadius: vars.radius.md,
});
export const hobbyPicture = style({
  width: "100%",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  transition: `transform ${vars.duration.base}`,
});
globalStyle(`${hobby}:hover img`, { transform: "translateY(-3px)" });
export const hobbyName = style({ textAlign: "center" });

export const projects = style({
  ...bareList,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.up("md")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const project = style({
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  boxShadow: vars.shadow.card,
});
export const projectPicture = style({ width: "100%", aspectRatio: "16 / 10", objectFit: "cover" });
export const projectBody = style({ padding: vars.space.md, display: "flex", flexDirection: "column", flex: 1 });
export const projectTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xs });
export const techLabel = style({ fontWeight: 700, fontSize: vars.fontSize.sm, marginBottom: vars.space.xxs });
export const tech = style({
  ...bareList,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  marginBottom: vars.space.md,
});
globalStyle(`${tech} li`, {
  fontSize: vars.fontSize.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
});
export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, marginTop: "auto", marginBottom: 0 });
export const button = style({
  display: "inline-block",
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  background: vars.color.accentStrong,
  color: vars.color.accentContrast,
  textDecoration: "none",
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});
