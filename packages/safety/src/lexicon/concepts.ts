// Concept lexicons for the proximity scorer (proximity.ts). Unlike the phrase rules elsewhere in this
// folder, nothing here is a sentence: each entry is a word, a stem or a two-to-four word unit that means
// one concept wherever it appears, and risk comes from concepts co-occurring near each other (SELF near
// DEATH near DESIRE), in any order. So a new sentence built from familiar concepts is recognised even
// though no rule was written for it.
//
// Syntax of a unit: tokens separated by spaces; `a|b` alternatives in one slot; `stem*` a prefix; a slot
// starting with `?` is optional. Units run on the normalised tokens (normalise.ts: "im" → "i am",
// "cant" → "can not", "gonna" → "going to", "kms" → "kill myself", "od" → "overdose").

import { CONTEXT_UNITS } from './concept-context';
import { RISK_UNITS } from './concept-risk';

/** One bit per concept so a token's concepts fit in one number and windows are cheap to test. */
export const C = {
  SELF: 1,
  THIRD: 2,
  /** Dying or being dead, in any register ("die", "not exist", "disappear forever", "funeral"). */
  DEATH: 4,
  /** Words that name the act itself ("suicide", "kill myself", "end it"): with intent they are crisis. */
  ACT: 8,
  /** Being alive: under a negation or weariness it means death ("not planning on waking up"). */
  LIFE: 16,
  SELF_HARM: 32,
  DESIRE: 64,
  INTENT: 128,
  MEANS: 256,
  TIME: 512,
  FINALITY: 1024,
  ATTEMPT: 2048,
  /** Hopelessness or being a burden, strong enough alone ("better off without me", "no reason to"). */
  HOPELESS: 4096,
  WEARY: 8192,
  NEG: 16384,
  PAST: 32768,
  PRESENT: 65536,
  HARM_VERB: 131072,
  PERSON: 262144,
  /** A plainly harmless purpose or setting for a means word (gym, bar, headache, charity shop). */
  BENIGN: 524288,
  /** Weak despair words ("pointless", "trapped"): they count only in pairs, unlike HOPELESS. */
  DESPAIR: 1048576,
  /** "took them", "had the lot": an attempt only beside means, finality or risk; ATTEMPT is one alone. */
  TOOK: 4194304,
  /** A settled plan or resolve ("decided", "set everything up", "no one can talk me out of it"). */
  PLAN: 2097152,
  /** The speaker erasing themselves from tomorrow ("won't be a problem", "don't look for me"). */
  ERASURE: 8388608,
} as const;
export type ConceptName = keyof typeof C;

/** Every concept's units: risk words in concept-risk.ts, context and guards in concept-context.ts. */
export const CONCEPT_UNITS: Readonly<Record<ConceptName, readonly string[]>> = Object.fromEntries(
  (Object.keys(C) as ConceptName[]).map((name) => [
    name,
    [...(RISK_UNITS[name] ?? []), ...(CONTEXT_UNITS[name] ?? [])],
  ]),
) as unknown as Record<ConceptName, readonly string[]>;
