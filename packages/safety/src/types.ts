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

export interface SafetyVerdict {
  level: SafetyLevel;
  categories: SafetyCategory[];
  /** Ids of the evidence that fired, e.g. "self_harm.slang.kms". Never contains message text. */
  cues: string[];
}

/** What the API returns to clients: no cues, so operators' evidence never leaves the server. */
export interface ClientSafety {
  level: SafetyLevel;
  categories: SafetyCategory[];
  show_crisis_resources: boolean;
}

/** Shape of the Workers AI binding's `run` (defined once, in @solace/contracts). */
export type { AiRunner };

export interface SafetyCheckerOptions {
  ai?: AiRunner;
  /** Defaults to DEFAULT_GUARD_MODEL. */
  model?: string;
  /** Defaults to DEFAULT_GUARD_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface SafetyChecker {
  check(text: string): Promise<SafetyVerdict>;
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
