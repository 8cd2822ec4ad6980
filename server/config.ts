/**
 * A setting that is a whole number from `min` to `max`, `fallback` when unset; anything else is
 * refused with one sentence naming the variable, what it takes and its default.
 */
function wholeNumber(name: string, value: string | undefined, { min, max, fallback, what }: { min: number; max: number; fallback: number; what: string }): number {
  if (value === undefined) return fallback;
  const number = /^\d{1,5}$/.test(value.trim()) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) throw new RangeError(`${name}=${JSON.stringify(value)} is not ${what} (${min} to ${max}; unset means ${fallback})`);
  return number;
}

/**
 * The port to listen on: PORT if it is a port number, 3000 when unset.
 * @example parsePort(undefined) // 3000
 */
export function parsePort(value: string | undefined): number {
  return wholeNumber("PORT", value, { min: 1, max: 65_535, fallback: 3000, what: "a port number" });
}

/** Seconds a client may take nothing of what we send it before it is disconnected, by default. */
export const DEFAULT_STALL_SECONDS = 60;

/**
 * How long a client may take nothing of what we send it before it is disconnected, in
 * milliseconds: STALL_TIMEOUT if it is a whole number of seconds from 1 to 3600, 60 s when unset.
 * @example parseStallTimeout("5") // 5_000
 */
export function parseStallTimeout(value: string | undefined): number {
  return wholeNumber("STALL_TIMEOUT", value, { min: 1, max: 3600, fallback: DEFAULT_STALL_SECONDS, what: "a number of seconds" }) * 1000;
}

/** Seconds the server keeps accepting after SIGTERM, by default. */
export const DEFAULT_DRAIN_SECONDS = 1;

/**
 * How long the server keeps accepting connections after SIGTERM (answering each with
 * Connection: close and /healthz with 503, so a load balancer sees it go), in milliseconds:
 * DRAIN_SECONDS if it is a whole number of seconds from 0 to 5, 1 s when unset. At most 5, so
 * that the drain and the requests it let in still end within `docker stop`'s 10 s.
 * @example parseDrainSeconds("2") // 2_000
 */
export function parseDrainSeconds(value: string | undefined): number {
  return wholeNumber("DRAIN_SECONDS", value, { min: 0, max: 5, fallback: DEFAULT_DRAIN_SECONDS, what: "a number of seconds" }) * 1000;
}
