// @solace/safety: local, deterministic safety classifier plus an optional Llama Guard second opinion.
export { classify, classifyWith, modelScoresFor } from './classify';
export { CUE, type CueId, type CueName } from './cues';
export { FLOORS, type Floor } from './floors';
export type { GuardResult } from './guard';
export { createSafetyChecker, guardVerdict, parseGuardResponse } from './guard';
export { type SessionEntry, type SessionRisk, sessionEntryOf, sessionRisk } from './session-risk';
export type {
  AiRunner,
  ClientSafety,
  SafetyCategory,
  SafetyChecker,
  SafetyCheckerOptions,
  SafetyLevel,
  SafetyVerdict,
} from './types';
export {
  DEFAULT_GUARD_MODEL,
  DEFAULT_GUARD_TIMEOUT_MS,
  LEVEL_RANK,
  SAFETY_CATEGORIES,
  SAFETY_LEVELS,
} from './types';
export { higherLevel, isAtLeast, maxSeverity, toClientSafety } from './verdict';
