// The shipped classifier on the real pack's dev split (the split thresholds are chosen on) meets the
// targets: recall of risk ≥ 0.90, crisis on imminent rows ≥ 0.70, false positives ≤ 0.03 pooled and on
// everyday comments and no-stress segments each. The test split is not read here: it is looked at once
// per round, for BENCHMARKS.md (`pnpm safety:eval --split test`). Skipped when the pack is absent.
import { describe, expect, it } from 'vitest';
import { dataAvailable } from '../src/real';
import { bySource, TARGETS } from '../src/report';
import { scoreSplit } from '../src/score';

describe.runIf(dataAvailable())('real text, dev split', () => {
  const figs = bySource(scoreSplit('dev'));
  const pooled = figs.get('pooled');
  it('meets the recall and crisis targets pooled', () => {
    expect(pooled?.recall.n).toBeGreaterThan(500);
    expect(pooled?.recall.rate).toBeGreaterThanOrEqual(TARGETS.recall);
    expect(pooled?.crisis.n).toBeGreaterThan(200);
    expect(pooled?.crisis.rate).toBeGreaterThanOrEqual(TARGETS.crisis);
  });
  it('keeps false positives within the target pooled and on each everyday source', () => {
    expect(pooled?.fpr.rate).toBeLessThanOrEqual(TARGETS.fpr);
    for (const source of ['goemotions', 'dreaddit']) {
      const f = figs.get(source)?.fpr;
      expect(f?.n, source).toBeGreaterThan(200);
      expect(f?.rate, source).toBeLessThanOrEqual(TARGETS.fpr);
    }
  });
});
