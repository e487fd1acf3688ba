// `npx tsx packages/safety/scripts/model-cv.ts [grid]`: leave-one-dev-part-out cross-validation of the
// learned model, alone and combined with the rules. Reads ONLY the dev parts (never heldout*); the rules
// run without the model (classifyWith … model: false).
//
// The rules were tuned on the first dev parts (RULES_TUNED), so on those their figures are in-sample.
// Thresholds are therefore chosen on the other dev parts ("fresh": written by people who never saw the
// rules), out of fold: the highest recall (elevated-or-crisis + crisis-as-crisis) that keeps benign FPR
// ≤ 3% and idiom FPR ≤ 5% there, and benign FPR ≤ 3% plus one standard error on the rules-tuned parts
// too (their benign messages are short near-misses full of crisis words, where the model's own false
// positives show).
// Since the ninth round two more bounds hold: recall ≥ 95% on the rules-tuned parts (the held-out
// targets apply to their writers' style too, and a high veto threshold would silence the rules there),
// and crisis precision ≥ 90% on both (a crisis verdict brings the vetted crisis reply and resources; a
// threshold that buys crisis recall by calling one elevated message in ten crisis is not a gain).
// The search covers the raise thresholds, the two veto thresholds and the extra a message of at most
// seven tokens needs on each raise threshold (`short`; SHORT=0 searches without it).
// Figures for the rules-tuned parts are printed beside them.
//   default: the chosen features and L2, every combination, and the thresholds to copy into train-model.ts.
//   grid:    the feature / L2 grid the choice was made from: the risk head alone at 2% and 3% benign
//            FPR (no thresholds to fit), then the model alone at its best thresholds.
//   all:     also the model alone and max(rules, model), and each without the unit-case constraint.
// Env: ALL_CASES=1 also holds the rule-layer tests' harmless twins; MAX_BROKEN=n lets n unit cases break
// and lists them (how the cost of the twins was measured: README.md); TUNED_FPR=x changes the bound on
// the rules-tuned parts (TUNED_FPR=1: none, the choice before the seventh round; 0.03: the ninth round's
// first choice); TUNED_RECALL=x and CRISIS_PRECISION=x change those two bounds (0: none, the choice
// before the ninth round); WITHOUT=a,b also prints the fresh figures without those parts (to compare runs
// trained on different parts on the same messages);
// PROBE=/path/a.jsonl,…: parts outside the corpus that neither training nor the threshold choice sees,
// scored by the model trained on every dev part at the chosen thresholds (how a choice transfers to
// writers the whole procedure never read).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyWith } from '../src/classify';
import { clipText, type FeatureOptions, featurise, type SparseVec } from '../src/model/features';
import { type ModelThresholds, modelLevel } from '../src/model/index';
import { normalise } from '../src/normalise';
import { LEVEL_RANK, type SafetyLevel } from '../src/types';
import { DEV_SPLITS, loadSplit, RULES_TUNED } from './corpus';
import { score, trainLr } from './logistic';
import { type Headline, headline, type Labelled } from './metrics';
import { FEATURES, TRAIN, trainHeads } from './train-model';

type Row = Labelled & { part: string };
// EXTRA=pending/dev-aa,…: also cross-validate (and train the unit-case model) on parts not yet in corpus/.
const PARTS = [...DEV_SPLITS, ...(process.env.EXTRA ?? '').split(',').filter(Boolean)];
const rows: Row[] = PARTS.flatMap((p) => loadSplit(p).map((r) => ({ ...r, part: p })));
if (rows.some((r) => r.part.startsWith('heldout'))) throw new Error('never cross-validate on held-out parts');
const fresh = (r: Row) => !RULES_TUNED.includes(r.part);
const rules = rows.map((r) => classifyWith(r.text, { model: false }).level);
const tokensOf = (text: string) => normalise(clipText(text)).tokens.length;
const tokens = rows.map((r) => tokensOf(r.text));
const isRisk = (l: SafetyLevel) => LEVEL_RANK[l] >= LEVEL_RANK.elevated;
const maxL = (a: SafetyLevel, b: SafetyLevel) => (LEVEL_RANK[a] >= LEVEL_RANK[b] ? a : b);

