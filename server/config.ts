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
