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
  return {
    n: rows.length,
    perLevel,
    perCategory,
    ...headline(
      rows,
      rows.map((_, i) => pred(i).level),
    ),
    confusion,
  };
}

export type Headline = Pick<
  Report,
  'recallElevatedOrCrisis' | 'recallCrisisAsCrisis' | 'benignFpr' | 'idiomFpr' | 'idiomCount'
>;

/** The four figures in one pass over gold rows and predicted levels (cross-validation grids). */
export function headline(
  rows: readonly Pick<Labelled, 'id' | 'level'>[],
  levels: readonly SafetyLevel[],
): Headline {
  let risky = 0;
  let riskyHit = 0;
  let crisis = 0;
  let crisisHit = 0;
  let benign = 0;
  let benignHit = 0;
  let idioms = 0;
  let idiomsHit = 0;
  rows.forEach((r, i) => {
    const level = levels[i] ?? 'none';
    const flagged = isAtLeast(level, 'elevated');
    if (LEVEL_RANK[r.level] >= LEVEL_RANK.elevated) {
      risky++;
      if (flagged) riskyHit++;
    } else {
      benign++;
      if (flagged) benignHit++;
      if (isIdiom(r)) {
        idioms++;
        if (flagged) idiomsHit++;
      }
    }
    if (r.level === 'crisis') {
      crisis++;
      if (level === 'crisis') crisisHit++;
    }
  });
  return {
    recallElevatedOrCrisis: ratio(riskyHit, risky),
    recallCrisisAsCrisis: ratio(crisisHit, crisis),
    benignFpr: ratio(benignHit, benign),
    idiomFpr: ratio(idiomsHit, idioms),
    idiomCount: idioms,
  };
}

/** The targets on the held-out part. */
export const TARGETS = {
  recallElevatedOrCrisis: 0.95,
  recallCrisisAsCrisis: 0.9,
  benignFpr: 0.03,
  idiomFpr: 0.05,
};
