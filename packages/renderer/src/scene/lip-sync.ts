// Lip sync from the phoneme timeline: each video frame shows the viseme of the phonemes sounding during
// it. Coarticulation: tongue consonants (t d k g n l h …), which the lips do not show, take the shape of
// the vowel they lead into (so the lips round early before "oo"), unstressed open vowels open only
// half-way, and a lip closure (p b m) or lip-on-teeth (f v) anywhere in a frame wins that frame, since
// a missed closure is what viewers notice most. Silence is the resting mouth.
import type { TimedPhoneme } from '../audio/speech-track';
import { isVowel, type Phoneme } from '../speech/phoneme-codes';
import { PHONEMES, type Viseme } from '../speech/phonemes';
import type { MouthShape } from './avatar-art';

const SHAPE: Readonly<Record<Viseme, MouthShape>> = {
  rest: 0,
  mid: 2,
  open: 3,
  closed: 4,
  lipTeeth: 5,
  rounded: 6,
  spread: 7,
};

/** The viseme each phoneme shows in its context. */
export function visemesInContext(phonemes: readonly TimedPhoneme[]): Viseme[] {
  const own = phonemes.map((p) => PHONEMES[p.phoneme as Phoneme]?.viseme ?? 'rest');
  return phonemes.map((p, i) => {
    const ph = p.phoneme as Phoneme;
    const spec = PHONEMES[ph];
    if (!spec) return 'rest';
    if (isVowel(ph)) return spec.viseme === 'open' && p.stress === 0 ? 'mid' : spec.viseme;
    if (spec.viseme !== 'mid') return spec.viseme;
    // A tongue consonant: the next vowel within 0.25 s decides, else the previous one, else mid.
    for (const dir of [1, -1]) {
      for (let j = i + dir; j >= 0 && j < phonemes.length; j += dir) {
        const q = phonemes[j] as TimedPhoneme;
        if (Math.abs(q.start - p.start) > 0.25) break;
        if (isVowel(q.phoneme as Phoneme)) {
          const v = own[j] as Viseme;
          return v === 'open' ? 'mid' : v;
        }
      }
    }
    return 'mid';
  });
}

/** One mouth shape per frame; frame i is the interval [i/fps, (i+1)/fps). */
export function mouthFromPhonemes(
  phonemes: readonly TimedPhoneme[],
  frameCount: number,
  fps: number,
): Uint8Array {
  const visemes = visemesInContext(phonemes);
  const out = new Uint8Array(frameCount);
  let from = 0;
  for (let i = 0; i < frameCount; i++) {
    const t0 = i / fps;
    const t1 = (i + 1) / fps;
    while (from < phonemes.length && (phonemes[from] as TimedPhoneme).end <= t0) from++;
    const weight = new Map<Viseme, number>();
    let lips: Viseme | null = null;
    for (let j = from; j < phonemes.length; j++) {
      const p = phonemes[j] as TimedPhoneme;
      if (p.start >= t1) break;
      const v = visemes[j] as Viseme;
      if (v === 'closed' || (v === 'lipTeeth' && lips !== 'closed')) lips = v;
      const overlap = Math.min(t1, p.end) - Math.max(t0, p.start);
      const w = overlap * (isVowel(p.phoneme as Phoneme) ? 1.5 : 1);
      weight.set(v, (weight.get(v) ?? 0) + w);
    }
    let best: Viseme = 'rest';
    let bestW = 0.25 / fps; // less than a quarter of the frame sounding: rest
    for (const [v, w] of weight) {
      if (w > bestW) {
        best = v;
        bestW = w;
      }
    }
    out[i] = SHAPE[lips ?? best];
  }
  return out;
}
