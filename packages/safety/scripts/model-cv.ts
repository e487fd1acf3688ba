// `npx tsx packages/safety/scripts/model-cv.ts [grid]`: leave-one-dev-part-out cross-validation of the
// learned model, alone and combined with the rules. Reads ONLY the dev parts (never heldout*); the rules
// are run without the model (classifyWith … model: false). Rules were tuned on all dev parts, so their
// figures here are in-sample and the model's gain over them is understated.
//   default: the chosen features and L2; for each combination, the thresholds with the highest
//            recall (elevated-or-crisis + crisis-as-crisis) keeping pooled benign FPR ≤ 3%, idioms ≤ 5%,
//            and no labelled unit-test case below (TWINS) pushed above its level by the full model.
//   grid:    the feature / L2 / naive-Bayes grid the choice was made from (no twin constraint).
import { classifyWith } from '../src/classify';
import { type FeatureOptions, featurise, type SparseVec } from '../src/model/features';
import { modelScores } from '../src/model/index';
import { LEVEL_RANK, type SafetyLevel } from '../src/types';
import { DEV_SPLITS, loadSplit } from './corpus';
import { score, trainLr, trainNb } from './logistic';
import { evaluate, type Labelled } from './metrics';
import { FEATURES, TRAIN } from './train-model';

// Cases from test/*.test.ts whose level a too-eager model changes (found by running the unit tests with
// low thresholds). Their expected level is a ceiling for the model's own verdict.
const TWINS: ReadonlyArray<[string, SafetyLevel]> = [
  ['my aunt took her own life years ago and I still think of her', 'low'],
  ["i'm not going to overdose, i just needed to say how bad it got", 'low'],
  ["I'm going to hurt him when he gets home", 'elevated'],
  ['kms', 'elevated'],
  ['made up my mind, i am getting the red car', 'none'],
  ['going to do it tonight, the essay is due friday', 'none'],
  ['honestly not planning on waking up before noon tomorrow', 'none'],
  ["i'm going to kill it at the audition tonight", 'none'],
  ["i've made my decision and the boxes are counted out", 'none'],
  ['took 2 of my antihistamines about an hour ago', 'none'],
  ["you won't have to deal with the landlord after tonight", 'none'],
  ['i hope the ferry sinks with me on it', 'none'],
  ['lately i keep wishing i could just stop procrastinating', 'none'],
  ['i want to stop. the noise. honestly.', 'none'],
  ["they'd all be happier without the noise honestly", 'none'],
  ['i want to thank the guy who helped my sister', 'none'],
];

type Row = Labelled & { part: string };
const rows: Row[] = DEV_SPLITS.flatMap((p) => loadSplit(p).map((r) => ({ ...r, part: p })));
if (rows.some((r) => r.part.startsWith('heldout'))) throw new Error('never cross-validate on held-out parts');
const rules = rows.map((r) => classifyWith(r.text, { model: false }));
const isRisk = (l: SafetyLevel) => LEVEL_RANK[l] >= LEVEL_RANK.elevated;
const maxL = (a: SafetyLevel, b: SafetyLevel) => (LEVEL_RANK[a] >= LEVEL_RANK[b] ? a : b);
const FIRST_PERSON = /\b(?:i|me|my|myself|im)\b/;
const gateRules = rules.map((v) => v.level !== 'none' || v.cues.length > 0);
const gateFp = rows.map((r, i) => gateRules[i] || FIRST_PERSON.test(r.text.toLowerCase()));

function outOfFold(fo: FeatureOptions, l2: number, nb: boolean) {
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
      const txs = tr.map((i) => xs[i] as SparseVec);
      const m = nb
        ? trainNb(txs, ys, 1 << fo.bits, 0.1)
        : trainLr(txs, ys, { ...TRAIN, l2, dim: 1 << fo.bits, posWeight: (ys.length - pos) / pos });
      for (const i of te) out[i] = score(m, xs[i] as SparseVec);
    }
  }
  return { pr, pc };
}

