// What each real row can say about the classifier: a risk row (recall), an imminent row (crisis rate), a
// no-risk row (false positives) or a distress row (how often plain distress is raised; shown, no target).
// A hand relabel (splits/relabels.jsonl, by the rule in splits/LABELS.md) replaces the source's hint;
// otherwise the hint decides what it can: `elevated` is a risk floor, `none` a no-risk row, `low` a
// distress floor, and `null` nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SafetyLevel } from '@solace/safety';
import { type RealRow, SPLITS_DIR } from './real';

export type Gold = 'risk' | 'imminent' | 'norisk' | 'distress' | 'unknown';
export type Relabels = ReadonlyMap<string, SafetyLevel>;

export const RELABELS_FILE = path.join(SPLITS_DIR, 'relabels.jsonl');
/** Hand labels of train rows (the same rule), which train the model and are never used to judge it. */
export const TRAIN_LABELS_FILE = path.join(SPLITS_DIR, 'train-labels.jsonl');

export function readRelabels(file = RELABELS_FILE): Relabels {
  const out = new Map<string, SafetyLevel>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const { id, level } = JSON.parse(line) as { id: string; level: SafetyLevel };
    out.set(id, level);
  }
  return out;
}

/** The level a row is judged at: its relabel, or what its hint establishes. */
export function goldOf(row: Pick<RealRow, 'id' | 'level_hint'>, relabels: Relabels): Gold {
  const level = relabels.get(row.id);
  if (level !== undefined)
    return level === 'crisis'
      ? 'imminent'
      : level === 'elevated'
        ? 'risk'
        : level === 'low'
          ? 'distress'
          : 'norisk';
  switch (row.level_hint) {
    case 'elevated':
      return 'risk';
    case 'none':
      return 'norisk';
    case 'low':
      return 'distress';
    default:
      return 'unknown';
  }
}
