// Self-harm and suicide slang, euphemisms and abbreviations, as data: each entry says what the rules read
// instead of the word, the cue it leaves (never the text) and where the usage is attested. normalise.ts
// applies them: phrases before tokenising (after contractions are expanded), single words per token.
// A source is a public glossary or page, or a row id of the real-text pack's TRAIN split
// (shared/data/safety-real; dev and test rows are never cited, so no entry was chosen by looking at them).
// Ambiguous abbreviations ("sh", "si") count only beside a neighbouring word that makes them self-harm.

export interface SlangEntry {
  /** As written, lower case; a phrase matches on word boundaries. */
  term: string;
  /** The words the rules read instead (normalised form). */
  reads: string;
  cue: string;
  /** Only after one of these words (the previous token) or, for words, before one (the next token). */
  near?: RegExp;
  source: string;
}

const SH_NEAR = /^(?:again|urges?|scars?|relapse[ds]?|to|on|from|about|gonna|going|my|the|do|did|stop)$/;
const SI_NEAR = /^(?:my|have|had|having|bad|active|passive|with|the|thoughts?|urges?|again|is|was|been)$/;
// "off myself" after a frame ("to", "will", "just", "not"), never "took the pressure off myself".
const OFF_BEFORE = String.raw`(?<=\b(?:to|will|ill|gonna|just|should|could|would|might|not|never|and|finally|i)\s)`;

/** Single-token slang (read per token, after leetspeak and before spelling repair). */
export const SLANG_WORDS: readonly SlangEntry[] = [
  {
    term: 'kms',
    reads: 'kill myself',
    cue: 'self_harm.slang.kms',
    source: 'pack train row twitter-suicidal-intention-1743 ("build courage to kms")',
  },
  {
    term: 'kys',
    reads: 'kill yourself',
    cue: 'harm.slang.kys',
    source: 'Wiktionary "kys" (initialism of "kill yourself")',
  },
  {
    term: 'unalive',
    reads: 'unalive',
    cue: 'self_harm.slang.unalive',
    source: 'willittok.com algospeak glossary ("unalive, unalived, unaliving")',
  },
  { term: 'unaliving', reads: 'unalive', cue: 'self_harm.slang.unalive', source: 'willittok.com' },
  { term: 'unalived', reads: 'unalive', cue: 'self_harm.slang.unalive', source: 'willittok.com' },
  {
    term: 'sewerslide',
    reads: 'sewerslide',
    cue: 'self_harm.slang.sewerslide',
    source: 'thethreepennyguignol.com, "Self-Deletion, Sewerslide, Unalive" (2025)',
  },
  {
    term: 'selfdelete',
    reads: 'kill myself',
    cue: 'self_harm.slang.self_delete',
    source: 'thethreepennyguignol.com, "Self-Deletion, Sewerslide, Unalive" (2025)',
  },
  {
    term: 'od',
    reads: 'overdose',
    cue: 'self_harm.slang.od',
    source: 'pack train row dreaddit-505 ("OD that night")',
  },
  { term: 'oding', reads: 'overdosing', cue: 'self_harm.slang.od', source: 'pack train row dreaddit-505' },
  {
    term: 'sh',
    reads: 'selfharm',
    cue: 'self_harm.slang.sh',
    near: SH_NEAR,
    source: 'willittok.com algospeak glossary ("SH (self-harm)")',
  },
  {
    term: 'si',
    reads: 'suicidal thoughts',
    cue: 'self_harm.slang.si',
    near: SI_NEAR,
    source: 'pack train row sdcnl-1560 ("I\'ve had SI since I was like 8")',
  },
];

/** Phrases, rewritten on the lower-cased text before it is split into tokens. */
export const SLANG_PHRASES: readonly (SlangEntry & { re: RegExp })[] = [
  {
    term: 'off myself',
    reads: 'kill myself',
    re: new RegExp(String.raw`${OFF_BEFORE}off myself\b`, 'g'),
    cue: 'self_harm.slang.off_myself',
    source: 'pack train rows twitter-suicidal-intention-179, -739 ("better to off myself now")',
  },
  {
    term: 'of myself',
    reads: 'kill myself',
    re: /(?<=\b(?:will|ill|gonna|wanna|going to|want to|ready to|about to)\s)of myself\b/g,
    cue: 'self_harm.slang.off_myself',
    source: 'misspelling of "off myself" (Wiktionary "off", verb: to kill)',
  },
  {
    term: 'offing myself',
    reads: 'killing myself',
    re: /\boffing myself\b/g,
    cue: 'self_harm.slang.off_myself',
    source: 'pack train row twitter-suicidal-intention-739 ("just offing myself")',
  },
  {
    term: 'offed myself',
    reads: 'killed myself',
    re: new RegExp(String.raw`${OFF_BEFORE}offed myself\b`, 'g'),
    cue: 'self_harm.slang.off_myself',
    source: 'Wiktionary "off" (verb, slang: to kill)',
  },
  {
    term: 'self delete',
    reads: 'kill myself',
    re: /\bself[\s-]delet(?:e|ing)(?: myself)?\b/g,
    cue: 'self_harm.slang.self_delete',
    source: 'thethreepennyguignol.com, "Self-Deletion, Sewerslide, Unalive" (2025)',
  },
  {
    term: 'sue decide',
    reads: 'suicide',
    re: /\bsue[\s-]?decide\b/g,
    cue: 'self_harm.slang.sewerslide',
    source: 'thethreepennyguignol.com, "Self-Deletion, Sewerslide, Unalive" (2025)',
  },
  {
    term: 'sewer slide',
    reads: 'sewerslide',
    re: /\bsewer[\s-]*slide\b/g,
    cue: 'self_harm.slang.sewerslide',
    source: 'netsweeper.com, "Algospeak: how teens outsmart algorithms" ("sewer slide")',
  },
  {
    term: 'un alive',
    reads: 'unalive',
    re: /\bun[\s-]alive/g,
    cue: 'self_harm.slang.unalive',
    source: 'willittok.com algospeak glossary',
  },
];

/** Token → words read instead, for normalise.ts's per-token pass. */
export const SLANG_BY_WORD: ReadonlyMap<string, SlangEntry> = new Map(SLANG_WORDS.map((e) => [e.term, e]));
