import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as code from "../components/code-block.css";

// A run's output beside the console the lesson states: two columns where both fit, else one
// above the other, the lesson's first.
export const pair = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  gap: vars.space.sm,
  marginBlock: vars.space.lg,
});
globalStyle(`${pair} > figure`, { margin: 0 });
// Close to the code above it, as the lone console was (code-block.css.ts).
globalStyle(`${code.figure} + ${pair}`, { marginTop: `calc(${vars.space.xs} - ${vars.space.lg})` });

// The runner's module takes every class it uses from here, those of the lesson's console too:
// a module it shared with the page's first load (code-block.css.ts) would be split by the bundler
// into a chunk of its own, one response more on every lesson's first load.

/** The reader's own run: the lesson's console box, told apart by its border. */
export const yours = style([code.output, { borderStyle: "dashed", borderColor: vars.color.muted, position: "relative" }]);
export const label = style([code.outputLabel]);
export const text = style([code.outputText]);
export const error = style([code.error]);

export const note = style({
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.sm}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
});

// The sandbox's frame does its work unseen: it shows nothing, and a frame that is not displayed
// may have its timers slowed.
export const frame = style({ position: "absolute", insetInlineStart: 0, insetBlockStart: 0, width: 1, height: 1, border: 0, opacity: 0, pointerEvents: "none" });
