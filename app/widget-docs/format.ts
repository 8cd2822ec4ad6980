/**
 * Bytes as a reader compares them: kilobytes (1000 bytes) with one decimal, as the package's
 * size table writes them.
 * @example formatBytes(2623) // "2.6 kB"
 */
export function formatBytes(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;
}
