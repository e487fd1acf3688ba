// Which writing system a message is in: counts letters per script, so detection and matching know which
// languages' data can apply. Digits, punctuation, emoji and spaces count for none.
export type Script =
  | 'latin'
  | 'cyrillic'
  | 'arabic'
  | 'hebrew'
  | 'devanagari'
  | 'han'
  | 'kana'
  | 'hangul'
  | 'other';

/** Code point ranges per script (letters and their marks); checked in order. */
const RANGES: readonly (readonly [Exclude<Script, 'other'>, number, number])[] = [
  ['latin', 0x41, 0x5a],
  ['latin', 0x61, 0x7a],
  ['latin', 0xc0, 0x24f],
  ['latin', 0x1e00, 0x1eff],
  ['cyrillic', 0x400, 0x52f],
  ['hebrew', 0x591, 0x5f4],
  ['arabic', 0x600, 0x6ff],
  ['arabic', 0x750, 0x77f],
  ['devanagari', 0x900, 0x97f],
  ['hangul', 0x1100, 0x11ff],
  ['kana', 0x3040, 0x30ff],
  ['hangul', 0x3130, 0x318f],
  ['han', 0x3400, 0x4dbf],
  ['han', 0x4e00, 0x9fff],
  ['hangul', 0xac00, 0xd7af],
  ['han', 0xf900, 0xfaff],
  ['hebrew', 0xfb1d, 0xfb4f],
  ['arabic', 0xfb50, 0xfdff],
  ['arabic', 0xfe70, 0xfeff],
  ['kana', 0xff66, 0xff9f],
];

function scriptOf(cp: number): Script | null {
  if (cp < 0x80) return (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a) ? 'latin' : null;
  for (const [s, lo, hi] of RANGES) if (cp >= lo && cp <= hi) return s;
  return cp > 0x7f && LETTER.test(String.fromCodePoint(cp)) ? 'other' : null;
}
const LETTER = /\p{L}/u;

export type ScriptCounts = Record<Script, number>;

export function scriptCounts(text: string): ScriptCounts {
  const counts: ScriptCounts = {
    latin: 0,
    cyrillic: 0,
    arabic: 0,
    hebrew: 0,
    devanagari: 0,
    han: 0,
    kana: 0,
    hangul: 0,
    other: 0,
  };
  for (const ch of text) {
    const s = scriptOf(ch.codePointAt(0) ?? 0);
    if (s !== null) counts[s]++;
  }
  return counts;
}

/** The script with most letters; Japanese kanji count with kana when any kana is present. */
export function dominantScript(c: ScriptCounts): Script | null {
  const merged: ScriptCounts = c.kana > 0 ? { ...c, kana: c.kana + c.han, han: 0 } : c;
  let best: Script | null = null;
  let most = 0;
  for (const [s, n] of Object.entries(merged) as [Script, number][]) {
    if (n > most) {
      best = s;
      most = n;
    }
  }
  return best;
}

export const letterCount = (c: ScriptCounts): number => Object.values(c).reduce((a, b) => a + b, 0);
