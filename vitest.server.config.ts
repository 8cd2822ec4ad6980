import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

// The files that wait longest on the server's real timers (Node's 30 s request timeout, the stall
// watchdog, shutdown drains). They start first: without a record of earlier runs (a fresh clone,
// CI) vitest starts the largest files first, and the smallest of these, a half-minute wait,
// started last and set the suite's length (45 s where the other files end within 25 s).
const TIMER_BOUND = ["tests/server/timeouts.test.ts", "tests/server/stalled.test.ts", "tests/server/shutdown.test.ts"];

class TimerBoundFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = TIMER_BOUND.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? TIMER_BOUND.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// After `npm run build`: the production server as a black box (`node build/server/index.js` over real
// sockets), and whole builds of changed content folders (tests/content).
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/server/**/*.test.ts", "tests/content/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Most of these files wait on sockets and timers rather than compute: run four at once, not
    // vitest's default of one per core less one (a single file at a time on a 2-core machine).
    maxWorkers: 4,
    sequence: { sequencer: TimerBoundFirst },
  },
});
