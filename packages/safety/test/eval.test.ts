// Regression guard over the labelled corpus, computed with the same metrics code as `pnpm safety:eval`.
// Every corpus/*.jsonl file is a part (see scripts/corpus.ts). Held-out parts are asserted against the
// issue's targets where they meet them and against honest floors (the measured figure) where they do
// not, with a todo per unmet target; README.md has the before/after figures. Raise a floor only after
// tuning on new dev data, never on held-out lines.
import { describe, expect, it } from 'vitest';
import {
  DEV_SPLITS,
  evaluateSplit,
  HELDOUT_SPLITS,
  loadSplit,
  partsIn,
  SPLITS,
  textKey,
} from '../scripts/corpus';
import { evaluate, isIdiom, TARGETS } from '../scripts/metrics';
import { classify } from '../src/index';

type Metric = 'recallElevatedOrCrisis' | 'recallCrisisAsCrisis' | 'benignFpr' | 'idiomFpr';
const METRICS: readonly Metric[] = [
  'recallElevatedOrCrisis',
  'recallCrisisAsCrisis',
  'benignFpr',
  'idiomFpr',
];
const isRate = (m: Metric) => m === 'benignFpr' || m === 'idiomFpr';

// Per held-out part, the honest bound for every metric that misses the target: the measured
// figure rounded down for recall, rounded up for false-positive rates, measured with the model-led
// classifier (rules + learned model with veto, src/model). README.md has every stage's figures.
// A metric without an entry must meet the target itself.
const HELDOUT_FLOORS: Readonly<Record<string, Partial<Record<Metric, number>>>> = {
  heldout: {},
  'heldout-b': {},
  // 92.1 / 87.1 / 0.0% / 0.0% (ninth round 92.9 / 88.6, eighth 90.7 / 87.1, seventh 95.0 / 92.9); README.md
  'heldout-c': { recallElevatedOrCrisis: 0.92, recallCrisisAsCrisis: 0.87 },
  // written after every rule change; totals looked at in rounds 5 to 10 (95.9% recall in the tenth)
  'heldout-d': {},
  'heldout-e': {},
  'heldout-f': {},
  // 98.8 / 100 / 2.6% / 6.8% (4 of 59 idioms, as with the eighth and ninth rounds' models): written
  // before any change of the ninth round
  'heldout-g': { idiomFpr: 0.07 },
  // written after the ninth round's first model was final (its thresholds were revisited after)
  'heldout-h': {},
  // written before the ninth round's thresholds were revisited, measured once on the final ones
  'heldout-i': {},
  // the tenth round's pre-registered test (corpus/sealed/README.md): 1,193 messages by four new writers,
  // sealed before any change of the round, measured once on its final model: 98.3 / 99.5 / 1.3% / 1.7%
  'heldout-j': {},
};
// dev-e (written to break the rules after the proximity layer's first round) still flags more benign
// messages than the generic dev bar allows; its measured FPR is pinned instead.
// (Dev figures include the learned model, which was trained on every dev part: they are in-sample.)
const DEV_FLOORS: Readonly<Record<string, Partial<Record<Metric, number>>>> = {
  'dev-e': { benignFpr: 0.06 },
};
const DEV_BAR: Record<Metric, number> = { ...TARGETS, recallElevatedOrCrisis: 0.94 };

function expectBound(value: number, metric: Metric, bound: number): void {
  if (isRate(metric)) expect(value, metric).toBeLessThanOrEqual(bound);
  else expect(value, metric).toBeGreaterThanOrEqual(bound);
}

describe('corpus', () => {
  const rows = SPLITS.flatMap(loadSplit);

  it('is large and varied enough for the issue', () => {
    expect(rows.length).toBeGreaterThanOrEqual(800);
    expect(rows.filter((r) => r.level === 'elevated' || r.level === 'crisis').length).toBeGreaterThanOrEqual(
      300,
    );
    expect(rows.filter(isIdiom).length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    // Held out: at least 800 messages over at least four parts, one written after every rule and model
    // change (heldout-d), so the figures are not only from parts measured during development.
    expect(HELDOUT_SPLITS.flatMap(loadSplit).length).toBeGreaterThanOrEqual(800);
    expect(HELDOUT_SPLITS.length).toBeGreaterThanOrEqual(4);
    for (const split of SPLITS) expect(loadSplit(split).some(isIdiom), split).toBe(true);
  });

  it('holds no held-out line that a dev or pending part repeats (scripts/intake.ts drops them)', () => {
    const dev = new Set(
      [...DEV_SPLITS, ...partsIn('pending')].flatMap(loadSplit).map((r) => textKey(r.text)),
    );
    expect(partsIn('pending').length).toBeGreaterThan(0);
    const repeats = HELDOUT_SPLITS.flatMap(loadSplit).filter((r) => dev.has(textKey(r.text)));
    expect(repeats.length).toBe(0);
  });

  it('discovers the dev and held-out parts by file name', () => {
    expect(HELDOUT_SPLITS).toEqual(
      expect.arrayContaining([
        'heldout',
        'heldout-b',
        'heldout-c',
        'heldout-d',
        'heldout-e',
        'heldout-f',
        'heldout-g',
        'heldout-h',
        'heldout-i',
        'heldout-j',
      ]),
    );
    expect(DEV_SPLITS).toEqual(expect.arrayContaining(['dev', 'dev-b', 'dev-c', 'dev-d', 'dev-e']));
  });
});

describe.each(HELDOUT_SPLITS)('held-out metrics: %s', (split) => {
  const r = evaluateSplit(split);
  const floors = HELDOUT_FLOORS[split] ?? {};
  const met = METRICS.filter((m) => floors[m] === undefined);
  const unmet = METRICS.filter((m) => floors[m] !== undefined);

  if (met.length > 0)
    it(`meets the issue targets: ${met.join(', ')}`, () => {
      for (const m of met) expectBound(r[m], m, TARGETS[m]);
    });
  if (unmet.length > 0)
    it(`does not regress below its measured figures: ${unmet.join(', ')}`, () => {
      for (const m of unmet) expectBound(r[m], m, floors[m] ?? TARGETS[m]);
    });
  for (const m of unmet)
    it.todo(`${split}: meet the issue target ${m} ${isRate(m) ? '≤' : '≥'} ${TARGETS[m]} on this part alone`);
});

// The second half of the acceptance rule stated before heldout-j was written (corpus/sealed/README.md):
// every held-out message pooled meets all four targets (98.1 / 97.9 / 1.3% / 1.5% over ten parts).
describe('held-out metrics: every part pooled', () => {
  const rows = HELDOUT_SPLITS.flatMap(loadSplit);
  const r = evaluate(
    rows,
    rows.map((row) => classify(row.text)),
  );
  it.each(METRICS)('meets the issue target for %s', (m) => expectBound(r[m], m, TARGETS[m]));
});

describe('dev metrics', () => {
  it.each(DEV_SPLITS)(
    '%s stays at its in-sample level (rules tuned on it or the model trained on it)',
    (split) => {
      const r = evaluateSplit(split);
      for (const m of METRICS) expectBound(r[m], m, DEV_FLOORS[split]?.[m] ?? DEV_BAR[m]);
    },
  );
});
