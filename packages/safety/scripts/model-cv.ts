// `npx tsx packages/safety/scripts/model-cv.ts [grid]`: leave-one-dev-part-out cross-validation of the
// learned model, alone and combined with the rules. Reads ONLY the dev parts (never heldout*); the rules
// run without the model (classifyWith … model: false).
//
// The rules were tuned on the first dev parts (RULES_TUNED), so on those their figures are in-sample.
// Thresholds are therefore chosen on the other dev parts ("fresh": written by people who never saw the
// rules), out of fold: the highest recall (elevated-or-crisis + crisis-as-crisis) that keeps benign FPR
// ≤ 3% and idiom FPR ≤ 5% there, and benign FPR ≤ 3% on the rules-tuned parts too (their benign
// messages are short near-misses full of crisis words, where the model's own false positives show).
// Figures for the rules-tuned parts are printed beside them.
//   default: the chosen features and L2, every combination, and the thresholds to copy into train-model.ts.
//   grid:    the feature / L2 grid the choice was made from.
//   all:     also the model alone and max(rules, model), and each without the unit-case constraint.
// Env: ALL_CASES=1 also holds the rule-layer tests' harmless twins; MAX_BROKEN=n lets n unit cases break
// and lists them (how the cost of the twins was measured: README.md); TUNED_FPR=x changes the bound on
// the rules-tuned parts (TUNED_FPR=1: none, the choice before the seventh round).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyWith } from '../src/classify';
import { type FeatureOptions, featurise, type SparseVec } from '../src/model/features';
import { modelScores } from '../src/model/index';
import { LEVEL_RANK, type SafetyLevel } from '../src/types';
import { DEV_SPLITS, loadSplit, RULES_TUNED } from './corpus';
import { score, trainLr } from './logistic';
import { headline, type Labelled } from './metrics';
import { FEATURES, TRAIN } from './train-model';

type Row = Labelled & { part: string };
const rows: Row[] = DEV_SPLITS.flatMap((p) => loadSplit(p).map((r) => ({ ...r, part: p })));
if (rows.some((r) => r.part.startsWith('heldout'))) throw new Error('never cross-validate on held-out parts');
const fresh = (r: Row) => !RULES_TUNED.includes(r.part);
const rules = rows.map((r) => classifyWith(r.text, { model: false }).level);
const isRisk = (l: SafetyLevel) => LEVEL_RANK[l] >= LEVEL_RANK.elevated;
const maxL = (a: SafetyLevel, b: SafetyLevel) => (LEVEL_RANK[a] >= LEVEL_RANK[b] ? a : b);

function outOfFold(fo: FeatureOptions, l2: number) {
  const xs: SparseVec[] = rows.map((r) => featurise(r.text, fo));
  const pr = new Array<number>(rows.length).fill(0);
  const pc = new Array<number>(rows.length).fill(0);
  for (const part of DEV_SPLITS) {
    const tr = rows.flatMap((r, i) => (r.part !== part ? [i] : []));
    const te = rows.flatMap((r, i) => (r.part === part ? [i] : []));
    for (const [head, out] of [
      ['risk', pr],
      ['crisis', pc],
    ] as const) {
      const ys = tr.map((i) => {
        const l = (rows[i] as Row).level;
        return (head === 'risk' ? isRisk(l) : l === 'crisis') ? 1 : 0;
      });
      const pos = ys.filter((y) => y === 1).length;
      const m = trainLr(
        tr.map((i) => xs[i] as SparseVec),
        ys,
        { ...TRAIN, l2, dim: 1 << fo.bits, posWeight: (ys.length - pos) / pos },
      );
      for (const i of te) out[i] = score(m, xs[i] as SparseVec);
    }
  }
  return { pr, pc };
}

