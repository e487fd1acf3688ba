// Text normalisation for the rule engine: folds case, accents, emoji, texting shorthand, leetspeak,
// stretched letters and common misspellings into one token stream, and remembers sentence boundaries so
// the rules can join fragments ("I want to. End it.") yet still scope subjects and tense per sentence.
// Slang and firearm names come from the lexicon's data (lexicon/slang.ts, lexicon/means.ts). It decides
// nothing about risk: that is rules.ts and the files it reads.
import { canonicalToken } from './fuzzy';
import { FIREARM_FOLDS } from './lexicon/means';
import { SLANG_BY_WORD, SLANG_PHRASES } from './lexicon/slang';

export interface Normalised {
  /** Tokens without boundaries, joined by single spaces: the string every lexicon regex runs on. */
  flat: string;
  tokens: string[];
  /** Sentence index of each token. */
  sentence: number[];
  /** Char offset of each token in `flat`. */
  offsets: number[];
  /** Evidence about the form of the text (slang, typos, emoji), e.g. "self_harm.slang.kms". */
  notes: string[];
}

// Emoji carry weak signals; they become tokens so regexes can see them. 💀 and 😂 usually mean laughter.
const EMOJI: ReadonlyArray<[RegExp, string]> = [
  [/🔪|🗡️?/gu, ' emo_knife '],
  [/💊|💉/gu, ' emo_pills '],
  [/🪦|⚰️?|⚱️?/gu, ' emo_grave '],
  [/🩸/gu, ' emo_blood '],
  [/🔫/gu, ' emo_gun '],
  [/🪢/gu, ' emo_rope '],
  [/😭|😢|😿|🥺/gu, ' emo_cry '],
  [/😔|😞|😩|😣|😖|☹️?|🙁|💔|😪/gu, ' emo_sad '],
  [/😂|🤣|😆|😹|💀|☠️?/gu, ' emo_laugh '],
];

// Whole-phrase rewrites that must happen before tokenising (apostrophes, hyphens, split compounds).
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\bi'm\b/g, 'i am'],
  [/\bi've\b/g, 'i have'],
  [/\bi'll\b/g, 'i will'],
  [/\bi'd\b/g, 'i would'],
  [/\bcan't\b|\bcannot\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'ll\b/g, ' will'],
  [/'/g, ''],
  [/\bself[\s-]*(harm|injur)/g, 'self$1'],
  [/\b(my|him|her|them|your)\s+(self|selves)\b/g, '$1$2'],
  [/\bw\/o\b/g, 'without'],
  [/\bkill[\s-]*my[\s-]*self\b/g, 'kill myself'],
  [/\bkys (?:my ?self)\b/g, 'kill myself'],
];

// Texting shorthand, applied per token. Negations expand so one negation rule covers every spelling.
const SHORTHAND: Readonly<Record<string, string>> = {
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  wont: 'will not',
  wouldnt: 'would not',
  couldnt: 'could not',
  shouldnt: 'should not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  aint: 'am not',
  gonna: 'going to',
  finna: 'going to',
  wanna: 'want to',
  gotta: 'got to',
  tryna: 'trying to',
  u: 'you',
  ur: 'your',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  tomoz: 'tomorrow',
  tonite: 'tonight',
  tn: 'tonight',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  abt: 'about',
  bout: 'about',
  ppl: 'people',
  ngl: 'honestly',
  tbh: 'honestly',
  idk: 'i do not know',
  idc: 'i do not care',
  fr: 'for real',
  frfr: 'for real',
  selfharming: 'selfharm ing',
  selfharmed: 'selfharm ed',
  selfharms: 'selfharm',
  thru: 'through',
  youre: 'you are',
  theyre: 'they are',
  whats: 'what is',
  thats: 'that is',
  wnat: 'want',
  whant: 'want',
  dieing: 'dying',
  ded: 'dead',
};

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
// Times, doses and counts ("3am", "500mg", "2nd") are words with digits, not leetspeak.
const QUANTITY = /^\d+(?:[.,]\d+)?(?:am|pm|mg|mcg|ml|g|kg|lbs?|st|nd|rd|th|s|h|hrs?|mins?|x|k)$/;
const TO_AFTER = /^(?:want|going|need|have|try|trying|like|wants|ready|about|decided|plan|planning)$/;

export function normalise(raw: string): Normalised {
  const notes: string[] = [];
  let text = raw.normalize('NFKC');
  if (/[A-Z]{4,}/.test(text) && text === text.toUpperCase()) notes.push('form.all_caps');
  for (const [re, rep] of EMOJI) text = text.replace(re, rep);
  text = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  text = text.replace(/[\u2018\u2019\u02bc`´]/g, "'");
  for (const [re, rep] of PHRASES) text = text.replace(re, rep);
  // Means and slang from the lexicon (lexicon/means.ts, lexicon/slang.ts), each leaving its cue.
  text = text.replace(FIREARM_FOLDS.re, () => {
    notes.push('means.firearm');
    return ' gun ';
  });
  for (const e of SLANG_PHRASES)
    text = text.replace(e.re, () => {
      notes.push(e.cue);
      return e.reads;
    });
  // Sentence punctuation becomes a boundary token; other punctuation is dropped (digits kept for leet).
  text = text.replace(/[.!?;:…\n\r]+|\s[-–—]+\s|,/g, ' | ').replace(/[^a-z0-9_@$| ]+/g, ' ');

  const tokens: string[] = [];
  const sentence: number[] = [];
  let s = 0;
  const raws = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < raws.length; i++) {
    let t = raws[i] ?? '';
    if (t === '|') {
      if (tokens.length > 0 && sentence[sentence.length - 1] === s) s++;
      continue;
    }
    if (/[a-z]/.test(t) && /[0-9@$]/.test(t) && !QUANTITY.test(t)) {
      t = t.replace(/[0-9@$]/g, (d) => LEET[d] ?? d);
      notes.push('form.leet');
    } else if (t === '2' && TO_AFTER.test(tokens[tokens.length - 1] ?? '')) t = 'to';
    // "wanna dye": the homophone only after a want/to frame, so hair dye stays hair dye.
    else if (t === 'dye' && /^(?:to|wanna|gonna)$/.test(raws[i - 1] ?? '')) t = 'die';
    const slang = SLANG_BY_WORD.get(t);
    if (
      slang &&
      (!slang.near || slang.near.test(tokens[tokens.length - 1] ?? '') || slang.near.test(raws[i + 1] ?? ''))
    ) {
      notes.push(slang.cue);
      t = slang.reads;
    }
    const fixed = t.includes(' ') ? t : canonicalToken(t);
    if (fixed !== t) notes.push(`form.fuzzy.${fixed}`);
    for (const part of (SHORTHAND[fixed] ?? fixed).split(' ')) {
      tokens.push(part);
      sentence.push(s);
    }
  }
  const offsets: number[] = [];
  let pos = 0;
  for (const t of tokens) {
    offsets.push(pos);
    pos += t.length + 1;
  }
  return { flat: tokens.join(' '), tokens, sentence, offsets, notes };
}

/** Token index containing char offset `at` of `flat` (binary search over token offsets). */
export function tokenAt(n: Normalised, at: number): number {
  let lo = 0;
  let hi = n.offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((n.offsets[mid] ?? 0) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