interface Th {
  tr: number;
  tc: number;
  tcr: number;
}
const levelOf = (r: number, c: number, t: Th): SafetyLevel =>
  c >= t.tc && r >= t.tcr ? 'crisis' : r >= t.tr ? 'elevated' : 'none';
type Combo = 'model' | 'max' | 'gate_rules' | 'gate_rules_fp';
function combine(c: Combo, i: number, m: SafetyLevel): SafetyLevel {
  const r = (rules[i] as { level: SafetyLevel }).level;
  if (c === 'model') return m;
  if (c === 'max' || (c === 'gate_rules' ? gateRules[i] : gateFp[i])) return maxL(r, m);
  return r;
}
const f1 = (x: number) => (x * 100).toFixed(1);
function figures(preds: SafetyLevel[]) {
  const e = evaluate(
    rows,
    preds.map((level) => ({ level, categories: [] })),
  );
  const s = `${f1(e.recallElevatedOrCrisis)} / ${f1(e.recallCrisisAsCrisis)} / ${f1(e.benignFpr)} / ${f1(e.idiomFpr)}`;
  return { e, s };
}
const TH = [
  ...Array.from({ length: 38 }, (_, k) => 0.04 + k * 0.024),
  0.94,
  0.95,
  0.96,
  0.97,
  0.98,
  0.99,
  0.995,
];
const TCR = [0, 0.5, 0.6, 0.7, 0.75, 0.78, 0.8, 0.85, 0.9];
const twinScores = TWINS.map(([t, l]) => ({ s: modelScores(t), l }));
function best(c: Combo, pr: number[], pc: number[], twins: boolean) {
  let out: { key: number; s: string; t: Th } | undefined;
  for (const tcr of twins ? TCR : [0])
    for (const tr of TH)
      for (const tc of TH) {
        const t = { tr, tc, tcr };
        if (twins && twinScores.some((x) => LEVEL_RANK[levelOf(x.s.risk, x.s.crisis, t)] > LEVEL_RANK[x.l]))
          continue;
        const { e, s } = figures(rows.map((_, i) => combine(c, i, levelOf(pr[i] ?? 0, pc[i] ?? 0, t))));
        if (e.benignFpr > 0.03 || e.idiomFpr > 0.05) continue;
        // Ties: the lower FPR, then the higher (more conservative) thresholds.
        const key = e.recallElevatedOrCrisis + e.recallCrisisAsCrisis - e.benignFpr * 1e-3 + (tr + tc) * 1e-7;
        if (!out || key > out.key + 1e-12) out = { key, s, t };
      }
  return out
    ? `${out.s}  (risk ≥ ${out.t.tr.toFixed(3)}; crisis ≥ ${out.t.tc.toFixed(3)} and risk ≥ ${out.t.tcr})`
    : 'none feasible';
}

console.log('recall elevated-or-crisis / crisis-as-crisis / benign FPR / idiom FPR, pooled out-of-fold');
console.log(`rules alone: ${figures(rules.map((v) => v.level)).s}`);
const grid = process.argv[2] === 'grid';
const base = FEATURES;
const configs: [string, FeatureOptions, number, boolean][] = grid
  ? [
      ['LR uni+bi', { ...base, firstPerson: false, charWeight: 0 }, 1e-3, false],
      ['LR uni+bi+first-person', { ...base, charWeight: 0 }, 1e-3, false],
      ['LR full l2=1e-4', base, 1e-4, false],
      ['LR full l2=1e-3', base, 1e-3, false],
      ['LR full l2=1e-2 (chosen)', base, 1e-2, false],
      ['LR full l2=3e-2', base, 3e-2, false],
      ['LR full, char weight 1', { ...base, charWeight: 1 }, 1e-2, false],
      ['NB full', base, 0, true],
    ]
  : [['LR full l2=1e-2 (chosen)', base, TRAIN.l2, false]];
for (const [name, fo, l2, nb] of configs) {
  const { pr, pc } = outOfFold(fo, l2, nb);
  console.log(`\n${name}`);
  for (const c of ['model', 'max', 'gate_rules', 'gate_rules_fp'] as Combo[])
    console.log(`  ${c.padEnd(14)} ${best(c, pr, pc, !grid)}`);
}
