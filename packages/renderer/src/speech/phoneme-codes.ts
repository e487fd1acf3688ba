// ARPAbet phonemes (the CMU dictionary's alphabet) and the one-character codes the shipped lexicon
// stores them as. A vowel's code is followed by its stress digit (0 unstressed, 1 primary, 2 secondary).

export const ARPABET = [
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
  'B',
  'CH',
  'D',
  'DH',
  'F',
  'G',
  'HH',
  'JH',
  'K',
  'L',
  'M',
  'N',
  'NG',
  'P',
  'R',
  'S',
  'SH',
  'T',
  'TH',
  'V',
  'W',
  'Y',
  'Z',
  'ZH',
] as const;
export type Phoneme = (typeof ARPABET)[number];

/** Same order as ARPABET; vowels are the first 15. */
const CODES = 'a@^cWYeREiIoOuUbCdDfghJklmnNprsStTvwyzZ';
export const VOWEL_COUNT = 15;

export interface Phone {
  phoneme: Phoneme;
  /** 0 unstressed, 1 primary, 2 secondary; consonants 0. */
  stress: 0 | 1 | 2;
}

const BY_CODE = new Map<string, Phoneme>(ARPABET.map((p, i) => [CODES[i] as string, p]));
const BY_PHONEME = new Map<string, string>(ARPABET.map((p, i) => [p, CODES[i] as string]));

export function isVowel(p: Phoneme): boolean {
  return ARPABET.indexOf(p) < VOWEL_COUNT;
}

/** "K AE1 T" → compact code; undefined when a symbol is not ARPAbet. */
export function encodeArpabet(pron: string): string | undefined {
  let out = '';
  for (const sym of pron.trim().split(/\s+/)) {
    const m = /^([A-Z]+)([012])?$/.exec(sym);
    const code = m ? BY_PHONEME.get(m[1] as string) : undefined;
    if (!m || code === undefined) return undefined;
    out += code + (isVowel(m[1] as Phoneme) ? (m[2] ?? '0') : '');
  }
  return out;
}

export function decodePhones(code: string): Phone[] {
  const out: Phone[] = [];
  for (let i = 0; i < code.length; i++) {
    const phoneme = BY_CODE.get(code[i] as string);
    if (!phoneme) continue;
    let stress: Phone['stress'] = 0;
    if (isVowel(phoneme)) {
      const d = code[i + 1];
      if (d === '1' || d === '2') stress = Number(d) as 1 | 2;
      i++;
    }
    out.push({ phoneme, stress });
  }
  return out;
}
