// Turns a transcript into spoken units: words with syllables (vowel colour, onset consonant class) and
// the pause that follows each word. A spelling heuristic, not a pronunciation dictionary: it only has to
// give plausible rhythm, so it counts vowel groups and drops a silent final "e".

/** Vowel colour of a syllable nucleus: a, e, i, o, u, or a neutral schwa. */
export type Vowel = 0 | 1 | 2 | 3 | 4 | 5;
export const SCHWA: Vowel = 5;
/** Onset consonant class: none, sonorant (m n l r w y), plosive (p t k b d g), fricative (s f h z …). */
export type Onset = 0 | 1 | 2 | 3;
export type Pause = 'none' | 'comma' | 'sentence' | 'question';

export interface Syllable {
  vowel: Vowel;
  onset: Onset;
}

export interface SpokenWord {
  /** The token as written (punctuation kept), shown in captions. */
  text: string;
  syllables: Syllable[];
  pause: Pause;
}

const VOWELS: Readonly<Record<string, Vowel>> = { a: 0, e: 1, i: 2, o: 3, u: 4, y: 2 };
const ONSETS: Readonly<Record<string, Onset>> = {
  m: 1,
  n: 1,
  l: 1,
  r: 1,
  w: 1,
  y: 1,
  j: 1,
  v: 1,
  p: 2,
  t: 2,
  k: 2,
  b: 2,
  d: 2,
  g: 2,
  q: 2,
  s: 3,
  f: 3,
  h: 3,
  z: 3,
  c: 3,
  x: 3,
};
const MAX_SYLLABLES_PER_WORD = 7;

/** Lower-case ASCII letters of a token (accents stripped), digits kept. */
function foldLetters(token: string): string {
  return token
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function pauseAfter(token: string): Pause {
  const tail = /[^\p{L}\p{N}]*$/u.exec(token)?.[0] ?? '';
  if (tail.includes('?')) return 'question';
  if (/[.!…]/.test(tail)) return 'sentence';
  if (/[,;:\-–—]/.test(tail)) return 'comma';
  return 'none';
}

export function syllablesOf(token: string): Syllable[] {
  const letters = foldLetters(token);
  const out: Syllable[] = [];
  let onset: Onset = 0;
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i] ?? '';
    if (ch >= '0' && ch <= '9') {
      // A digit is read as a word of its own: roughly one syllable.
      out.push({ vowel: (ch.charCodeAt(0) % 5) as Vowel, onset: 2 });
      onset = 0;
      continue;
    }
    const vowel = VOWELS[ch];
    // A word-initial "y" followed by a vowel ("yes") is a consonant.
    const isVowel = vowel !== undefined && !(ch === 'y' && i === 0 && VOWELS[letters[1] ?? ''] !== undefined);
    if (!isVowel) {
      if (onset === 0 || (ONSETS[ch] ?? 0) > onset) onset = ONSETS[ch] ?? 0;
      continue;
    }
    while (VOWELS[letters[i + 1] ?? ''] !== undefined && letters[i + 1] !== 'y') i++; // vowel group
    out.push({ vowel, onset });
    onset = 0;
  }
  // Silent final "e" ("make", "time"), but not "-le" ("little") or "the".
  if (out.length > 1 && /[^aeiouyl]e$/.test(letters)) out.pop();
  if (out.length === 0 && letters.length > 0) out.push({ vowel: SCHWA, onset: 2 });
  return out.slice(0, MAX_SYLLABLES_PER_WORD);
}

/** Splits a transcript on white space; punctuation-only tokens ("—") keep their pause and no syllables. */
export function spokenWords(text: string): SpokenWord[] {
  const tokens = text
    .normalize('NFC')
    .split(/\s+/u)
    .filter((t) => t.length > 0);
  return tokens.map((token) => ({ text: token, syllables: syllablesOf(token), pause: pauseAfter(token) }));
}
