// Seeded pseudo-random numbers so that every run draws the same artwork.

/** A readable label ("etna-1") or a number. */
export type Seed = string | number;

export type Random = {
  /** uniform float in [0, 1) */
  next(): number;
  /** uniform float in [min, max) */
  range(min: number, max: number): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** roughly normal, mean 0, sd 1 */
  gauss(): number;
  /** a new independent stream derived from this one */
  fork(label?: string): Random;
};

/** mulberry32: a tiny, fast 32-bit PRNG. `createRandom(42).next()` -> 0..1 */
export function createRandom(seed: Seed): Random {
  let a = hashSeed(seed) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rnd: Random = {
    next,
    /** uniform float in [min, max) */
    range: (min: number, max: number) => min + (max - min) * next(),
    /** integer in [min, max] */
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
    /** roughly normal, mean 0, sd 1 */
    gauss: () => {
      const u = Math.max(next(), 1e-9);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    /** a new independent stream derived from this one */
    fork: (label = "") => createRandom(`${Math.floor(next() * 1e9)}:${label}`),
  };
  return rnd;
}

/** FNV-1a of a string (numbers pass through) so seeds can be readable labels. */
export function hashSeed(seed: Seed): number {
  if (typeof seed === "number") return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
