// Phoneme timeline: lays a normalised transcript's phonemes on a time axis with durations from
// Klatt-style rules (inherent duration, shorter when unstressed or clustered, longer before a pause) and
// a pitch contour: declination through each phrase, a lift on stressed syllables, a fall at the end of a
// statement, a rise at the end of a yes/no question (wh-questions fall) and a slight rise before a comma.
import { pronounce } from './lexicon';
import { isVowel, type Phoneme } from './phoneme-codes';
import { PHONEMES } from './phonemes';
import type { NormalisedWord, Pause } from './text-normalise';

export interface Segment {
  /** 'pause' is silence between phrases. */
  phoneme: Phoneme | 'pause';
  start: number; // seconds
  dur: number;
  stress: 0 | 1 | 2;
  /** Pitch at the segment's start and end, as multiples of the voice's mean pitch. */
  f0From: number;
  f0To: number;
}

export interface Timeline {
  segments: Segment[];
  words: { text: string; start: number; end: number }[];
  duration: number;
}

export const LEAD_IN = 0.2;
const TAIL = 0.3;
/** Overall tempo: inherent durations are multiplied by this. */
const RATE = 0.95;
const PAUSE_SECONDS: Readonly<Record<Pause, number>> = {
  none: 0,
  comma: 0.22,
  sentence: 0.42,
  question: 0.42,
};
const YES_NO_STARTERS = new Set(
  "am is are was were do does did can could would will shall should have has had may might must is isn't aren't don't doesn't didn't won't wouldn't can't couldn't".split(
    ' ',
  ),
);
export const MIN_CLIP_SECONDS = 1.5;

function durationMs(
  ph: Phoneme,
  stress: number,
  prev: Phoneme | undefined,
  next: Phoneme | undefined,
  final: boolean,
): number {
  const spec = PHONEMES[ph];
  let ms = spec.ms;
  if (isVowel(ph)) {
    if (stress === 0) ms = Math.max(55, ms * 0.6);
    else if (stress === 2) ms *= 0.85;
    if (final) ms *= 1.45;
    // Vowels are longer before voiced consonants ("bead" vs "beat").
    if (next && !isVowel(next) && PHONEMES[next].voiced) ms *= 1.12;
  } else {
    const clustered = (prev && !isVowel(prev)) || (next && !isVowel(next));
    if (clustered) ms *= 0.8;
    if (final) ms *= 1.2;
  }
  return ms * RATE;
}

export function buildTimeline(words: readonly NormalisedWord[], maxSeconds: number): Timeline {
  const cap = Math.max(MIN_CLIP_SECONDS, Number.isFinite(maxSeconds) ? maxSeconds : MIN_CLIP_SECONDS);
  const segments: Segment[] = [];
  const timed: Timeline['words'] = [];
  let t = LEAD_IN;
  let phraseFrom = 0; // index of the phrase's first segment
  let sentenceFirst = words[0]?.spoken[0] ?? '';
  let truncated = false;
  for (let wi = 0; wi < words.length; wi++) {
    const word = words[wi] as NormalisedWord;
    const last = wi === words.length - 1;
    const phones = word.spoken.flatMap((w) => pronounce(w));
    const pausing = word.pause !== 'none' || last;
    let lastVowel = -1;
    phones.forEach((p, i) => {
      if (isVowel(p.phoneme)) lastVowel = i;
    });
    const planned: Segment[] = [];
    let u = t;
    phones.forEach((p, i) => {
      const final = pausing && lastVowel >= 0 && i >= lastVowel;
      const dur =
        durationMs(p.phoneme, p.stress, phones[i - 1]?.phoneme, phones[i + 1]?.phoneme, final) / 1000;
      const lift = isVowel(p.phoneme) && p.stress === 1 && phones.length > 0 ? 1.07 : 1;
      planned.push({ phoneme: p.phoneme, start: u, dur, stress: p.stress, f0From: lift, f0To: lift });
      u += dur;
    });
    if (u + TAIL > cap) {
      truncated = true;
      break;
    }
    segments.push(...planned);
    if (planned.length > 0) timed.push({ text: word.text, start: t, end: u });
    else if (word.text.trim()) timed.push({ text: word.text, start: t, end: t });
    t = u;
    if (pausing) {
      const yesNo = word.pause === 'question' && YES_NO_STARTERS.has(sentenceFirst);
      shapePhrase(segments, phraseFrom, last && word.pause === 'none' ? 'sentence' : word.pause, yesNo);
      if (!last && word.pause !== 'none') {
        segments.push({
          phoneme: 'pause',
          start: t,
          dur: PAUSE_SECONDS[word.pause],
          stress: 0,
          f0From: 1,
          f0To: 1,
        });
        t += PAUSE_SECONDS[word.pause];
      }
      phraseFrom = segments.length;
      if (word.pause === 'sentence' || word.pause === 'question')
        sentenceFirst = words[wi + 1]?.spoken[0] ?? '';
    }
  }
  const lastWord = timed[timed.length - 1];
  if (truncated && lastWord) {
    lastWord.text = `${lastWord.text.replace(/[\s,.;:!?…\-–—]+$/u, '')}…`;
    shapePhrase(segments, phraseFrom, 'sentence', false);
  }
  const spoken = lastWord ? t + TAIL : 0;
  return { segments, words: timed, duration: Math.min(cap, Math.max(MIN_CLIP_SECONDS, spoken)) };
}

/** Declination from the phrase's start to its end, then its final contour. */
function shapePhrase(segments: Segment[], from: number, pause: Pause, yesNo: boolean): void {
  const end = segments.length;
  if (end <= from) return;
  const t0 = segments[from]?.start ?? 0;
  const last = segments[end - 1] as Segment;
  const span = Math.max(0.3, last.start + last.dur - t0);
  for (let i = from; i < end; i++) {
    const s = segments[i] as Segment;
    const decl = (x: number) => 1.1 - 0.2 * ((x - t0) / span);
    s.f0From *= decl(s.start);
    s.f0To *= decl(s.start + s.dur);
  }
  // The contour lands on the last stressed vowel and runs to the phrase's end.
  let k = end - 1;
  while (k > from && !(isVowelSeg(segments[k]) && (segments[k] as Segment).stress > 0)) k--;
  const nucleus = segments[k] as Segment;
  const tail = segments.slice(k, end);
  const t1 = nucleus.start;
  const t2 = last.start + last.dur;
  const shape = (x: number): number => {
    const q = (x - t1) / Math.max(0.05, t2 - t1);
    if (pause === 'question' && yesNo) return nucleus.f0From * (1 + 0.9 * q ** 1.5);
    if (pause === 'comma') return nucleus.f0From * (1 + 0.06 * q);
    return nucleus.f0From * (1 - 0.25 * Math.sqrt(Math.max(0, q)));
  };
  for (const s of tail) {
    s.f0From = shape(s.start);
    s.f0To = shape(s.start + s.dur);
  }
}

const isVowelSeg = (s: Segment | undefined) => s !== undefined && s.phoneme !== 'pause' && isVowel(s.phoneme);
