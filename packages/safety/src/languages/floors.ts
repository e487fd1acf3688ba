// The shape of the per-language floor data (data/*.ts) and what each kind of entry means.
import type { SafetyLevel } from '../types';

/**
 * - ideation: a first-person wish to die or thought of suicide → elevated (crisis with timing or means).
 * - self_harm: a first-person account or urge of self-harm → elevated (crisis with timing or means).
 * - method: a request for a way, means, dose or place to die or to hurt oneself → crisis.
 * - plan: a stated decision or plan to end one's life → crisis.
 * - attempt: an attempt in progress or just made → crisis.
 * - goodbye: a farewell or giving things away in the shape of a last message → crisis.
 * - threat: a first-person threat to kill or hurt someone → elevated (crisis with timing or means).
 * - distress: the language's everyday expressions of being at the end of one's tether → low.
 * - timing, means: modifiers; alone they set no level, next to ideation, self-harm or a threat they make
 *   it crisis (an intent with a time, or with the means at hand).
 */
export type FloorKind =
  | 'ideation'
  | 'self_harm'
  | 'method'
  | 'plan'
  | 'attempt'
  | 'goodbye'
  | 'threat'
  | 'distress'
  | 'timing'
  | 'means';

export const KIND_LEVEL: Readonly<Record<FloorKind, SafetyLevel>> = {
  ideation: 'elevated',
  self_harm: 'elevated',
  method: 'crisis',
  plan: 'crisis',
  attempt: 'crisis',
  goodbye: 'crisis',
  threat: 'elevated',
  distress: 'low',
  timing: 'none',
  means: 'none',
};

/** Where a group of phrases comes from (see data/sources.ts). */
export type FloorSource = 'who-signs' | 'en-floor' | 'idiom' | 'slang';

/**
 * Phrase syntax (folded like messages): words separated by spaces; `word*` any ending (inflection);
 * `a/b` either word; `word?` optional; `~` up to three words between, `~~` up to six (CJK: `~` up to six characters).
 */
export interface FloorEntry {
  kind: FloorKind;
  src: FloorSource;
  phrases: readonly string[];
  /** What the group renders, for reviewers: the English sense or the idiom's gloss. */
  gloss: string;
}

export interface LanguageFloors {
  lang: string;
  /** latin: word matching; cjk: matched without word spaces (zh, ja, ko). */
  mode: 'words' | 'cjk';
  /** Words (or, in cjk mode, strings) that negate a statement when they precede it in its clause. */
  negators: readonly string[];
  /** words mode: clitics written onto a word's start (Arabic و/ف, Hebrew ו/ש), matched optionally. */
  prefixes?: readonly string[];
  /** cjk mode: strings that negate a statement when they follow it (死にたくない, 죽고 싶지 않아). */
  negSuffixes?: readonly string[];
  entries: readonly FloorEntry[];
}
