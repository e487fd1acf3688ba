// Speech loudness for the mouth: levels in dB on a fixed grid, mapped onto 0..1 over the 30 dB below
// the clip's loudest moment, smoothed (quick to open, slower to close) and linearly interpolated.

const RANGE_DB = 30;
const ATTACK_SECONDS = 0.015;
const RELEASE_SECONDS = 0.06;
/** Clips whose loudest moment is below this are silence: the mouth stays shut. */
const SILENCE_DB = -60;

export type Loudness = (t: number) => number;

/**
 * `levelsDb[i]` describes the hop centred at `(i + 0.5) * hopSeconds`; dB relative to full scale.
 * `referenceDb` (default: the loudest hop) maps to 1.
 */
export function loudnessCurve(levelsDb: Float32Array, hopSeconds: number, referenceDb?: number): Loudness {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of levelsDb) max = Math.max(max, v);
  if (referenceDb !== undefined) max = referenceDb;
  const n = levelsDb.length;
  if (n === 0 || max < SILENCE_DB) return () => 0;
  const values = new Float32Array(n);
  const up = 1 - Math.exp(-hopSeconds / ATTACK_SECONDS);
  const down = 1 - Math.exp(-hopSeconds / RELEASE_SECONDS);
  let state = 0;
  for (let i = 0; i < n; i++) {
    const level = Math.min(1, Math.max(0, ((levelsDb[i] ?? SILENCE_DB) - max + RANGE_DB) / RANGE_DB));
    state += (level - state) * (level > state ? up : down);
    values[i] = state;
  }
  return (t: number): number => {
    const x = t / hopSeconds - 0.5;
    if (!(x > 0)) return values[0] ?? 0;
    const i = Math.floor(x);
    if (i >= n - 1) return values[n - 1] ?? 0;
    const a = values[i] ?? 0;
    return a + ((values[i + 1] ?? 0) - a) * (x - i);
  };
}

/** RMS level (dBFS, samples in -1..1) of consecutive hops of `hop` samples. */
export function rmsLevelsDb(samples: Float32Array, hop: number): Float32Array {
  const n = Math.ceil(samples.length / hop);
  const out = new Float32Array(n);
  for (let h = 0; h < n; h++) {
    let sum = 0;
    const end = Math.min(samples.length, (h + 1) * hop);
    for (let i = h * hop; i < end; i++) {
      const s = samples[i] ?? 0;
      sum += s * s;
    }
    out[h] = 10 * Math.log10(sum / Math.max(1, end - h * hop) + 1e-12);
  }
  return out;
}
