/**
 * `pnpm bench:smoke` (CI runs it): every benchmark once with the smallest sizes, so a broken harness (a
 * config path, a server that no longer starts, a changed response) fails CI instead of the next person
 * to measure. Its numbers mean nothing. A knob set in the environment wins over both sizes.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A benchmark's size: the environment's `name`, else `smoke` in a smoke run, else `full`. */
export function knob(name: string, full: number, smoke: number): number {
  const set = process.env[name];
  return set !== undefined && set !== '' ? Number(set) : SMOKE ? smoke : full;
}

/** The first item only in a smoke run (speech: one voice, one reply). */
export function sample<T>(items: readonly T[]): readonly T[] {
  return SMOKE ? items.slice(0, 1) : items;
}
