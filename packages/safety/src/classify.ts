// The local classifier: the rules' reading (rules.ts), the learned model's scores over the same normalised
// text and the rules' cues (model/), joined by combine.ts. Deterministic and synchronous; never sees the
// network and never logs.
import { combine, finish } from './combine';
import { modelScoresOf } from './model/index';
import { rulesOf } from './rules';
import { LEVEL_RANK, type SafetyVerdict } from './types';

export function classify(text: string): SafetyVerdict {
  return classifyWith(text, { model: true });
}

/** The rules alone (`model: false`) are what the lab and the tests compare the model against. */
export function classifyWith(text: string, options: { model: boolean }): SafetyVerdict {
  const r = rulesOf(text);
  if (options.model) return combine(r, modelScoresOf(r.n, r));
  const cues = new Set(r.cues);
  if (r.floor !== 'none') cues.add(`floor.${r.floor}`);
  return finish(LEVEL_RANK[r.floor] > LEVEL_RANK[r.level] ? r.floor : r.level, new Set(r.cats), cues);
}

/** The model's scores of a message as classify() computes them (for tests and the lab). */
export function modelScoresFor(text: string) {
  const r = rulesOf(text);
  return modelScoresOf(r.n, r);
}
