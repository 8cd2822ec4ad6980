/**
 * The port to listen on: PORT if it is a port number, 3000 when unset.
 * @example parsePort(undefined) // 3000
 */
export function parsePort(value: string | undefined): number {
  if (value === undefined) return 3000;
  const port = /^\d{1,5}$/.test(value.trim()) ? Number(value) : NaN;
  if (!(port >= 1 && port <= 65_535)) throw new RangeError(`PORT=${JSON.stringify(value)} is not a port number (1 to 65535; unset means 3000)`);
  return port;
}

/**
 * Seconds a client may take nothing of what we send it before it is disconnected:
 * STALL_TIMEOUT if it is a whole number of seconds from 1 to 3600, 60 when unset.
 * @example parseStallTimeout("5") // 5_000 (milliseconds)
 */
export function parseStallTimeout(value: string | undefined): number {
  if (value === undefined) return 60_000;
  const seconds = /^\d{1,4}$/.test(value.trim()) ? Number(value) : NaN;
  if (!(seconds >= 1 && seconds <= 3600)) throw new RangeError(`STALL_TIMEOUT=${JSON.stringify(value)} is not a number of seconds (1 to 3600; unset means 60)`);
  return seconds * 1000;
}
