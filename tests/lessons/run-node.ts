import vm from "node:vm";
import { formatLogLine, uncaughtLine } from "./console-format";

/**
 * Runs an example as a classic script in a fresh global (like a new browser tab: top-level
 * `var` becomes a global property, top-level `this` is the global object) and returns its
 * console lines, ending with "Uncaught …" when it throws.
 */
export function runInNode(code: string): string[] {
  const lines: string[] = [];
  const context = vm.createContext({
    console: { log: (...values: unknown[]) => lines.push(formatLogLine(values)) },
  });
  try {
    // Compiling first, like a browser: a SyntaxError means no line of the script runs.
    new vm.Script(code, { filename: "esempio.js" }).runInContext(context, { timeout: 2000 });
  } catch (error) {
    lines.push(uncaughtLine(error));
  }
  return lines;
}
