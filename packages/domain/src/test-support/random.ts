/**
 * Seeded random numbers for property tests (mulberry32): a failing run prints its seed, and
 * PROPERTY_SEED=<seed> replays it.
 */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over one generator. */
export function draw(next: () => number) {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { int, pick, chance: (p: number) => next() < p };
}

/** The seeds a property test runs: PROPERTY_SEED alone when set, else `count` seeds from `base`. */
export function seeds(base: number, count: number): number[] {
  // The domain has no Node types: read the environment through globalThis.
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
  const fixed = Number(env.PROPERTY_SEED);
  if (Number.isInteger(fixed) && env.PROPERTY_SEED) return [fixed];
  return Array.from({ length: count }, (_, index) => base + index);
}

/** YYYY-MM-DD plus `days`. */
export function dayPlus(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
