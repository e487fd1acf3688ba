// Text normalisation: splits a transcript into the words shown in captions, each with the words to be
// spoken for it (numbers, times like "3am", ordinals, common abbreviations and symbols spelt out) and the
// pause that follows it. It does not guess meaning: "St." is "saint", "Dr." is "doctor".

export type Pause = 'none' | 'comma' | 'sentence' | 'question';

export interface NormalisedWord {
  /** The token as written (punctuation kept), shown in captions. */
  text: string;
  /** Lower-case words to pronounce; empty for punctuation-only tokens. */
  spoken: string[];
  pause: Pause;
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL: Readonly<Record<string, string>> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};
/** Every word numbers are spoken with (the lexicon builder keeps them all). */
export const numberWords: readonly string[] = [
  ...ONES,
  ...TENS.filter(Boolean),
  'hundred',
  'thousand',
  'million',
  'billion',
  'point',
  'minus',
  'first',
  'second',
  'third',
  'fifth',
  'eighth',
  'ninth',
  'twelfth',
  'percent',
  'dollars',
  'pounds',
  'ay',
  'pee',
  'em',
  'oh',
  "o'clock",
];
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  'dr.': 'doctor',
  'mr.': 'mister',
  'mrs.': 'missus',
  'ms.': 'miz',
  'st.': 'saint',
  'e.g.': 'for example',
  'i.e.': 'that is',
  'etc.': 'et cetera',
  'vs.': 'versus',
  'approx.': 'about',
  'min.': 'minutes',
  mins: 'minutes',
  hrs: 'hours',
  hr: 'hour',
  yr: 'year',
  yrs: 'years',
  tv: 'tee vee',
  ok: 'okay',
  omg: 'oh my god',
  idk: 'i do not know',
  tbh: 'to be honest',
  pls: 'please',
  thx: 'thanks',
  u: 'you',
  pm: 'pee em',
  'p.m.': 'pee em',
  'a.m.': 'ay em',
  ur: 'your',
  'w/': 'with',
  '&': 'and',
  '+': 'plus',
  '=': 'equals',
  '%': 'percent',
};

/** 0 ≤ n < 10^12 in words. */
export function spellNumber(n: number): string[] {
  if (!Number.isFinite(n) || n < 0 || n >= 1e12) return [];
  n = Math.floor(n);
  if (n < 20) return [ONES[n] as string];
  if (n < 100) return [TENS[Math.floor(n / 10)] as string, ...(n % 10 ? [ONES[n % 10] as string] : [])];
  if (n < 1000) {
    const rest = n % 100;
    return [ONES[Math.floor(n / 100)] as string, 'hundred', ...(rest ? ['and', ...spellNumber(rest)] : [])];
  }
  for (const [size, name] of [
    [1e9, 'billion'],
    [1e6, 'million'],
    [1e3, 'thousand'],
  ] as const) {
    if (n >= size) {
      const rest = n % size;
      return [
        ...spellNumber(Math.floor(n / size)),
        name,
        ...(rest ? (rest < 100 ? ['and'] : []).concat(spellNumber(rest)) : []),
      ];
    }
  }
  return [];
}

function ordinal(words: string[]): string[] {
  const last = words[words.length - 1] ?? '';
  const head = words.slice(0, -1);
  if (ORDINAL[last]) return [...head, ORDINAL[last] as string];
  if (last.endsWith('y')) return [...head, `${last.slice(0, -1)}ieth`];
  return [...head, `${last}th`];
}

/** The spoken form of one token's core (no surrounding punctuation). */
function speak(core: string): string[] {
  const lower = core.toLowerCase();
  const abbr = ABBREVIATIONS[lower] ?? ABBREVIATIONS[`${lower}.`];
  if (abbr) return abbr.split(' ');
  let m = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/.exec(lower);
  if (m) {
    const minutes = Number(m[2] ?? 0);
    const mins = minutes === 0 ? [] : minutes < 10 ? ['oh', ...spellNumber(minutes)] : spellNumber(minutes);
    return [...spellNumber(Number(m[1])), ...mins, m[3] === 'a' ? 'ay' : 'pee', 'em'];
  }
  m = /^(\d{1,2}):(\d{2})$/.exec(lower);
  if (m) {
    const minutes = Number(m[2]);
    const mins =
      minutes === 0 ? ["o'clock"] : minutes < 10 ? ['oh', ...spellNumber(minutes)] : spellNumber(minutes);
    return [...spellNumber(Number(m[1])), ...mins];
  }
  m = /^(\d+)(st|nd|rd|th)$/.exec(lower);
  if (m) return ordinal(spellNumber(Number(m[1])));
  m = /^([$£€])?(\d[\d,]*)(?:\.(\d+))?(%)?$/.exec(lower);
  if (m) {
    const whole = spellNumber(Number((m[2] as string).replace(/,/g, '')));
    const frac = m[3] ? ['point', ...[...m[3]].map((d) => ONES[Number(d)] as string)] : [];
    const unit = m[4] ? ['percent'] : m[1] === '$' ? ['dollars'] : m[1] ? ['pounds'] : [];
    return [...whole, ...frac, ...unit];
  }
  const out: string[] = [];
  // Split letters from digits and symbols ("24/7", "x2"); keep apostrophes inside words.
  for (const part of lower
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[a-z]+(?:'[a-z]+)*|\d+|[&+=%]/g) ?? []) {
    if (/^\d/.test(part)) out.push(...spellNumber(Number(part)));
    else out.push(...(ABBREVIATIONS[part]?.split(' ') ?? [part.replace(/'s$/, "'s")]));
  }
  return out;
}

function pauseAfter(token: string): Pause {
  const tail = /[^\p{L}\p{N}%]*$/u.exec(token)?.[0] ?? '';
  if (tail.includes('?')) return 'question';
  if (/[.!…]/.test(tail)) return 'sentence';
  if (/[,;:\-–—()]/.test(tail)) return 'comma';
  return 'none';
}

export function normaliseText(text: string): NormalisedWord[] {
  const tokens = text
    .normalize('NFC')
    .replace(/[’‘]/g, "'")
    .split(/\s+/u)
    .filter((t) => t.length > 0);
  return tokens.map((token) => {
    const lower = token.toLowerCase();
    const abbr = ABBREVIATIONS[lower];
    if (abbr && lower.endsWith('.')) return { text: token, spoken: abbr.split(' '), pause: 'none' as Pause };
    const core = token.replace(/^[^\p{L}\p{N}$£€&+=]+|[^\p{L}\p{N}%]+$/gu, '');
    return { text: token, spoken: speak(core), pause: pauseAfter(token) };
  });
}
