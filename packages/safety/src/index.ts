// @solace/safety: local, deterministic safety classifier plus an optional Llama Guard second opinion.

export { createSafetyChecker } from './checker';
export { classify, classifyWith, modelScoresFor } from './classify';
export { CUE, type CueId, type CueName } from './cues';
export { FLOORS, type Floor } from './floors';
export type { GuardResult } from './guard';
export { guardVerdict, parseGuardResponse } from './guard';
export { detectLanguage, isSupportedLanguage, primarySubtag } from './languages/detect';
export { type SessionEntry, type SessionRisk, sessionEntryOf, sessionRisk } from './session-risk';
export {
  DEFAULT_TRANSLATE_MODEL,
  DEFAULT_TRANSLATE_TIMEOUT_MS,
  parseTranslation,
  type TranslateOutcome,
  translatable,
} from './translate';
export type {
  AiRunner,
  ClassifyOptions,
  ClientSafety,
  SafetyCategory,
  SafetyChecker,
  SafetyCheckerOptions,
  SafetyCoverage,
  SafetyLevel,
  SafetyVerdict,
  SupportedLanguage,
  VerdictCore,
} from './types';
export {
  DEFAULT_GUARD_MODEL,
  DEFAULT_GUARD_TIMEOUT_MS,
  LEVEL_RANK,
  SAFETY_CATEGORIES,
  SAFETY_LEVELS,
  SUPPORTED_LANGUAGES,
} from './types';
export { higherLevel, isAtLeast, maxSeverity, toClientSafety } from './verdict';
