// Word → phonemes: the shipped slice of the CMU dictionary first (parsed once, on first use), then
// simple morphology over it ("-s", "-ed", "-ing", "-ly" on a known stem), then the letter rules.
import { LEXICON_DATA } from './data/lexicon-data';
import { letterToPhones } from './letter-rules';
import { decodePhones, type Phone } from './phoneme-codes';

let lexicon: Map<string, string> | null = null;

function entries(): Map<string, string> {
  if (!lexicon) {
    lexicon = new Map();
    for (const entry of LEXICON_DATA.split(' ')) {
      const slash = entry.indexOf('/');
      if (slash > 0) lexicon.set(entry.slice(0, slash), entry.slice(slash + 1));
    }
  }
  return lexicon;
}

const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH', 'S', 'SH', 'CH']);

function withSuffix(word: string): Phone[] | undefined {
  const lex = entries();
  const stem = (s: string) => {
    const code = lex.get(s);
    return code === undefined ? undefined : decodePhones(code);
  };
  const last = (ps: Phone[]) => ps[ps.length - 1]?.phoneme ?? '';
  let m = /^(.+?)(e?s)$/.exec(word);
  if (m) {
    const base = stem(m[1] as string) ?? stem(word.slice(0, -1));
    if (base) {
      const l = last(base);
      if (['S', 'Z', 'SH', 'ZH', 'CH', 'JH'].includes(l))
        return [...base, { phoneme: 'IH', stress: 0 }, { phoneme: 'Z', stress: 0 }];
      return [...base, { phoneme: VOICELESS.has(l) ? 'S' : 'Z', stress: 0 }];
    }
  }
  m = /^(.+?)ed$/.exec(word);
  if (m) {
    const base = stem(m[1] as string) ?? stem(`${m[1]}e`) ?? stem((m[1] as string).replace(/(.)\1$/, '$1'));
    if (base) {
      const l = last(base);
      if (l === 'T' || l === 'D') return [...base, { phoneme: 'IH', stress: 0 }, { phoneme: 'D', stress: 0 }];
      return [...base, { phoneme: VOICELESS.has(l) ? 'T' : 'D', stress: 0 }];
    }
  }
  m = /^(.+?)ing$/.exec(word);
  if (m) {
    const base = stem(m[1] as string) ?? stem(`${m[1]}e`) ?? stem((m[1] as string).replace(/(.)\1$/, '$1'));
    if (base) return [...base, { phoneme: 'IH', stress: 0 }, { phoneme: 'NG', stress: 0 }];
  }
  m = /^(.+?)ly$/.exec(word);
  if (m) {
    const base = stem(m[1] as string);
    if (base) return [...base, { phoneme: 'L', stress: 0 }, { phoneme: 'IY', stress: 0 }];
  }
  return undefined;
}

/** Phonemes of one lower-case word (letters and apostrophes). */
export function pronounce(word: string): Phone[] {
  const code = entries().get(word);
  if (code !== undefined) return decodePhones(code);
  const plain = word.replace(/'/g, '');
  return withSuffix(plain) ?? letterToPhones(plain);
}
