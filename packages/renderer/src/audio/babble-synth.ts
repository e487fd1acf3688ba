// Renders a speech plan as audio: per syllable, a band-limited glottal source (wave-table, pitch gliding
// through the note) through a cascade of three formant resonators (Klatt-style two-pole filters), with a
// smooth raised-cosine envelope; fricative and plosive onsets add shaped noise. No phoneme accuracy is
// attempted: the words are carried by the captions, the voice only has to sound like speech.
import type { SyllableNote } from './babble-plan';
import type { Vowel } from './text-units';
import { sourceTables, type VoiceParams, WAVE_TABLE_SIZE } from './voices';

/** F1–F3 (Hz) of an adult male vowel (a, e, i, o, u, schwa); voices scale them. */
const FORMANTS: readonly (readonly [number, number, number])[] = [
  [730, 1090, 2440],
  [530, 1840, 2480],
  [300, 2200, 2950],
  [570, 840, 2410],
  [320, 900, 2240],
  [500, 1500, 2500],
];
const SONORANT: readonly [number, number, number] = [300, 1200, 2500];
const BANDWIDTHS = [80, 100, 150] as const;
const COEFF_STEP = 16; // samples between filter-coefficient updates while formants glide
const FRICATIVE_LEVEL = 0.35;
const PLOSIVE_LEVEL = 0.6;

export function renderBabble(
  notes: readonly SyllableNote[],
  voice: VoiceParams,
  out: Float32Array,
  sampleRate: number,
  random: () => number,
): void {
  const tables = sourceTables(voice.tilt);
  for (const note of notes) {
    const peakF0 = voice.pitch * Math.max(note.pitchFrom, note.pitchTo);
    const table = (tables.find((t) => t.harmonics * peakF0 < 0.45 * sampleRate) ?? tables[tables.length - 1])
      ?.table;
    if (table) renderNote(out, note, voice, sampleRate, table, random);
  }
}

function renderNote(
  out: Float32Array,
  note: SyllableNote,
  voice: VoiceParams,
  sr: number,
  table: Float32Array,
  random: () => number,
): void {
  const s0 = Math.round(note.start * sr);
  const len = Math.min(Math.round(note.duration * sr), out.length - s0);
  if (len <= 0) return;
  const target = (FORMANTS[note.vowel as Vowel] ?? FORMANTS[5]) as readonly number[];
  const scale = voice.formantScale;
  // Where the vowel starts (fraction of the note) and the noise burst that precedes it.
  let voiceStart = 0;
  let noiseFrom = 0;
  let noiseTo = 0;
  let noiseLevel = 0;
  let from: readonly number[] = target;
  if (note.onset === 1) from = SONORANT;
  if (note.onset === 2) {
    voiceStart = 0.12;
    noiseFrom = 0.06;
    noiseTo = 0.06 + 0.015 / note.duration;
    noiseLevel = PLOSIVE_LEVEL;
    from = [target[0] ?? 500, 1700, target[2] ?? 2500];
  }
  if (note.onset === 3) {
    voiceStart = 0.25;
    noiseTo = 0.34;
    noiseLevel = FRICATIVE_LEVEL;
    from = [target[0] ?? 500, 1600, target[2] ?? 2500];
  }
  const f0a = (voice.pitch * note.pitchFrom) / sr;
  const f0b = (voice.pitch * note.pitchTo) / sr;
  const amp = note.stressed ? 1 : 0.8;
  const breath = voice.breath;
  let phase = random();
  let seed = (random() * 0xffffffff) | 1;
  let y11 = 0;
  let y12 = 0;
  let y21 = 0;
  let y22 = 0;
  let y31 = 0;
  let y32 = 0;
  let a1 = 0;
  let b1 = 0;
  let c1 = 0;
  let a2 = 0;
  let b2 = 0;
  let c2 = 0;
  let a3 = 0;
  let b3 = 0;
  let c3 = 0;
  let prevNoise = 0;
  const invLen = 1 / len;
  const attack = 0.22 * (1 - voiceStart);
  for (let i = 0; i < len; i++) {
    const x = i * invLen;
    if (i % COEFF_STEP === 0) {
      // Formants glide from the onset's locus to the vowel over the first 35% of the note.
      const g = Math.min(1, x / 0.35);
      const glide = g * g * (3 - 2 * g);
      [a1, b1, c1] = resonator(
        ((from[0] ?? 0) + ((target[0] ?? 0) - (from[0] ?? 0)) * glide) * scale,
        BANDWIDTHS[0],
        sr,
      );
      [a2, b2, c2] = resonator(
        ((from[1] ?? 0) + ((target[1] ?? 0) - (from[1] ?? 0)) * glide) * scale,
        BANDWIDTHS[1],
        sr,
      );
      [a3, b3, c3] = resonator(
        ((from[2] ?? 0) + ((target[2] ?? 0) - (from[2] ?? 0)) * glide) * scale,
        BANDWIDTHS[2],
        sr,
      );
    }
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    const noise = seed / 2147483648;
    let source = 0;
    if (x >= voiceStart) {
      phase += f0a + (f0b - f0a) * x;
      if (phase >= 1) phase -= 1;
      const u = (x - voiceStart) / attack;
      const r = (1 - x) / 0.3;
      const env =
        (u < 1 ? 0.5 - 0.5 * Math.cos(Math.PI * u) : 1) * (r < 1 ? 0.5 - 0.5 * Math.cos(Math.PI * r) : 1);
      source = ((table[(phase * WAVE_TABLE_SIZE) | 0] ?? 0) + breath * noise) * env * amp;
    }
    const f1 = a1 * source + b1 * y11 + c1 * y12;
    y12 = y11;
    y11 = f1;
    const f2 = a2 * f1 + b2 * y21 + c2 * y22;
    y22 = y21;
    y21 = f2;
    const f3 = a3 * f2 + b3 * y31 + c3 * y32;
    y32 = y31;
    y31 = f3;
    let sample = f3;
    if (x >= noiseFrom && x < noiseTo) {
      // Frication: differentiated (high-passed) white noise under a raised-cosine window.
      const w = Math.sin((Math.PI * (x - noiseFrom)) / (noiseTo - noiseFrom));
      sample += (noise - prevNoise) * noiseLevel * w * w;
    }
    prevNoise = noise;
    const k = s0 + i;
    out[k] = (out[k] ?? 0) + sample;
  }
}

/** Two-pole resonator coefficients [a, b, c] for y = a·x + b·y1 + c·y2, unity gain at DC. */
function resonator(freq: number, bandwidth: number, sr: number): [number, number, number] {
  const r = Math.exp((-Math.PI * bandwidth) / sr);
  const c = -r * r;
  const b = 2 * r * Math.cos((2 * Math.PI * Math.min(freq, 0.45 * sr)) / sr);
  return [1 - b - c, b, c];
}
