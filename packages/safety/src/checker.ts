// The checker the workers call: the embedded classifier, and where Workers AI is bound, two readings that
// can only raise its verdict, run side by side within their timeouts: Llama Guard on the original text
// (multilingual), and the English classifier on an m2m100 translation of a message in another language.
// The embedded verdict alone decides when AI is absent, slow or failing; its language and coverage stay.
import { classify } from './classify';
import { askGuard, type GuardOutcome, guardVerdict } from './guard';
import {
  DEFAULT_TRANSLATE_MODEL,
  DEFAULT_TRANSLATE_TIMEOUT_MS,
  type TranslateOutcome,
  translateToEnglish,
} from './translate';
import {
  type ClassifyOptions,
  DEFAULT_GUARD_MODEL,
  DEFAULT_GUARD_TIMEOUT_MS,
  type SafetyChecker,
  type SafetyCheckerOptions,
  type SafetyVerdict,
} from './types';
import { maxSeverity } from './verdict';

function withCues(v: SafetyVerdict, cues: readonly string[]): SafetyVerdict {
  return { ...v, cues: [...v.cues, ...cues] };
}

function withGuard(v: SafetyVerdict, outcome: GuardOutcome): SafetyVerdict {
  if (outcome.kind === 'timeout') return withCues(v, ['ai.unavailable', 'ai.timeout']);
  if (outcome.kind === 'error') return withCues(v, ['ai.unavailable', 'ai.error']);
  return maxSeverity(v, guardVerdict(outcome));
}

/**
 * The English reading of the translation raises the verdict; its cues join the local ones under their own
 * names (so the vetted reply fits what the translation says) with `ai.translate.read` beside them.
 */
function withTranslation(v: SafetyVerdict, outcome: TranslateOutcome): SafetyVerdict {
  if (outcome.kind === 'skipped') return v;
  if (outcome.kind !== 'translated')
    return withCues(v, ['ai.translate.unavailable', `ai.translate.${outcome.kind}`]);
  const english = classify(outcome.text, { languageHints: ['en'] });
  return withCues(maxSeverity(v, english), ['ai.translate.read']);
}

export function createSafetyChecker(options: SafetyCheckerOptions = {}): SafetyChecker {
  const guardModel = options.model ?? DEFAULT_GUARD_MODEL;
  const guardTimeoutMs = options.timeoutMs ?? DEFAULT_GUARD_TIMEOUT_MS;
  const translateModel = options.translateModel ?? DEFAULT_TRANSLATE_MODEL;
  const translateTimeoutMs = options.translateTimeoutMs ?? DEFAULT_TRANSLATE_TIMEOUT_MS;
  const { ai } = options;
  return {
    async check(text: string, classifyOptions?: ClassifyOptions): Promise<SafetyVerdict> {
      const local = classify(text, classifyOptions);
      if (!ai) return local;
      const [guard, translation] = await Promise.all([
        askGuard(ai, guardModel, text, guardTimeoutMs),
        translateToEnglish(ai, translateModel, text, local.language, translateTimeoutMs),
      ]);
      return withTranslation(withGuard(local, guard), translation);
    },
  };
}
