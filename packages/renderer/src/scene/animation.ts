/**
 * Timing of the face: seeded blinks at natural intervals, and the mouth from the phoneme timeline
 * (lip-sync.ts) or, for speech without one, from loudness.
 * Blinks come every 2–6 s and last ~150 ms (half-closed, closed, half-closed). Mouth levels are
 * quantised and held for a minimum time so the mouth does not flicker and held frames cost nothing.
 * Deterministic for a seed; uses its own small PRNG (mulberry32), never Math.random.
 */
import type { TimedPhoneme } from '../audio/speech-track';
import type { EyeState, FaceState, MouthShape } from './avatar-art';
import { mouthFromPhonemes } from './lip-sync';

export const BLINK_SECONDS = 0.15;
const MOUTH_THRESHOLDS = [0.1, 0.3, 0.55] as const;

export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Start times of blinks within [0, duration). */
export function blinkTimes(seed: number, duration: number): number[] {
  const rng = createRng(seed ^ 0x5bd1e995);
  const times: number[] = [];
  let t = 0.8 + rng() * 2.2;
  while (t < duration) {
    times.push(t);
    t += 2 + rng() * 4;
  }
  return times;
}

export function eyeStateAt(t: number, blinks: readonly number[]): EyeState {
  for (const b of blinks) {
    if (b > t) break;
    const phase = t - b;
    if (phase < BLINK_SECONDS) return phase < 0.04 || phase >= 0.11 ? 1 : 2;
  }
  return 0;
}

export function quantiseLoudness(v: number): MouthShape {
  let level = 0;
  for (const th of MOUTH_THRESHOLDS) if (v >= th) level++;
  return level as MouthShape;
}

/** One mouth level per frame: the frame's mean loudness, quantised, changed only after a hold. */
export function mouthLevels(loudness: (t: number) => number, frameCount: number, fps: number): Uint8Array {
  const out = new Uint8Array(frameCount);
  const minHold = Math.max(1, Math.round(0.08 * fps));
  let current: MouthShape = 0;
  let held = minHold;
  for (let i = 0; i < frameCount; i++) {
    let sum = 0;
    for (let k = 0; k < 4; k++) sum += clamp01(loudness((i + k / 4) / fps));
    const target = quantiseLoudness(sum / 4);
    if (target !== current && held >= minHold) {
      current = target;
      held = 0;
    }
    held++;
    out[i] = current;
  }
  return out;
}

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.max(0, Math.min(1, v)) : 0);

/** Face state for every frame of a clip. */
export function faceTimeline(
  seed: number,
  frameCount: number,
  fps: number,
  loudness: (t: number) => number,
  phonemes?: readonly TimedPhoneme[],
): FaceState[] {
  const blinks = blinkTimes(seed, frameCount / fps);
  // The phoneme timeline when the speech has one; loudness for speech that comes without (TTS MP3).
  const mouth = phonemes
    ? mouthFromPhonemes(phonemes, frameCount, fps)
    : mouthLevels(loudness, frameCount, fps);
  const states: FaceState[] = [];
  for (let i = 0; i < frameCount; i++) {
    states.push({ eyes: eyeStateAt(i / fps, blinks), mouth: (mouth[i] ?? 0) as MouthShape });
  }
  return states;
}
