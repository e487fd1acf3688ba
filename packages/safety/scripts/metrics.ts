// Evaluation metrics shared by the eval script and the regression test, so both report the same numbers.

import type { SafetyCategory, SafetyLevel } from '../src/index';
import { isAtLeast, LEVEL_RANK, SAFETY_CATEGORIES, SAFETY_LEVELS } from '../src/index';

export interface Labelled {
  id: string;
  text: string;
  level: SafetyLevel;
  categories: SafetyCategory[];
}
export interface Predicted {
  level: SafetyLevel;
  categories: SafetyCategory[];
}
export interface Prf {
  precision: number;
  recall: number;
  fpr: number;
  support: number;
}
export interface Report {
  n: number;
  perLevel: Record<SafetyLevel, Prf>;
  perCategory: Record<SafetyCategory, Prf>;
  recallElevatedOrCrisis: number;
  recallCrisisAsCrisis: number;
  benignFpr: number;
  idiomFpr: number;
  idiomCount: number;
  /** confusion[gold][predicted] */
  confusion: Record<SafetyLevel, Record<SafetyLevel, number>>;
}

export const isIdiom = (row: Pick<Labelled, 'id'>) => row.id.startsWith('idiom-');
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

function prf(gold: boolean[], pred: boolean[]): Prf {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  gold.forEach((g, i) => {
    const p = pred[i] ?? false;
    if (g && p) tp++;
    else if (!g && p) fp++;
    else if (g && !p) fn++;
    else tn++;
  });
  return {
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
    fpr: ratio(fp, fp + tn),
    support: tp + fn,
  };
}

export function evaluate(rows: readonly Labelled[], preds: readonly Predicted[]): Report {
  const pred = (i: number): Predicted => preds[i] ?? { level: 'none', categories: [] };
  const confusion = Object.fromEntries(
    SAFETY_LEVELS.map((g) => [g, Object.fromEntries(SAFETY_LEVELS.map((p) => [p, 0]))]),
  ) as Report['confusion'];
  rows.forEach((r, i) => {
    confusion[r.level][pred(i).level]++;
  });
  const perLevel = Object.fromEntries(
    SAFETY_LEVELS.map((l) => [
      l,
      prf(
        rows.map((r) => r.level === l),
        rows.map((_, i) => pred(i).level === l),
      ),
    ]),
  ) as Report['perLevel'];
  const perCategory = Object.fromEntries(
    SAFETY_CATEGORIES.map((c) => [
      c,
      prf(
        rows.map((r) => r.categories.includes(c)),
        rows.map((_, i) => pred(i).categories.includes(c)),
      ),
    ]),
  ) as Report['perCategory'];
  const flagged = (i: number) => isAtLeast(pred(i).level, 'elevated');
  const idx = rows.map((_, i) => i);
  const risky = idx.filter((i) => LEVEL_RANK[rows[i]?.level ?? 'none'] >= LEVEL_RANK.elevated);
  const crisis = idx.filter((i) => rows[i]?.level === 'crisis');
  const benign = idx.filter((i) => LEVEL_RANK[rows[i]?.level ?? 'none'] <= LEVEL_RANK.low);
  const idioms = benign.filter((i) => isIdiom(rows[i] ?? { id: '' }));
  return {
    n: rows.length,
    perLevel,
    perCategory,
    recallElevatedOrCrisis: ratio(risky.filter(flagged).length, risky.length),
    recallCrisisAsCrisis: ratio(crisis.filter((i) => pred(i).level === 'crisis').length, crisis.length),
    benignFpr: ratio(benign.filter(flagged).length, benign.length),
    idiomFpr: ratio(idioms.filter(flagged).length, idioms.length),
    idiomCount: idioms.length,
    confusion,
  };
}

/** The targets on the held-out part. */
export const TARGETS = {
  recallElevatedOrCrisis: 0.95,
  recallCrisisAsCrisis: 0.9,
  benignFpr: 0.03,
  idiomFpr: 0.05,
};
