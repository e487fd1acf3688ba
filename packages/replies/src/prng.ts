// Seeded randomness for reply composition. Replies must be reproducible for a given (message, verdict,
// seed, avoid), so nothing here reads Math.random or the clock.

/** FNV-1a over UTF-16 code units: a cheap, stable 32-bit hash for mixing the message into the seed. */
export function hashString(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and well distributed enough for choosing between a handful of sentences. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, int, pick };
}

/** Folds any number (including negatives and fractions) and extra strings into one 32-bit seed. */
export function mixSeed(seed: number, ...parts: string[]): number {
  const base = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  let hash = hashString(String(base));
  for (const part of parts) hash = hashString(part, hash ^ 0x9e3779b9);
  return hash;
}
