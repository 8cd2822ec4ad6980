/**
 * What console.log prints for the values lessons log. Lessons log only primitives, whose text
 * is the same in Node and in every browser (objects print differently in each), so anything
 * else fails the example (the harness reports it as an uncaught error the lesson did not claim).
 */
export function formatLogLine(values: unknown[]): string {
  return values
    .map((value) => {
      if (value === null || (typeof value !== "object" && typeof value !== "function")) return String(value);
      throw new Error(`examples log only primitives; this one logs ${typeof value === "object" ? "an object" : "a function"}`);
    })
    .join(" ");
}

/** The console line of an uncaught error: "Uncaught TypeError: Assignment to constant variable." */
export function uncaughtLine(error: unknown): string {
  if (error && typeof error === "object" && "name" in error && "message" in error) {
    return `Uncaught ${String(error.name)}: ${String(error.message)}`;
  }
  return `Uncaught ${String(error)}`;
}
