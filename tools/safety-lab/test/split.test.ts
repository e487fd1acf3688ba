// The committed split: ids only, disjoint, every pack row in exactly one split, whole groups on one side,
// and exactly what scripts/split.ts derives from the pack (checked when the pack is present).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  dataAvailable,
  formatManifest,
  groupKey,
  loadSource,
  MANIFEST_FILE,
  readManifest,
  rowNumber,
  SOURCES,
  splitOf,
} from '../src/real';

const manifest = readManifest();

describe('the committed manifest', () => {
  it('names every source and three sorted, disjoint lists of row numbers', () => {
    expect(Object.keys(manifest).sort()).toEqual([...SOURCES].sort());
    for (const source of SOURCES) {
      const seen = new Set<number>();
      for (const split of ['train', 'dev', 'test'] as const) {
        const ids = manifest[source][split];
        expect(ids.length, `${source} ${split}`).toBeGreaterThan(0);
        expect([...ids].sort((a, b) => a - b)).toEqual(ids);
        for (const n of ids) {
          expect(Number.isInteger(n)).toBe(true);
          expect(seen.has(n), `${source}-${n} twice`).toBe(false);
          seen.add(n);
        }
      }
    }
  });
  it('gives train about 70% of each large source, dev and test about 15% each', () => {
    for (const source of ['goemotions', 'twitter-suicidal-intention', 'esconv'] as const) {
      const m = manifest[source];
      const all = m.train.length + m.dev.length + m.test.length;
      expect(m.train.length / all).toBeGreaterThan(0.62);
      expect(m.test.length / all).toBeGreaterThan(0.1);
    }
  });
});

describe.runIf(dataAvailable())('the manifest against the pack', () => {
  it('is what split.ts derives, byte for byte', () => {
    expect(readFileSync(MANIFEST_FILE, 'utf8')).toBe(formatManifest(buildManifest()));
  });
  it('keeps every Dreaddit post and ESConv conversation on one side', () => {
    for (const source of ['dreaddit', 'esconv'] as const) {
      const where = new Map<number, string>();
      for (const split of ['train', 'dev', 'test'] as const)
        for (const n of manifest[source][split]) where.set(n, split);
      const groups = new Map<string, Set<string>>();
      for (const row of loadSource(source)) {
        const split = where.get(rowNumber(row.id));
        expect(split).toBe(splitOf(source, groupKey(row)));
        const key = groupKey(row);
        groups.set(key, (groups.get(key) ?? new Set()).add(split as string));
      }
      expect([...groups.values()].filter((s) => s.size > 1)).toEqual([]);
      expect(groups.size).toBeLessThan(loadSource(source).length);
    }
  });
});
