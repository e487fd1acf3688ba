// Regression guard over the labelled corpus, computed with the same metrics code as `pnpm safety:eval`.
// Every corpus/*.jsonl file is a part (see scripts/corpus.ts). "heldout" (written by a colleague before
// any rules) meets all four issue targets and is asserted as stated. "heldout-b" (289 lines written
// before any rule change, in long-post, texting and indirect voices) does NOT meet them: it was measured
// at recall 0.554 / crisis 0.400 / benign FPR 7.8% / idiom FPR 6.0% before, and 0.764 / 0.720 / 5.7% /
// 2.0% after. The floors below pin that after-measurement so regressions fail, and the todo records
// the gap. Raise them only by tuning on new dev data, never on held-out lines.
import { describe, expect, it } from 'vitest';
import { DEV_SPLITS, evaluateSplit, HELDOUT_SPLITS, loadSplit, SPLITS } from '../scripts/corpus';
import { isIdiom, TARGETS } from '../scripts/metrics';

const HELDOUT_B_FLOOR = { recallElevatedOrCrisis: 0.76, recallCrisisAsCrisis: 0.72, benignFpr: 0.06 };

describe('corpus', () => {
  const rows = SPLITS.flatMap(loadSplit);

  it('is large and varied enough for the issue', () => {
    expect(rows.length).toBeGreaterThanOrEqual(800);
    expect(rows.filter((r) => r.level === 'elevated' || r.level === 'crisis').length).toBeGreaterThanOrEqual(
      300,
    );
    expect(rows.filter(isIdiom).length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const heldout = HELDOUT_SPLITS.flatMap(loadSplit).length / rows.length;
    expect(heldout).toBeGreaterThan(0.3);
    for (const split of SPLITS) expect(loadSplit(split).some(isIdiom), split).toBe(true);
  });

  it('discovers the dev and held-out parts by file name', () => {
    expect(HELDOUT_SPLITS).toEqual(expect.arrayContaining(['heldout', 'heldout-b']));
    expect(DEV_SPLITS).toEqual(expect.arrayContaining(['dev', 'dev-b', 'dev-c']));
  });
});

describe('held-out metrics: heldout', () => {
  const r = evaluateSplit('heldout');

  it('meets the issue recall targets', () => {
    expect(r.recallElevatedOrCrisis).toBeGreaterThanOrEqual(TARGETS.recallElevatedOrCrisis);
    expect(r.recallCrisisAsCrisis).toBeGreaterThanOrEqual(TARGETS.recallCrisisAsCrisis);
  });

  it('keeps benign and idiom false positives within the issue targets', () => {
    expect(r.benignFpr).toBeLessThanOrEqual(TARGETS.benignFpr);
    expect(r.idiomFpr).toBeLessThanOrEqual(TARGETS.idiomFpr);
  });
});

describe('held-out metrics: heldout-b', () => {
  const r = evaluateSplit('heldout-b');

  it('keeps idiom false positives within the issue target', () => {
    expect(r.idiomFpr).toBeLessThanOrEqual(TARGETS.idiomFpr);
  });

  it('does not regress below the measurement after the second round of rules', () => {
    expect(r.recallElevatedOrCrisis).toBeGreaterThanOrEqual(HELDOUT_B_FLOOR.recallElevatedOrCrisis);
    expect(r.recallCrisisAsCrisis).toBeGreaterThanOrEqual(HELDOUT_B_FLOOR.recallCrisisAsCrisis);
    expect(r.benignFpr).toBeLessThanOrEqual(HELDOUT_B_FLOOR.benignFpr);
  });

  it.todo('meets the issue targets on heldout-b (recall ≥ 0.95, crisis ≥ 0.90, benign FPR ≤ 3%)');
});

describe('dev metrics', () => {
  it.each(DEV_SPLITS)('%s stays at the tuned level (dev is what the rules were tuned on)', (split) => {
    const r = evaluateSplit(split);
    expect(r.recallElevatedOrCrisis).toBeGreaterThanOrEqual(0.94);
    expect(r.recallCrisisAsCrisis).toBeGreaterThanOrEqual(TARGETS.recallCrisisAsCrisis);
    expect(r.benignFpr).toBeLessThanOrEqual(TARGETS.benignFpr);
    expect(r.idiomFpr).toBeLessThanOrEqual(TARGETS.idiomFpr);
  });
});
