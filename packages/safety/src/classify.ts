// The local classifier: the rules' reading (rules.ts), the learned model's scores over the same normalised
// text and the rules' cues (model/), joined by combine.ts; then the language layer (languages/), which
// names the message's language and can only raise the English reading. Deterministic and synchronous;
// never sees the network and never logs.
import { combine, finish } from './combine';
import { withLanguage } from './languages/index';
import { modelScoresOf } from './model/index';
import { rulesOf } from './rules';
import { type ClassifyOptions, LEVEL_RANK, type SafetyVerdict, type VerdictCore } from './types';

export function classify(text: string, options: ClassifyOptions = {}): SafetyVerdict {
  return classifyWith(text, { ...options, model: true });
}

/** The rules alone (`model: false`) are what the lab and the tests compare the model against. */
export function classifyWith(text: string, options: ClassifyOptions & { model: boolean }): SafetyVerdict {
  return withLanguage(text, englishOf(text, options.model), options);
}

function englishOf(text: string, model: boolean): VerdictCore {
  const r = rulesOf(text);
  if (model) return combine(r, modelScoresOf(r.n, r));
  const cues = new Set(r.cues);
  if (r.floor !== 'none') cues.add(`floor.${r.floor}`);
  return finish(LEVEL_RANK[r.floor] > LEVEL_RANK[r.level] ? r.floor : r.level, new Set(r.cats), cues);
}

/** The model's scores of a message as classify() computes them (for tests and the lab). */
export function modelScoresFor(text: string) {
  const r = rulesOf(text);
  return modelScoresOf(r.n, r);
}
