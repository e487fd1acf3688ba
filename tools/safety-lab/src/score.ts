// The shipped classifier over one split of the real pack: one scored row per pack row, for the eval script
// and the regression test.
import { classify } from '@solace/safety';
import { goldOf, readRelabels } from './gold';
import { loadSplitRows, SOURCES, type SplitName } from './real';
import type { Scored } from './report';

export function scoreSplit(split: SplitName, relabels = readRelabels()): Scored[] {
  return SOURCES.flatMap((source) =>
    loadSplitRows(source, split).map((row) => ({
      source,
      gold: goldOf(row, relabels),
      level: classify(row.text).level,
    })),
  );
}
