// The hand labels: ids and levels only, never text; relabels cover only dev and test rows whose source
// label cannot decide (every SDCNL row, risk-hinted Twitter and ETHOS rows), train labels only train rows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RELABELS_FILE, readRelabels, TRAIN_LABELS_FILE } from '../src/gold';
import { dataAvailable, loadSplitRows, readManifest, rowNumber, type Source } from '../src/real';

const LEVELS = ['none', 'low', 'elevated', 'crisis'];
const manifest = readManifest();
const sourceOf = (id: string) => id.slice(0, id.lastIndexOf('-')) as Source;
const inSplits = (id: string, splits: readonly ('train' | 'dev' | 'test')[]) =>
  splits.some((s) => manifest[sourceOf(id)]?.[s].includes(rowNumber(id)));

describe.each([
  ['relabels', RELABELS_FILE, ['dev', 'test']],
  ['train labels', TRAIN_LABELS_FILE, ['train']],
] as const)('%s', (_, file, splits) => {
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  it('hold an id and a level per line and nothing else', () => {
    for (const line of lines) {
      const row = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(row).sort()).toEqual(['id', 'level']);
      expect(LEVELS).toContain(row.level);
    }
    expect(readRelabels(file).size).toBe(lines.length);
  });
  it(`name only ${splits.join(' and ')} rows of the sources they may relabel`, () => {
    for (const line of lines) {
      const { id } = JSON.parse(line) as { id: string };
      expect(['sdcnl', 'twitter-suicidal-intention', 'ethos']).toContain(sourceOf(id));
      expect(inSplits(id, splits), id).toBe(true);
    }
  });
});

describe.runIf(dataAvailable())('relabel coverage', () => {
  it('covers every SDCNL dev and test row and every risk-hinted Twitter and ETHOS one', () => {
    const relabels = readRelabels();
    for (const split of ['dev', 'test'] as const) {
      for (const source of ['sdcnl', 'twitter-suicidal-intention', 'ethos'] as const) {
        const due = loadSplitRows(source, split).filter(
          (r) => source === 'sdcnl' || r.level_hint === 'elevated',
        );
        expect(due.length).toBeGreaterThan(0);
        for (const row of due) expect(relabels.has(row.id), row.id).toBe(true);
      }
    }
  });
});
