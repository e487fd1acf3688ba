// Public contract of @solace/safety. Other packages (replies, the API worker) code against these types,
// so changes here are breaking changes.
import type { AiRunner } from '@solace/contracts';

/** Ordered from least to most severe; see LEVEL_RANK. */
export type SafetyLevel = 'none' | 'low' | 'elevated' | 'crisis';

/**
 * - distress: emotional pain, stress or worry (the speaker's, or theirs about someone else).
 * - harmful_statement: threats or intent to harm other people.
 * - self_harm: self-harm or suicidal content (ideation, acts, past history).
 * - crisis_cue: imminent risk: intent, plan, means, timeline, goodbyes, an attempt in progress or just made.
 */
export type SafetyCategory = 'distress' | 'harmful_statement' | 'self_harm' | 'crisis_cue';

/** Languages whose floors the layer reads (BCP 47 primary subtags). */
export const SUPPORTED_LANGUAGES = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'pl',
  'ru',
  'ar',
  'he',
  'hi',
  'zh',
  'ja',
  'ko',
] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * - full: the message is in a language (or script) the layer reads.
 * - none: it is not; the level then rests on language-neutral evidence only, and clients should offer the
 *   international resources link whatever the level.
 */
export type SafetyCoverage = 'full' | 'none';

/** A verdict's reading without its language: what the English rules, the model and the guard produce. */
export interface VerdictCore {
  level: SafetyLevel;
  categories: SafetyCategory[];
  /** Ids of the evidence that fired, e.g. "self_harm.slang.kms". Never contains message text. */
  cues: string[];
}

export interface SafetyVerdict extends VerdictCore {
  /** BCP 47 primary subtag of the message's language ('und' when it cannot be told). */
  language: string;
  coverage: SafetyCoverage;
}

/** What the API returns to clients: no cues, so operators' evidence never leaves the server. */
export interface ClientSafety {
  level: SafetyLevel;
  categories: SafetyCategory[];
  show_crisis_resources: boolean;
  language: string;
  coverage: SafetyCoverage;
}

export interface ClassifyOptions {
  /**
   * Languages the person probably writes in, most likely first (the profile's language, then
   * Accept-Language's), as BCP 47 tags. Priors for short or ambiguous text; never override clear text.
   */
  languageHints?: readonly string[];
}

/** Shape of the Workers AI binding's `run` (defined once, in @solace/contracts). */
export type { AiRunner };

export interface SafetyCheckerOptions {
  ai?: AiRunner;
  /** Defaults to DEFAULT_GUARD_MODEL. */
  model?: string;
  /** Defaults to DEFAULT_GUARD_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The translation model for messages not in English; defaults to DEFAULT_TRANSLATE_MODEL (translate.ts). */
  translateModel?: string;
  /** Defaults to DEFAULT_TRANSLATE_TIMEOUT_MS. */
  translateTimeoutMs?: number;
}

export interface SafetyChecker {
  check(text: string, options?: ClassifyOptions): Promise<SafetyVerdict>;
}

export const LEVEL_RANK: Readonly<Record<SafetyLevel, number>> = { none: 0, low: 1, elevated: 2, crisis: 3 };
export const SAFETY_LEVELS: readonly SafetyLevel[] = ['none', 'low', 'elevated', 'crisis'];
export const SAFETY_CATEGORIES: readonly SafetyCategory[] = [
  'distress',
  'harmful_statement',
  'self_harm',
  'crisis_cue',
];
export const DEFAULT_GUARD_MODEL = '@cf/meta/llama-guard-3-8b';
export const DEFAULT_GUARD_TIMEOUT_MS = 800;
