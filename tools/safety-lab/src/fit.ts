// One training run as the shipped weights and each leave-one-source-out fold make it: train the heads on
// the train split of the sources kept (training.ts), then choose the thresholds on the dev split of the
// same sources and on the written corpus's bound half (choose.ts). A source left out is never seen: neither
// its training rows nor its dev rows.
import type { ModelThresholds } from '@solace/safety/model';
import { choose, type DevRow } from './choose';
import { goldOf, type Relabels, readRelabels } from './gold';
import { type Heads, trainHeads } from './heads';
import { devRowOf, readingOf } from './reading';
import { loadSplitRows, SOURCES } from './real';
import { type TrainOptions, type TrainRow, trainingRows } from './training';
import { loadWritten, writtenHalf } from './written';

export interface Fit {
  rows: number;
  heads: Heads;
  /** `boundsMet: false` when no candidate met the bounds and the least-bad one was taken (folds only). */
  thresholds: ModelThresholds & { boundsMet?: false };
  /** The dev rows of the sources kept, scored. */
  dev: DevRow[];
  /** The written corpus's harmless bound half, scored (never in a real figure). */
  written: DevRow[];
}

export function fit(o: TrainOptions, relabels: Relabels = readRelabels(), fallback = false): Fit {
  const rows: TrainRow[] = trainingRows(o);
  const heads = trainHeads(
    rows,
    undefined,
    undefined,
    rows.map((r) => readingOf(r.text).x),
  );
  const dev = SOURCES.filter((s) => !o.without.has(s)).flatMap((source) =>
    loadSplitRows(source, 'dev').map((row) => devRowOf(heads, row.text, source, goldOf(row, relabels))),
  );
  // Half of the written corpus's harmless messages (idioms, topic questions, everyday talk with crisis
  // words) bound the false positives on text the real pack lacks; the other half trains (training.ts).
  const written = loadWritten()
    .filter((w) => w.level === 'none' && writtenHalf(w.id) === 'bound')
    .map((w) => devRowOf(heads, w.text, 'written', 'norisk'));
  const thresholds = choose([...dev, ...written], { fallback });
  if (!thresholds)
    throw new Error(
      `no thresholds meet the bounds on dev (without ${[...o.without].join(', ') || 'nothing'})`,
    );
  return { rows: rows.length, heads, thresholds, dev, written };
}
