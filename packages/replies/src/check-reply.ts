// The gate every non-vetted reply passes before it is spoken: a model reply must pass it or be replaced,
// and the local composer re-checks its own output with it. Vetted replies are exempt from the classifier
// step only (they talk about crisis lines on purpose) and are tested against the rest.
import { classify } from '@solace/safety';
import { findForbidden } from './forbidden';
import { countQuestions, countSentences, countWords } from './text';
import { type CheckReplyResult, MAX_SENTENCES, MAX_WORDS } from './types';

const RISK_CATEGORIES = new Set(['self_harm', 'crisis_cue', 'harmful_statement']);

/** Length and form only: non-empty, within the clip budget, at most one question. */
export function checkShape(text: string): CheckReplyResult {
  const trimmed = text.trim();
  if (countWords(trimmed) === 0) return { ok: false, reason: 'empty' };
  if (countWords(trimmed) > MAX_WORDS || countSentences(trimmed) > MAX_SENTENCES) {
    return { ok: false, reason: 'too_long' };
  }
  return { ok: true };
}

/**
 * The full gate. Order matters only for the reason reported: safety problems are named before length so
 * that an operator counting reasons sees how often a model said something unsafe.
 */
export function checkReply(text: string): CheckReplyResult {
  const trimmed = text.trim();
  if (countWords(trimmed) === 0) return { ok: false, reason: 'empty' };
  const verdict = classify(trimmed);
  const risky = verdict.categories.some((category) => RISK_CATEGORIES.has(category));
  if (risky || (verdict.level !== 'none' && verdict.level !== 'low')) return { ok: false, reason: 'unsafe' };
  // An interrogation is not "one gentle question": more than one question breaks the reply rules.
  if (findForbidden(trimmed) !== null || countQuestions(trimmed) > 1) {
    return { ok: false, reason: 'forbidden_content' };
  }
  return checkShape(trimmed);
}
