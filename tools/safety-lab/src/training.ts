// Training rows for the learned model: the real pack's train split, labelled by hand where the source label
// cannot decide (splits/train-labels.jsonl: every SDCNL train row and every suicidal-intention tweet, read
// against splits/LABELS.md), otherwise from each source's own label; plus, optionally, the written corpus.
// Three targets:
//   risk    elevated-or-crisis (undefined: the row does not train this head)
//   crisis  crisis among risky rows (hand labels and the written corpus only)
//   harm    harm towards others among risky rows
// What each source's own label teaches the risk head, and why:
//   sdcnl      r/SuicideWatch → 1. r/depression rows are not negatives (many describe suicidal thoughts):
//              they train at `depressionWeight` as 0, or not at all at weight 0.
//   twitter    intention=1 → 1, intention=0 → 0 (its everyday posts, idioms and plain distress).
//   dreaddit   0: stressed or not, a post about abuse, anxiety or money is distress, not risk.
//   counsel    the self-harm topic → 1; every other question → 0 (grief, sleep, medication, relationships).
//   goemotions 0 (everyday comments, idioms, third-person talk of death).
//   ethos      violence ≥ 0.5 → 1 (harm towards others); the rest → 0.
//   harmbench  0: harmful but off-topic requests, which are not the writer's distress.
//   esconv     never (CC BY-NC: it must not train weights that ship).
import { LEVEL_RANK, type SafetyLevel } from '@solace/safety';
import { readRelabels, TRAIN_LABELS_FILE } from './gold';
import { labelField, loadSplitRows, NEVER_SHIP, type RealRow, SOURCES, type Source } from './real';
import { loadWritten, writtenHalf } from './written';

export interface TrainRow {
  text: string;
  source: string;
  risk?: 0 | 1;
  crisis?: 0 | 1;
  harm?: 0 | 1;
  weight: number;
}

export interface TrainOptions {
  /** Sources left out entirely (the retrain-without switch). */
  without: ReadonlySet<string>;
  /** Weight of r/depression posts as risk negatives (0 = not used). */
  depressionWeight: number;
  /** Include the written corpus (corpus/*.jsonl dev parts), at this weight; 0 = not used. */
  writtenWeight: number;
  /** Weight of the written corpus's harmless messages (its training half) as risk negatives; 0 = none. */
  writtenNegativeWeight: number;
  /** Weight of the written corpus's threats towards others as positives (the pack has almost no
   * first-person threats: its violent comments are hate towards groups); 0 = none. */
  writtenHarmWeight: number;
}

/** What the shipped weights train on (scripts/train.ts; the environment overrides them for experiments). */
export const DEFAULT_OPTIONS: TrainOptions = {
  without: new Set(),
  depressionWeight: Number(process.env.DEPRESSION_WEIGHT ?? 1),
  writtenWeight: Number(process.env.WRITTEN_WEIGHT ?? 0),
  writtenNegativeWeight: Number(process.env.WRITTEN_NEGATIVE_WEIGHT ?? 1),
  writtenHarmWeight: Number(process.env.WRITTEN_HARM_WEIGHT ?? 0),
};

function realRisk(row: RealRow): 0 | 1 | undefined {
  switch (row.source) {
    case 'sdcnl':
      return labelField(row, 'is_suicide') === '1' ? 1 : 0;
    case 'twitter-suicidal-intention':
      return labelField(row, 'intention') === '1' ? 1 : 0;
    case 'counsel-chat':
      return row.label.split(';').includes('self-harm') ? 1 : 0;
    case 'ethos':
      return Number(labelField(row, 'violence') ?? 0) >= 0.5 ? 1 : 0;
    default:
      return 0;
  }
}

export function trainingRows(o: TrainOptions): TrainRow[] {
  const out: TrainRow[] = [];
  const hand = readRelabels(TRAIN_LABELS_FILE);
  for (const source of SOURCES as readonly Source[]) {
    if (NEVER_SHIP.has(source) || o.without.has(source)) continue;
    for (const row of loadSplitRows(source, 'train')) {
      const level = hand.get(row.id);
      if (level !== undefined) {
        const risky = LEVEL_RANK[level] >= LEVEL_RANK.elevated;
        out.push({
          text: row.text,
          source,
          risk: risky ? 1 : 0,
          crisis: risky ? (level === 'crisis' ? 1 : 0) : undefined,
          harm: risky ? 0 : undefined,
          weight: 1,
        });
        continue;
      }
      const risk = realRisk(row);
      const depression = source === 'sdcnl' && risk === 0;
      if (depression && o.depressionWeight === 0) continue;
      out.push({
        text: row.text,
        source,
        risk,
        harm: risk === 1 ? (source === 'ethos' ? 1 : 0) : undefined,
        weight: depression ? o.depressionWeight : 1,
      });
    }
  }
  if (o.writtenWeight === 0 && !o.without.has('written'))
    for (const row of loadWritten()) {
      if (o.writtenNegativeWeight > 0 && row.level === 'none' && writtenHalf(row.id) === 'train')
        out.push({ text: row.text, source: 'written', risk: 0, weight: o.writtenNegativeWeight });
      const threat = row.categories.includes('harmful_statement') && row.level !== 'low';
      if (o.writtenHarmWeight > 0 && threat)
        out.push({
          text: row.text,
          source: 'written',
          risk: 1,
          crisis: row.level === 'crisis' ? 1 : 0,
          harm: 1,
          weight: o.writtenHarmWeight,
        });
    }
  if (o.writtenWeight > 0 && !o.without.has('written'))
    for (const row of loadWritten()) {
      const risky = LEVEL_RANK[row.level as SafetyLevel] >= LEVEL_RANK.elevated;
      out.push({
        text: row.text,
        source: 'written',
        risk: risky ? 1 : 0,
        crisis: risky ? (row.level === 'crisis' ? 1 : 0) : undefined,
        harm: risky ? (row.categories.includes('harmful_statement') ? 1 : 0) : undefined,
        weight: o.writtenWeight,
      });
    }
  return out;
}