function outOfFold(fo: FeatureOptions, l2: number) {
  const xs: SparseVec[] = rows.map((r) => featurise(r.text, fo));
  const pr = new Array<number>(rows.length).fill(0);
  const pc = new Array<number>(rows.length).fill(0);
  for (const part of PARTS) {
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

// FO='{"trigramWeight":1}' and L2=x: run the default report with other features or regularisation.
const CHOSEN: FeatureOptions = { ...FEATURES, ...JSON.parse(process.env.FO ?? '{}') };
const L2 = Number(process.env.L2 ?? TRAIN.l2);
// The model trained on every part read here, int8 as shipped (train-model.ts): with the shipped corpus it
// is the model the tests run, and with EXTRA it is the one that would ship.
const full = trainHeads(PARTS, CHOSEN, { ...TRAIN, l2: L2 }).heads;
const asLr = (h: (typeof full)['risk']) => ({ w: Float64Array.from(h.bytes, (b) => b * h.scale), b: h.bias });
const [fullRisk, fullCrisis] = [asLr(full.risk), asLr(full.crisis)];
function modelScores(text: string) {
  const x = featurise(text, CHOSEN);
  return { risk: score(fullRisk, x), crisis: score(fullCrisis, x), tokens: tokensOf(text) };
}

// The labelled cases of the unit tests (test/*.test.ts tables: [text, level, …]) the full classifier must
// keep: every phenomenon and context case, and the risk cases (elevated, crisis) of the rule-layer tests,
// whose harmless twins test the rule layers alone. Thresholds that break one are not eligible. Their
// model scores come from the model trained on all parts (above).
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

type Th = ModelThresholds;
type Combo = 'model' | 'max' | 'veto';
/** The shipped model verdict (model/index.ts modelLevel) at candidate thresholds. */
const modelOf = (risk: number, crisis: number, tokens: number, t: Th): SafetyLevel =>
  modelLevel({ risk, crisis, tokens }, t);
/** Mirrors classify.ts withModel() for 'veto' (shipped); 'model' ignores the rules; 'max' never lowers. */
function combine(c: Combo, rl: SafetyLevel, r: number, m: SafetyLevel, t: Th): SafetyLevel {
  if (c === 'max') return maxL(rl, m);
  const stands = rl === 'crisis' ? r >= t.vetoCrisis : r >= t.veto;
  const kept = c === 'veto' && isRisk(rl) && stands ? rl : isRisk(rl) ? 'low' : rl;
  return maxL(kept, m);
}
const pct = (x: number) => (x * 100).toFixed(1);
/** recall / crisis-as-crisis / benign FPR / idiom FPR, %. */
const fmt = (e: Headline) =>
  `${pct(e.recallElevatedOrCrisis)} / ${pct(e.recallCrisisAsCrisis)} / ${pct(e.benignFpr)} / ${pct(e.idiomFpr)}`;
/** The four headline figures of the predictions over the rows at `over` (indices into rows). */
function figures(preds: readonly SafetyLevel[], over: readonly number[]) {
  const e = headline(
    over.map((i) => rows[i] as Row),
    over.map((i) => preds[i] as SafetyLevel),
  );
  return { e, s: fmt(e) };
}
/** Recall of the risk head alone at the score that flags `fpr` of the benign messages among `over`. */
function recallAtFpr(pr: readonly number[], over: readonly number[], fpr: number): string {
  const benign = over.filter((i) => !isRisk((rows[i] as Row).level)).map((i) => pr[i] ?? 0);
  const cut = benign.sort((a, b) => b - a)[Math.floor(fpr * benign.length)] ?? 1;
  const risky = over.filter((i) => isRisk((rows[i] as Row).level));
  return pct(risky.filter((i) => (pr[i] ?? 0) > cut).length / risky.length);
}
const where = (sel: (r: Row) => boolean) => rows.flatMap((r, i) => (sel(r) ? [i] : []));
const freshIdx = where(fresh);
const tunedIdx = where((r) => !fresh(r));
const MAX_BROKEN = Number(process.env.MAX_BROKEN ?? 0);
// The first parts' bound: the 3% target plus one standard error of a sample of their benign messages
// (620: 3.7%), so that no single near-miss sets the operating point (one message there is 0.16 points;
// before the ninth round the bound was 3% flat, and the search gave up 1.3 points of fresh recall to
// avoid flagging one of them).
const TUNED_BENIGN = rows.filter((r) => !fresh(r) && !isRisk(r.level)).length;
const TUNED_FPR = Number(process.env.TUNED_FPR ?? 0.03 + Math.sqrt((0.03 * 0.97) / TUNED_BENIGN));
const TUNED_RECALL = Number(process.env.TUNED_RECALL ?? 0.95);
const CRISIS_PRECISION = Number(process.env.CRISIS_PRECISION ?? 0.9);
/** Of the messages at `over` predicted crisis, the share labelled crisis (1 when none is predicted). */
function crisisPrecision(preds: readonly SafetyLevel[], over: readonly number[]): number {
  const called = over.filter((i) => preds[i] === 'crisis');
  return called.length ? called.filter((i) => (rows[i] as Row).level === 'crisis').length / called.length : 1;
}
const TH = [...Array.from({ length: 49 }, (_, k) => Number((0.02 + k * 0.02).toFixed(2))), 0.99, 0.995];
// The extra a short message (≤ 7 tokens) needs on every raise threshold; SHORT=0 searches without it.
const SHORT = process.env.SHORT ? process.env.SHORT.split(',').map(Number) : [0, 0.1, 0.2, 0.3, 0.4];
function best(c: Combo, pr: number[], pc: number[], units: boolean) {
  let out: { key: number; t: Th; preds: SafetyLevel[] } | undefined;
  const VETO = c === 'veto' ? [0.2, 0.3, 0.4, 0.5, 0.6, 0.7] : [1];
  for (const veto of VETO)
    for (const vetoCrisis of VETO.filter((v) => v <= veto))
      for (const short of SHORT)
        for (const risk of TH)
          for (const crisis of TH) {
            const t = { risk, crisis, crisisRisk: Math.min(risk, 0.5), veto, vetoCrisis, short };
            const broken = UNIT_CASES.filter(
              (u) =>
                combine(c, u.rules, u.s.risk, modelOf(u.s.risk, u.s.crisis, u.s.tokens, t), t) !== u.level,
            ).length;
            if (units && broken > MAX_BROKEN) continue;
            const preds = rows.map((_, i) =>
              combine(
                c,
                rules[i] as SafetyLevel,
                pr[i] ?? 0,
                modelOf(pr[i] ?? 0, pc[i] ?? 0, tokens[i] ?? 0, t),
                t,
              ),
            );
            const e = figures(preds, freshIdx).e;
            if (e.benignFpr > 0.03 || e.idiomFpr > 0.05) continue;
            const tuned = figures(preds, tunedIdx).e;
            if (tuned.benignFpr > TUNED_FPR || tuned.recallElevatedOrCrisis < TUNED_RECALL) continue;
            if (
              crisisPrecision(preds, freshIdx) < CRISIS_PRECISION ||
              crisisPrecision(preds, tunedIdx) < CRISIS_PRECISION
            )
              continue;
            // Ties: the higher (more conservative) thresholds.
            const key =
              e.recallElevatedOrCrisis +
              e.recallCrisisAsCrisis +
              (risk + crisis + veto + vetoCrisis + short) * 1e-7;
            if (!out || key > out.key + 1e-12) out = { key, t, preds };
          }
  if (!out) return 'none feasible';
  if (process.env.PER_PART) {
    const preds = out.preds;
    for (const part of PARTS)
      console.log(
        `    ${part.padEnd(8)} ${
          figures(
            preds,
            where((r) => r.part === part),
          ).s
        }`,
      );
  }
  // The probe is scored as shipped (the veto combination, the model trained on the chosen features).
  if (PROBE.length > 0 && c === 'veto') console.log(probeReport(out.t));
  if (units && MAX_BROKEN > 0) {
    const t = out.t;
    for (const u of UNIT_CASES) {
      const got = combine(c, u.rules, u.s.risk, modelOf(u.s.risk, u.s.crisis, u.s.tokens, t), t);
      if (got !== u.level)
        console.log(
          `    breaks: ${u.text} → ${got} (want ${u.level}; rules ${u.rules}, risk ${u.s.risk.toFixed(2)}, crisis ${u.s.crisis.toFixed(2)})`,
        );
    }
  }
  // WITHOUT=a,b: also the fresh figures without those parts, to compare runs that differ in training data.
  const without = (process.env.WITHOUT ?? '').split(',').filter(Boolean);
  const common = without.length
    ? ` | fresh without ${without.join(',')} ${
        figures(
          out.preds,
          where((r) => fresh(r) && !without.includes(r.part)),
        ).s
      }`
    : '';
  const prec = (over: readonly number[]) => pct(crisisPrecision(out.preds, over));
  return `fresh ${figures(out.preds, freshIdx).s} (crisis precision ${prec(freshIdx)}) | rules-tuned ${figures(out.preds, tunedIdx).s} (${prec(tunedIdx)})${common}  ${JSON.stringify(out.t)}`;
}

// PROBE: labelled files the procedure never reads, each scored by the full model at the chosen thresholds.
const PROBE = (process.env.PROBE ?? '').split(',').filter(Boolean);
const probeRows = PROBE.map((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const r = JSON.parse(l) as Labelled;
      return { ...r, rules: classifyWith(r.text, { model: false }).level, s: modelScores(r.text) };
    }),
);
function probeReport(t: Th): string {
  const levels = probeRows.map((part) =>
    part.map((r) => combine('veto', r.rules, r.s.risk, modelOf(r.s.risk, r.s.crisis, r.s.tokens, t), t)),
  );
  const line = (name: string, rs: Labelled[], ps: SafetyLevel[]) =>
    `    probe ${name.padEnd(16)} ${fmt(headline(rs, ps))}`;
  return [
    ...PROBE.map((f, k) => line(path.basename(f, '.jsonl'), probeRows[k] ?? [], levels[k] ?? [])),
    line('pooled', probeRows.flat(), levels.flat()),
  ].join('\n');
}

console.log(`${UNIT_CASES.length} unit-test cases; ${rows.length} dev messages`);
console.log('recall elevated-or-crisis / crisis-as-crisis / benign FPR / idiom FPR, pooled out-of-fold');
console.log(
  `rules alone: fresh ${figures(rules, freshIdx).s} | rules-tuned (in-sample) ${figures(rules, tunedIdx).s}`,
);
const grid = process.argv[2] === 'grid';
const configs: [string, FeatureOptions, number][] = grid
  ? [
      // The seventh round's features (no trigrams), then the eighth round's trigrams over L2.
      ['seventh round: no trigrams, l2 1e-2', { ...FEATURES, trigramWeight: 0 }, 1e-2],
      ['no trigrams, l2 2e-3', { ...FEATURES, trigramWeight: 0 }, 2e-3],
      ['+ trigrams 1.0, l2 1e-2', FEATURES, 1e-2],
      ['+ trigrams 0.5, l2 1e-2', { ...FEATURES, trigramWeight: 0.5 }, 1e-2],
      ['+ trigrams, l2 5e-3', FEATURES, 5e-3],
      ['+ trigrams, l2 2e-3', FEATURES, 2e-3],
      ['+ trigrams, l2 1e-3 (chosen)', FEATURES, 1e-3],
      ['+ trigrams, l2 5e-4', FEATURES, 5e-4],
    ]
  : [['chosen', CHOSEN, L2]];
for (const [name, fo, l2] of configs) {
  const { pr, pc } = outOfFold(fo, l2);
  console.log(`\n${name}`);
  if (grid)
    console.log(
      `  risk head alone, recall at 2% / 3% benign FPR: fresh ${recallAtFpr(pr, freshIdx, 0.02)} / ${recallAtFpr(pr, freshIdx, 0.03)} | rules-tuned ${recallAtFpr(pr, tunedIdx, 0.02)} / ${recallAtFpr(pr, tunedIdx, 0.03)}`,
    );
  for (const c of (grid
    ? ['model']
    : process.argv[2] === 'all'
      ? ['model', 'max', 'veto']
      : ['veto']) as Combo[])
    for (const units of grid ? [false] : process.argv[2] === 'all' ? [false, true] : [true])
      console.log(`  ${c.padEnd(6)}${units ? ' unit-safe' : '          '} ${best(c, pr, pc, units)}`);
}