// The labelled cases of the unit tests (test/*.test.ts tables: [text, level, …]) the full classifier must
// keep: every phenomenon and context case, and the risk cases (elevated, crisis) of the rule-layer tests,
// whose harmless twins test the rule layers alone. Thresholds that break one are not eligible. Their
// model scores come from the model trained on all dev parts (the one the tests run).
const UNIT_CASES = ['phenomena', 'context', 'imminence', 'proximity'].flatMap((f) =>
  [
    ...readFileSync(path.join(import.meta.dirname, '..', 'test', `${f}.test.ts`), 'utf8').matchAll(
      /^\s*\[\s*(['"`])((?:\\.|(?!\1).)*)\1,\s*'(none|low|elevated|crisis)'/gm,
    ),
  ].flatMap((m) => {
    const text = (m[2] as string).replace(/\\(.)/g, (_, ch: string) => (ch === 'n' ? '\n' : ch));
    const level = m[3] as SafetyLevel;
    if ((f === 'imminence' || f === 'proximity') && !isRisk(level) && !process.env.ALL_CASES) return [];
    return [{ text, level, rules: classifyWith(text, { model: false }).level, s: modelScores(text) }];
  }),
);

interface Th {
  risk: number;
  crisis: number;
  crisisRisk: number;
  veto: number;
  vetoCrisis: number;
}
type Combo = 'model' | 'max' | 'veto';
const modelOf = (r: number, c: number, t: Th): SafetyLevel =>
  c >= t.crisis && r >= t.crisisRisk ? 'crisis' : r >= t.risk ? 'elevated' : 'none';
/** Mirrors classify.ts withModel() for 'veto' (shipped); 'model' ignores the rules; 'max' never lowers. */
function combine(c: Combo, rl: SafetyLevel, r: number, m: SafetyLevel, t: Th): SafetyLevel {
  if (c === 'max') return maxL(rl, m);
  const stands = rl === 'crisis' ? r >= t.vetoCrisis : r >= t.veto;
  const kept = c === 'veto' && isRisk(rl) && stands ? rl : isRisk(rl) ? 'low' : rl;
  return maxL(kept, m);
}
const pct = (x: number) => (x * 100).toFixed(1);
/** The four headline figures of the predictions over the rows at `over` (indices into rows). */
function figures(preds: readonly SafetyLevel[], over: readonly number[]) {
  const e = headline(
    over.map((i) => rows[i] as Row),
    over.map((i) => preds[i] as SafetyLevel),
  );
  return {
    e,
    s: `${pct(e.recallElevatedOrCrisis)} / ${pct(e.recallCrisisAsCrisis)} / ${pct(e.benignFpr)} / ${pct(e.idiomFpr)}`,
  };
}
const where = (sel: (r: Row) => boolean) => rows.flatMap((r, i) => (sel(r) ? [i] : []));
const freshIdx = where(fresh);
const tunedIdx = where((r) => !fresh(r));
const MAX_BROKEN = Number(process.env.MAX_BROKEN ?? 0);
const TUNED_FPR = Number(process.env.TUNED_FPR ?? 0.03);
const TH = [...Array.from({ length: 49 }, (_, k) => Number((0.02 + k * 0.02).toFixed(2))), 0.99, 0.995];
function best(c: Combo, pr: number[], pc: number[], units: boolean) {
  let out: { key: number; t: Th; preds: SafetyLevel[] } | undefined;
  const VETO = c === 'veto' ? [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7] : [1];
  for (const veto of VETO)
    for (const vetoCrisis of VETO.filter((v) => v <= veto))
      for (const risk of TH)
        for (const crisis of TH) {
          const t = { risk, crisis, crisisRisk: Math.min(risk, 0.5), veto, vetoCrisis };
          const broken = UNIT_CASES.filter(
            (u) => combine(c, u.rules, u.s.risk, modelOf(u.s.risk, u.s.crisis, t), t) !== u.level,
          ).length;
          if (units && broken > MAX_BROKEN) continue;
          const preds = rows.map((_, i) =>
            combine(c, rules[i] as SafetyLevel, pr[i] ?? 0, modelOf(pr[i] ?? 0, pc[i] ?? 0, t), t),
          );
          const e = figures(preds, freshIdx).e;
          if (e.benignFpr > 0.03 || e.idiomFpr > 0.05) continue;
          if (figures(preds, tunedIdx).e.benignFpr > TUNED_FPR) continue;
          // Ties: the higher (more conservative) thresholds.
          const key =
            e.recallElevatedOrCrisis + e.recallCrisisAsCrisis + (risk + crisis + veto + vetoCrisis) * 1e-7;
          if (!out || key > out.key + 1e-12) out = { key, t, preds };
        }
  if (!out) return 'none feasible';
  if (process.env.PER_PART) {
    const preds = out.preds;
    for (const part of DEV_SPLITS)
      console.log(
        `    ${part.padEnd(8)} ${
          figures(
            preds,
            where((r) => r.part === part),
          ).s
        }`,
      );
  }
  if (units && MAX_BROKEN > 0) {
    const t = out.t;
    for (const u of UNIT_CASES) {
      const got = combine(c, u.rules, u.s.risk, modelOf(u.s.risk, u.s.crisis, t), t);
      if (got !== u.level)
        console.log(
          `    breaks: ${u.text} → ${got} (want ${u.level}; rules ${u.rules}, risk ${u.s.risk.toFixed(2)}, crisis ${u.s.crisis.toFixed(2)})`,
        );
    }
  }
  return `fresh ${figures(out.preds, freshIdx).s} | rules-tuned ${figures(out.preds, tunedIdx).s}  ${JSON.stringify(out.t)}`;
}

console.log(`${UNIT_CASES.length} unit-test cases; ${rows.length} dev messages`);
console.log('recall elevated-or-crisis / crisis-as-crisis / benign FPR / idiom FPR, pooled out-of-fold');
console.log(
  `rules alone: fresh ${figures(rules, freshIdx).s} | rules-tuned (in-sample) ${figures(rules, tunedIdx).s}`,
);
const grid = process.argv[2] === 'grid';
const configs: [string, FeatureOptions, number][] = grid
  ? [
      [
        'words, bigrams, first person, char n-grams',
        { ...FEATURES, clusterWeight: 0, lengthWeight: 0 },
        1e-2,
      ],
      ['+ clusters 0.7', { ...FEATURES, lengthWeight: 0 }, 1e-2],
      ['+ clusters, 2^16 buckets (sixth round)', { ...FEATURES, lengthWeight: 0, bits: 16 }, 1e-2],
      ['+ message length 0.5, l2 3e-3', FEATURES, 3e-3],
      ['+ message length 0.5, l2 1e-2 (chosen)', FEATURES, 1e-2],
      ['+ message length 0.5, l2 3e-2', FEATURES, 3e-2],
      ['+ message length 1.0', { ...FEATURES, lengthWeight: 1 }, 1e-2],
    ]
  : [['chosen', FEATURES, TRAIN.l2]];
for (const [name, fo, l2] of configs) {
  const { pr, pc } = outOfFold(fo, l2);
  console.log(`\n${name}`);
  for (const c of (grid
    ? ['model']
    : process.argv[2] === 'all'
      ? ['model', 'max', 'veto']
      : ['veto']) as Combo[])
    for (const units of grid ? [false] : process.argv[2] === 'all' ? [false, true] : [true])
      console.log(`  ${c.padEnd(6)}${units ? ' unit-safe' : '          '} ${best(c, pr, pc, units)}`);
}
