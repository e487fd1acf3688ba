// The rules' reading and the learned model's scores → the verdict. The rules' floor stands (what must
// never be missed); otherwise the model has the last word on elevated-or-crisis: it raises what it
// recognises (cue `model.risk` / `model.crisis`), and a rules verdict of elevated or crisis above the
// floor stands only while the model's risk score reaches the veto threshold; below it the message is kept
// at low with the cue `model.veto`, so an operator sees both readings. The lab (tools/safety-lab) chooses
// the thresholds on the real-text dev split and scores candidates with combinedLevel, the same decision.
import { CUE } from './cues';
import { MODEL_THRESHOLDS, type ModelScores, type ModelThresholds, modelLevel } from './model/index';
import type { RulesReading } from './rules';
import { LEVEL_RANK, type SafetyCategory, type SafetyLevel, type SafetyVerdict } from './types';
import { sortCategories } from './verdict';

export function combine(
  r: RulesReading,
  s: ModelScores,
  t: ModelThresholds = MODEL_THRESHOLDS,
): SafetyVerdict {
  const cats = new Set(r.cats);
  const cues = new Set(r.cues);
  const d = combinedLevel(r.level, r.floor, s, t);
  if (r.floor !== 'none') cues.add(`floor.${r.floor}`);
  // A crisis floor is about the speaker's own safety unless it is harm to others or a plea for help.
  if (r.floor === 'crisis' && !cats.has('harmful_statement') && !cues.has(CUE.emergency))
    cats.add('self_harm');
  if (d.model !== 'none') cues.add(d.model === 'crisis' ? 'model.crisis' : 'model.risk');
  if (d.vetoed) {
    // The rules' cues stay listed, but not their risk categories, so a butcher's question about where to
    // cut gets an ordinary reply rather than a vetted self-harm one.
    cues.add('model.veto');
    if (r.floor === 'none') {
      cats.delete('self_harm');
      cats.delete('harmful_statement');
      cats.add('distress');
    }
  }
  if (d.raised) {
    // The harm head names what the model found: harm towards others, or self-harm.
    if (s.harm >= 0.5) cats.add('harmful_statement');
    else if (!cats.has('harmful_statement')) {
      cats.add('self_harm');
      cats.add('distress');
    }
  }
  return finish(d.level, cats, cues);
}

export interface CombinedLevel {
  level: SafetyLevel;
  /** The model's own reading at the thresholds. */
  model: 'none' | 'elevated' | 'crisis';
  /** A rules elevated-or-crisis above the floor that the model scored below the veto threshold. */
  vetoed: boolean;
  /** The model's reading is above the rules' (after any veto). */
  raised: boolean;
}

const max = (a: SafetyLevel, b: SafetyLevel) => (LEVEL_RANK[a] >= LEVEL_RANK[b] ? a : b);

export function combinedLevel(
  rules: SafetyLevel,
  floor: SafetyLevel,
  s: Pick<ModelScores, 'risk' | 'crisis' | 'tokens' | 'evidence'>,
  t: ModelThresholds = MODEL_THRESHOLDS,
): CombinedLevel {
  const model = modelLevel(s, t);
  const vetoed =
    LEVEL_RANK[rules] > LEVEL_RANK[floor] &&
    LEVEL_RANK[rules] >= LEVEL_RANK.elevated &&
    s.risk < (rules === 'crisis' ? t.vetoCrisis : t.veto);
  const base = vetoed ? max(floor, 'low') : max(rules, floor);
  const raised = LEVEL_RANK[model] > LEVEL_RANK[base];
  return { level: raised ? model : base, model, vetoed, raised };
}

/** The verdict of a level: crisis brings the crisis_cue category; low always names distress. */
export function finish(level: SafetyLevel, cats: Set<SafetyCategory>, cues: Set<string>): SafetyVerdict {
  if (level === 'crisis') {
    cats.add('crisis_cue');
    cues.add('crisis');
  }
  if (level === 'low' && cats.size === 0) cats.add('distress');
  return { level, categories: sortCategories(cats), cues: [...cues].sort() };
}
