// Timing and intonation of the babble voice: lays the transcript's syllables on a timeline (about 2.5
// words per second, longer syllables before a pause, pauses at punctuation) with a pitch contour that
// declines through a statement, falls at its end and rises at the end of a question.
import { type Onset, SCHWA, type SpokenWord, type Vowel } from './text-units';

export interface SyllableNote {
  start: number; // seconds
  duration: number;
  vowel: Vowel;
  onset: Onset;
  /** Pitch at the start and the end of the syllable, as a multiple of the voice's mean pitch. */
  pitchFrom: number;
  pitchTo: number;
  stressed: boolean;
}

export interface SpeechPlan {
  notes: SyllableNote[];
  words: { text: string; start: number; end: number }[];
  duration: number;
}

const WORDS_PER_SECOND = 2.5;
const SYLLABLE_SECONDS = 0.19;
const WORD_GAP = 0.03;
const PAUSE_SECONDS = { none: 0, comma: 0.25, sentence: 0.5, question: 0.5 } as const;
const LEAD_IN = 0.2;
const TAIL = 0.3;
export const MIN_CLIP_SECONDS = 1.5;

export function planSpeech(
  words: readonly SpokenWord[],
  maxSeconds: number,
  random: () => number,
): SpeechPlan {
  const cap = Math.max(MIN_CLIP_SECONDS, Number.isFinite(maxSeconds) ? maxSeconds : MIN_CLIP_SECONDS);
  // Stretch syllables (within limits) so that the overall rate lands near 2.5 words per second.
  let voiced = 0;
  let pauses = 0;
  words.forEach((w, i) => {
    voiced += w.syllables.length * SYLLABLE_SECONDS + WORD_GAP;
    if (i < words.length - 1) pauses += PAUSE_SECONDS[w.pause];
  });
  const target = words.length / WORDS_PER_SECOND - pauses - LEAD_IN - TAIL;
  const stretch = voiced > 0 ? Math.min(1.35, Math.max(0.8, target / voiced)) : 1;

  const notes: SyllableNote[] = [];
  const timed: SpeechPlan['words'] = [];
  let t = LEAD_IN;
  let phraseStart = 0; // index into notes of the current phrase's first syllable
  let truncated = false;
  for (let wi = 0; wi < words.length; wi++) {
    const word = words[wi] as SpokenWord;
    const last = wi === words.length - 1;
    const before = word.pause !== 'none' || last;
    const n = word.syllables.length;
    const lengths = word.syllables.map(
      (_, si) => SYLLABLE_SECONDS * stretch * (0.9 + 0.2 * random()) * (before && si === n - 1 ? 1.35 : 1),
    );
    const end = t + lengths.reduce((a, b) => a + b, 0);
    if (end + TAIL > cap) {
      truncated = true;
      break;
    }
    const accent = random() < 0.5 || n > 1;
    word.syllables.forEach((s, si) => {
      const stressed = accent && si === 0;
      const duration = lengths[si] ?? SYLLABLE_SECONDS;
      const lift = stressed ? 1.06 + 0.06 * random() : 1;
      notes.push({
        start: t,
        duration,
        // Unstressed syllables of long words drift towards schwa, as in running speech.
        vowel: !stressed && n > 2 && random() < 0.5 ? SCHWA : s.vowel,
        onset: s.onset,
        pitchFrom: lift,
        pitchTo: lift * (0.96 + 0.03 * random()),
        stressed,
      });
      t += duration;
    });
    timed.push({ text: word.text, start: n ? (notes[notes.length - n]?.start ?? t) : t, end: t });
    if (word.pause !== 'none' || last) {
      shapePhraseEnd(notes, phraseStart, word.pause, last);
      phraseStart = notes.length;
    }
    t += WORD_GAP * stretch + (last ? 0 : PAUSE_SECONDS[word.pause]);
  }
  const lastWord = timed[timed.length - 1];
  if (truncated && lastWord) {
    lastWord.text = `${lastWord.text.replace(/[\s,.;:!?…\-–—]+$/u, '')}…`;
    shapePhraseEnd(notes, phraseStart, 'sentence', true);
  }
  const spoken = lastWord ? lastWord.end + TAIL : 0;
  return { notes, words: timed, duration: Math.min(cap, Math.max(MIN_CLIP_SECONDS, spoken)) };
}

/** Declination across the phrase, then the phrase-final contour: fall, continuation rise, or question rise. */
function shapePhraseEnd(
  notes: SyllableNote[],
  from: number,
  pause: SpokenWord['pause'],
  last: boolean,
): void {
  const count = notes.length - from;
  if (count <= 0) return;
  for (let i = from; i < notes.length; i++) {
    const note = notes[i] as SyllableNote;
    const decline = count > 1 ? 1.08 - (0.16 * (i - from)) / (count - 1) : 1;
    note.pitchFrom *= decline;
    note.pitchTo *= decline;
  }
  const final = notes[notes.length - 1];
  if (!final) return;
  const kind = pause === 'none' && last ? 'sentence' : pause;
  if (kind === 'question') {
    const penult = notes[notes.length - 2];
    if (penult && notes.length - 2 >= from) {
      penult.pitchFrom = 1.0;
      penult.pitchTo = 1.12;
    }
    final.pitchFrom = 1.15;
    final.pitchTo = 1.6;
  } else if (kind === 'sentence') {
    final.pitchTo = final.pitchFrom * 0.82;
  } else if (kind === 'comma') {
    final.pitchTo = final.pitchFrom * 1.06;
  }
}
