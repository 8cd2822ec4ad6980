// What a successful build prints that it should not: for the test that keeps `npm run build` quiet.

/** A line that warns, reports an error or deprecation, or is a frame of a stack trace. */
const NOISE = /\b(warn(ing)?s?|error|deprecat\w*|fatal)\b|^\s+at \S/i;

/**
 * Lines known to come from a tool, not from the project, after a build that succeeded: esbuild's
 * service now and then prints this as it stops (STACK-NOTES; seen once in a dozen builds). The
 * build's exit status says whether it failed; these are not counted as noise.
 */
export const KNOWN_TOOL_LINES: readonly string[] = ["fatal error: all goroutines are asleep - deadlock!"];

/**
 * The lines of a build's output that warn or trace: empty for a quiet build. The lines a quiet
 * build prints (one per step: what it did and how long it took) say nothing of the kind.
 * @example noisyLines("images: 58 sources\nWarning: useLayoutEffect does nothing on the server") // ["Warning: useLayoutEffect does nothing on the server"]
 */
export function noisyLines(output: string): string[] {
  return output
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => NOISE.test(line) && !KNOWN_TOOL_LINES.includes(line.trim()));
}
