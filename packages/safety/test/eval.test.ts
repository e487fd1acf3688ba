// Regression guard over the labelled corpus, computed with the same metrics code as `pnpm safety:eval`.
// The false-positive targets of issue 4 hold on the held-out part and are asserted as stated. The recall
// targets (0.95 elevated-or-crisis, 0.90 crisis-as-crisis) were NOT met on the held-out part when it was
// first measured (0.939 and 0.865); the floors below pin that measurement so regressions fail, and the
// todo records the gap. Do not raise the floors by tuning rules on held-out failures.
import { describe, expect, it } from 'vitest';
import { evaluateSplit, loadSplit } from '../scripts/corpus';
import { isIdiom, TARGETS } from '../scripts/metrics';

const HELDOUT_RECALL_FLOOR = { recallElevatedOrCrisis: 0.93, recallCrisisAsCrisis: 0.86 };

describe('corpus', () => {
  it('is large and varied enough for the issue', () => {
    const rows = [...loadSplit('dev'), ...loadSplit('heldout')];
    expect(rows.length).toBeGreaterThanOrEqual(800);
    expect(rows.filter((r) => r.level === 'elevated' || r.level === 'crisis').length).toBeGreaterThanOrEqual(
      300,
    );
    expect(rows.filter(isIdiom).length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const heldout = loadSplit('heldout').length / rows.length;
    expect(heldout).toBeGreaterThan(0.3);
    expect(loadSplit('heldout').some(isIdiom) && loadSplit('dev').some(isIdiom)).toBe(true);
  });
});

describe('held-out metrics', () => {
  const r = evaluateSplit('heldout');

  it('keeps benign and idiom false positives within the issue targets', () => {
    expect(r.benignFpr).toBeLessThanOrEqual(TARGETS.benignFpr);
    expect(r.idiomFpr).toBeLessThanOrEqual(TARGETS.idiomFpr);
  });

  it('does not regress recall below the first held-out measurement', () => {
    expect(r.recallElevatedOrCrisis).toBeGreaterThanOrEqual(HELDOUT_RECALL_FLOOR.recallElevatedOrCrisis);
    expect(r.recallCrisisAsCrisis).toBeGreaterThanOrEqual(HELDOUT_RECALL_FLOOR.recallCrisisAsCrisis);
  });

  it.todo('meets the issue recall targets on held-out (elevated-or-crisis ≥ 0.95, crisis ≥ 0.90)');
});

describe('dev metrics', () => {
  it('stays at the tuned level (dev is what the rules were tuned on)', () => {
    const r = evaluateSplit('dev');
    expect(r.recallElevatedOrCrisis).toBeGreaterThanOrEqual(TARGETS.recallElevatedOrCrisis);
    expect(r.recallCrisisAsCrisis).toBeGreaterThanOrEqual(TARGETS.recallCrisisAsCrisis);
    expect(r.benignFpr).toBeLessThanOrEqual(TARGETS.benignFpr);
    expect(r.idiomFpr).toBeLessThanOrEqual(TARGETS.idiomFpr);
  });
});
