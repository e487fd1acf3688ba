// Hashed bag-of-features for the learned risk model, over the SAME normalised token stream the rules use
// (normalise.ts: case, emoji, shorthand, leetspeak, fuzzy repair). Runtime-neutral and deterministic.
//   u|tok        word unigram
//   b|a|b        word bigram within a sentence (so "not|going", "end|it")
//   t|a|b|c      word trigram within a sentence ("not|going|to", "when|he|gets")
//   f|tok        token in a sentence that has a first-person word (i, me, my, myself, mine)
//   c|gram       char 3–5-grams of "<tok>" (misspellings, slang, inflections); weighted down
//   k|id, q|id   the word's coarse and fine cluster (clusters.ts: words that mean alike share one)
//   kf|id        fine cluster of a word in a first-person sentence
//   kb|a|b       coarse-cluster bigram within a sentence ("swallowed|tablets" reads like "took|pills")
//   r|cue        a cue the rules fired ("self_harm.slang.kms", "crisis.plan", "distress.strong"), and
//   r|level|l    the rules' level, so the model learns how far to trust each rule on real text
// Each distinct feature counts once; the vector is scaled to unit length. Then one message-length feature
//   n|bucket     token count in 1–3, 4–7, 8–15, 16–31, 32+, at a fixed weight outside the unit scaling,
// so the model can ask more of a short message ("I need to take my pills at 8") before calling it risk.
import { type Normalised, normalise } from '../normalise';
import { clustersOf } from './clusters';

export const FIRST_PERSON = new Set(['i', 'me', 'my', 'myself', 'mine', 'im']);

export interface FeatureOptions {
  bits: number;
  bigrams: boolean;
  firstPerson: boolean;
  charMin: number;
  charMax: number;
  charWeight: number;
  /** Weight of the cluster features; 0 or absent = none. */
  clusterWeight?: number;
  /** Weight of the message-length feature (not unit-scaled); 0 or absent = none. */
  lengthWeight?: number;
  /** Weight of in-sentence word trigrams; 0 or absent = none. */
  trigramWeight?: number;
  /** Weight of the rules' cues and level; 0 or absent = none. */
  cueWeight?: number;
}

/** What the rules found, as the model reads it (classify.ts passes the reading of rules.ts). */
export interface RulesFeatures {
  level: string;
  cues: Iterable<string>;
}

/** The message-length bucket of `n` tokens: 1–3, 4–7, 8–15, 16–31, 32+ (0 tokens counts as short). */
export const lengthBucket = (n: number) => (n <= 3 ? 0 : n <= 7 ? 1 : n <= 15 ? 2 : n <= 31 ? 3 : 4);

/** FNV-1a 32-bit. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface SparseVec {
  idx: number[];
  val: number[];
}

/** Same clipping as rules.ts, so training and inference see the same tokens. */
export const clipText = (t: string) => (t.length <= 8000 ? t : `${t.slice(0, 6000)}\n${t.slice(-2000)}`);

export function featurise(text: string, o: FeatureOptions, rules?: RulesFeatures): SparseVec {
  return featuresOf(normalise(clipText(text)), o, rules);
}

/** Features of an already-normalised message (classify passes the one the rules used). */
export function featuresOf(n: Normalised, o: FeatureOptions, rules?: RulesFeatures): SparseVec {
  const weights = new Map<number, number>();
  const mask = (1 << o.bits) - 1;
  const put = (key: string, w: number) => {
    const h = hash32(key) & mask;
    if ((weights.get(h) ?? 0) < w) weights.set(h, w);
  };
  const fpSentence = new Set<number>();
  n.tokens.forEach((tok, i) => {
    if (FIRST_PERSON.has(tok)) fpSentence.add(n.sentence[i] ?? 0);
  });
  const cw = o.clusterWeight ?? 0;
  const clusters = cw > 0 ? n.tokens.map(clustersOf) : [];
  for (let i = 0; i < n.tokens.length; i++) {
    const tok = n.tokens[i] ?? '';
    const c = clusters[i];
    if (c) {
      const [k, q] = c;
      put(`k|${k}`, cw);
      put(`q|${q}`, cw);
      if (fpSentence.has(n.sentence[i] ?? 0) && !FIRST_PERSON.has(tok)) put(`kf|${q}`, cw);
      const next = clusters[i + 1];
      if (next && n.sentence[i + 1] === n.sentence[i]) put(`kb|${k}|${next[0]}`, cw);
    }
    put(`u|${tok}`, 1);
    if (o.bigrams) {
      const next = n.tokens[i + 1];
      if (next !== undefined && n.sentence[i + 1] === n.sentence[i]) put(`b|${tok}|${next}`, 1);
    }
    const tw = o.trigramWeight ?? 0;
    if (tw > 0) {
      const b = n.tokens[i + 1];
      const c = n.tokens[i + 2];
      if (c !== undefined && n.sentence[i + 2] === n.sentence[i]) put(`t|${tok}|${b}|${c}`, tw);
    }
    if (o.firstPerson && fpSentence.has(n.sentence[i] ?? 0) && !FIRST_PERSON.has(tok)) put(`f|${tok}`, 1);
    if (o.charWeight > 0 && tok.length >= 3) {
      const w = `<${tok}>`;
      for (let k = o.charMin; k <= o.charMax; k++)
        for (let s = 0; s + k <= w.length; s++) put(`c|${w.slice(s, s + k)}`, o.charWeight);
    }
  }
  const rw = o.cueWeight ?? 0;
  if (rw > 0 && rules) {
    put(`r|level|${rules.level}`, rw);
    // Imminence signals (cues.ts: `signal.*`) are read by the session, not the model: it has the words.
    for (const cue of rules.cues) if (!cue.startsWith('signal.')) put(`r|${cue}`, rw);
  }
  let norm = 0;
  for (const w of weights.values()) norm += w ** 2;
  norm = Math.sqrt(norm) || 1;
  for (const [i, w] of weights) weights.set(i, w / norm);
  if (o.lengthWeight) {
    const h = hash32(`n|${lengthBucket(n.tokens.length)}`) & mask;
    weights.set(h, (weights.get(h) ?? 0) + o.lengthWeight);
  }
  const idx = [...weights.keys()].sort((a, b) => a - b);
  return { idx, val: idx.map((i) => weights.get(i) ?? 0) };
}
