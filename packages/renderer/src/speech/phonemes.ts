// What each phoneme is to the synthesiser and to the mouth: its manner, formant targets (adult male,
// from Klatt 1980 and Peterson & Barney; voices scale them), inherent duration, voicing, where its noise
// sits, and its viseme. Diphthongs glide to a second target; consonant formants are the loci that the
// neighbouring vowels' transitions start from or head to.
import type { Phoneme } from './phoneme-codes';

export type Manner = 'vowel' | 'stop' | 'fricative' | 'affricate' | 'nasal' | 'liquid' | 'glide' | 'aspirate';
/** Mouth shapes: rest, closed lips, lip on teeth, rounded, open, mid-open, spread. */
export type Viseme = 'rest' | 'closed' | 'lipTeeth' | 'rounded' | 'open' | 'mid' | 'spread';

export interface PhonemeSpec {
  manner: Manner;
  voiced: boolean;
  /** F1–F3 targets (Hz). */
  f: readonly [number, number, number];
  /** Diphthongs: the F1–F3 the vowel glides to. */
  to?: readonly [number, number, number];
  /** Inherent duration (ms) in stressed, phrase-medial position. */
  ms: number;
  /** Frication or burst noise: centre frequency (Hz), bandwidth and level (0..1); 0 = none. */
  noiseHz: number;
  noiseBw: number;
  noise: number;
  /** Flat (bypass) share of the frication, for the diffuse f/th/v/dh and labial bursts. */
  flat: number;
  viseme: Viseme;
}

const V = (
  f: [number, number, number],
  ms: number,
  viseme: Viseme,
  to?: [number, number, number],
): PhonemeSpec => ({
  manner: 'vowel',
  voiced: true,
  f,
  ms,
  noiseHz: 0,
  noiseBw: 0,
  noise: 0,
  flat: 0,
  viseme,
  ...(to ? { to } : {}),
});
const C = (
  manner: Manner,
  voiced: boolean,
  f: [number, number, number],
  ms: number,
  viseme: Viseme,
  noiseHz = 0,
  noiseBw = 0,
  noise = 0,
  flat = 0,
): PhonemeSpec => ({ manner, voiced, f, ms, noiseHz, noiseBw, noise, flat, viseme });

export const PHONEMES: Readonly<Record<Phoneme, PhonemeSpec>> = {
  IY: V([310, 2200, 2960], 150, 'spread'),
  IH: V([400, 1850, 2570], 120, 'spread'),
  EY: V([480, 1850, 2550], 190, 'mid', [330, 2200, 2650]),
  EH: V([560, 1700, 2500], 140, 'mid'),
  AE: V([680, 1650, 2450], 200, 'open'),
  AA: V([720, 1150, 2600], 200, 'open'),
  AO: V([590, 900, 2550], 200, 'rounded'),
  OW: V([540, 1050, 2350], 190, 'rounded', [420, 850, 2300]),
  UH: V([450, 1100, 2350], 120, 'rounded'),
  UW: V([350, 1250, 2200], 170, 'rounded', [320, 900, 2200]),
  AH: V([620, 1220, 2550], 120, 'mid'),
  ER: V([470, 1300, 1600], 170, 'mid'),
  AY: V([680, 1200, 2550], 230, 'open', [420, 1950, 2550]),
  AW: V([680, 1250, 2550], 230, 'open', [440, 950, 2350]),
  OY: V([550, 900, 2450], 240, 'rounded', [380, 1850, 2500]),
  P: C('stop', false, [250, 900, 2100], 90, 'closed', 900, 1600, 0.5, 0.6),
  B: C('stop', true, [250, 900, 2100], 75, 'closed', 900, 1600, 0.35, 0.6),
  T: C('stop', false, [280, 1750, 2700], 80, 'mid', 4200, 2000, 0.9, 0.1),
  D: C('stop', true, [280, 1750, 2700], 65, 'mid', 4200, 2000, 0.6, 0.1),
  K: C('stop', false, [300, 1950, 2500], 85, 'mid', 2100, 900, 0.9, 0),
  G: C('stop', true, [300, 1950, 2500], 70, 'mid', 2100, 900, 0.6, 0),
  CH: C('affricate', false, [300, 1850, 2750], 110, 'rounded', 2800, 1400, 0.75, 0),
  JH: C('affricate', true, [300, 1850, 2750], 90, 'rounded', 2800, 1400, 0.5, 0),
  F: C('fricative', false, [340, 1100, 2100], 100, 'lipTeeth', 6000, 4000, 0.25, 0.8),
  V: C('fricative', true, [300, 1100, 2100], 65, 'lipTeeth', 6000, 4000, 0.15, 0.8),
  TH: C('fricative', false, [320, 1400, 2540], 95, 'spread', 5500, 4000, 0.22, 0.8),
  DH: C('fricative', true, [300, 1400, 2540], 50, 'spread', 5500, 4000, 0.12, 0.8),
  S: C('fricative', false, [320, 1500, 2600], 110, 'spread', 5800, 1800, 0.25, 0),
  Z: C('fricative', true, [300, 1500, 2600], 80, 'spread', 5800, 1800, 0.16, 0),
  SH: C('fricative', false, [300, 1850, 2750], 115, 'rounded', 2800, 1400, 1.2, 0),
  ZH: C('fricative', true, [300, 1850, 2750], 75, 'rounded', 2800, 1400, 0.7, 0),
  HH: C('aspirate', false, [0, 0, 0], 70, 'mid'),
  M: C('nasal', true, [280, 1000, 2200], 80, 'closed'),
  N: C('nasal', true, [280, 1600, 2600], 65, 'mid'),
  NG: C('nasal', true, [280, 2000, 2600], 85, 'mid'),
  L: C('liquid', true, [340, 1050, 2800], 70, 'mid'),
  R: C('liquid', true, [330, 1100, 1450], 70, 'rounded'),
  W: C('glide', true, [290, 650, 2200], 70, 'rounded'),
  Y: C('glide', true, [270, 2150, 3000], 65, 'spread'),
};
