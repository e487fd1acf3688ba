// Letter-to-sound rules for words the lexicon lacks (names, slang, typos): a greedy longest-match over
// spelling patterns with a little right context, in the spirit of the NRL rules (Elovitz et al., 1976)
// but far smaller. It aims at a recognisable approximation, not at the dictionary's accuracy; stress
// goes on the first vowel.
import type { Phone, Phoneme } from './phoneme-codes';
import { isVowel } from './phoneme-codes';

/** [spelling, phonemes, right context]: '#' end of word, 'V' a vowel letter, 'C' a consonant letter, 'E' final e after one consonant. */
type Rule = readonly [string, string, string?];

const RULES: readonly Rule[] = [
  ['ches', 'CH IH Z', '#'],
  ['shes', 'SH IH Z', '#'],
  ['xes', 'K S IH Z', '#'],
  ['ses', 'S IH Z', '#'],
  ['tion', 'SH AH N'],
  ['sion', 'ZH AH N'],
  ['ture', 'CH ER'],
  ['ough', 'AO'],
  ['augh', 'AO'],
  ['eigh', 'EY'],
  ['igh', 'AY'],
  ['tch', 'CH'],
  ['dge', 'JH'],
  ['sch', 'S K'],
  ['ould', 'UH D'],
  ['ph', 'F'],
  ['sh', 'SH'],
  ['ch', 'CH'],
  ['th', 'TH'],
  ['wh', 'W'],
  ['ck', 'K'],
  ['ng', 'NG'],
  ['qu', 'K W'],
  ['kn', 'N'],
  ['wr', 'R'],
  ['gh', ''],
  ['mb', 'M', '#'],
  ['ee', 'IY'],
  ['ea', 'IY'],
  ['ai', 'EY'],
  ['ay', 'EY'],
  ['ey', 'EY', '#'],
  ['oa', 'OW'],
  ['oo', 'UW'],
  ['ou', 'AW'],
  ['ow', 'OW', '#'],
  ['ow', 'AW'],
  ['oi', 'OY'],
  ['oy', 'OY'],
  ['au', 'AO'],
  ['aw', 'AO'],
  ['ie', 'IY'],
  ['ei', 'IY'],
  ['ue', 'UW'],
  ['ew', 'UW'],
  ['ui', 'UW'],
  ['ar', 'AA R'],
  ['er', 'ER'],
  ['ir', 'ER'],
  ['ur', 'ER'],
  ['or', 'AO R'],
  ['ed', 'D', '#'],
  ['a', 'EY', 'E'],
  ['e', 'IY', 'E'],
  ['i', 'AY', 'E'],
  ['o', 'OW', 'E'],
  ['u', 'UW', 'E'],
  ['y', 'IY', '#'],
  ['y', 'Y', 'V'],
  ['y', 'IH'],
  ['a', 'AE'],
  ['e', '', '#'],
  ['e', 'EH'],
  ['i', 'IH'],
  ['o', 'AA'],
  ['u', 'AH'],
  ['c', 'S', 'F'],
  ['c', 'K'],
  ['g', 'JH', 'F'],
  ['g', 'G'],
  ['x', 'K S'],
  ['j', 'JH'],
  ['q', 'K'],
  ['s', 'Z', '#'],
  ['b', 'B'],
  ['d', 'D'],
  ['f', 'F'],
  ['h', 'HH'],
  ['k', 'K'],
  ['l', 'L'],
  ['m', 'M'],
  ['n', 'N'],
  ['p', 'P'],
  ['r', 'R'],
  ['s', 'S'],
  ['t', 'T'],
  ['v', 'V'],
  ['w', 'W'],
  ['z', 'Z'],
];

const VOWEL_LETTERS = /[aeiouy]/;
const FRONT = /[eiy]/;

function contextHolds(ctx: string | undefined, rest: string, word: string): boolean {
  if (!ctx) return true;
  const next = rest[0] ?? '';
  switch (ctx) {
    case '#':
      return rest.length === 0;
    case 'V':
      return VOWEL_LETTERS.test(next);
    case 'C':
      return next !== '' && !VOWEL_LETTERS.test(next);
    case 'F':
      return FRONT.test(next);
    case 'E':
      // "make", "hope": a vowel, one consonant, a final e (not the word's only vowel being that e).
      return /^[^aeiouy]e$/.test(rest) && word.length > 2;
    default:
      return false;
  }
}

export function letterToPhones(word: string): Phone[] {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  const phones: Phone[] = [];
  let i = 0;
  let stressed = false;
  while (i < w.length) {
    const rest = w.slice(i);
    const rule = RULES.find(
      ([spelling, , ctx]) => rest.startsWith(spelling) && contextHolds(ctx, rest.slice(spelling.length), w),
    );
    if (!rule) {
      i++;
      continue;
    }
    for (const p of rule[1].split(' ').filter(Boolean)) {
      const phoneme = p as Phoneme;
      const vowel = isVowel(phoneme);
      phones.push({ phoneme, stress: vowel && !stressed ? 1 : 0 });
      if (vowel) stressed = true;
    }
    i += rule[0].length;
  }
  // Doubled consonant letters ("ll", "ss") give one sound.
  return phones.filter((p, k) => k === 0 || isVowel(p.phoneme) || p.phoneme !== phones[k - 1]?.phoneme);
}
