/**
 * One line per request, written in batches after the response is on its way, so logging
 * never sits between a request and its answer.
 * @param {NodeJS.WritableStream} out
 */
export function createAccessLog(out) {
  let lines = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!lines.length) return;
    out.write(lines.join(""));
    lines = [];
  };
  return {
    /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
    track(req, res) {
      const start = performance.now();
      res.once("finish", () => {
        const ms = (performance.now() - start).toFixed(1);
        lines.push(`${new Date().toISOString()} ${req.method} ${req.url?.slice(0, 200)} ${res.statusCode} ${ms}ms\n`);
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    flush,
  };
}
