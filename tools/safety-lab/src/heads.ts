// The learned model's three heads, trained from TrainRows (training.ts) with the runtime's own features:
//   risk    P(elevated or crisis), on every row
//   crisis  P(crisis | risky), on the risky rows that carry a crisis label
//   harm    P(harm towards others | risky), on the risky rows
// then quantised to int8 as the Worker stores them (weight = byte × scale).
import { type FeatureOptions, featuresOf, rulesOf, type SparseVec } from '@solace/safety/model';
import { trainLr } from './logistic';
import type { TrainRow } from './training';

// LAB_FEATURES / LAB_TRAIN (JSON) override fields for experiments; the shipped file records what was used.
export const FEATURES: FeatureOptions = {
  bits: 18,
  bigrams: true,
  firstPerson: true,
  charMin: 3,
  charMax: 5,
  charWeight: 0.8,
  clusterWeight: 0.7,
  lengthWeight: 0,
  trigramWeight: 1,
  cueWeight: 1,
  cuePrefixes: true,
  windows: true,
  ...JSON.parse(process.env.LAB_FEATURES ?? '{}'),
};
export const TRAIN = { l2: 1e-3, epochs: 10, lr: 0.5, seed: 7, ...JSON.parse(process.env.LAB_TRAIN ?? '{}') };

export const HEADS = ['risk', 'crisis', 'harm'] as const;
export type HeadName = (typeof HEADS)[number];
export interface Head {
  scale: number;
  bias: number;
  bytes: Int8Array;
}
export type Heads = Record<HeadName, Head>;

function quantise(w: Float64Array, b: number): Head {
  let max = 0;
  for (const x of w) max = Math.max(max, Math.abs(x));
  const scale = Number((max / 127 || 1).toPrecision(6));
  const bytes = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) bytes[i] = Math.round((w[i] as number) / scale);
  return { scale, bias: Number(b.toFixed(4)), bytes };
}

/** A message's features as classify() builds them: its normalised text and the rules' reading. */
export function featuresFor(text: string, fo = FEATURES): SparseVec {
  const r = rulesOf(text);
  return featuresOf(r.n, fo, r);
}

/** `xs`: the rows' features when already computed (the leave-one-source-out folds share them). */
export function trainHeads(
  rows: readonly TrainRow[],
  fo = FEATURES,
  train = TRAIN,
  xs: readonly SparseVec[] = rows.map((r) => featuresFor(r.text, fo)),
): Heads {
  const heads = {} as Heads;
  for (const head of HEADS) {
    const idx = rows.flatMap((r, i) => (r[head] === undefined ? [] : [i]));
    const ys = idx.map((i) => (rows[i] as TrainRow)[head] as number);
    const ws = idx.map((i) => (rows[i] as TrainRow).weight);
    const pos = ys.reduce((a, y, k) => a + y * (ws[k] as number), 0);
    const all = ws.reduce((a, w) => a + w, 0);
    const m = trainLr(
      idx.map((i) => xs[i] as SparseVec),
      ys,
      { dim: 1 << fo.bits, ...train, posWeight: (all - pos) / pos },
      ws,
    );
    heads[head] = quantise(m.w, m.b);
  }
  return heads;
}

/** The three scores of a message's features under quantised heads: the same arithmetic as model/index.ts. */
export function scoreVec(h: Heads, x: SparseVec) {
  let k = 0;
  let c = 0;
  let m = 0;
  for (let t = 0; t < x.idx.length; t++) {
    const i = x.idx[t] as number;
    const v = x.val[t] as number;
    k += (h.risk.bytes[i] as number) * v;
    c += (h.crisis.bytes[i] as number) * v;
    m += (h.harm.bytes[i] as number) * v;
  }
  const sig = (q: number) => 1 / (1 + Math.exp(-q));
  return {
    risk: sig(h.risk.bias + k * h.risk.scale),
    crisis: sig(h.crisis.bias + c * h.crisis.scale),
    harm: sig(h.harm.bias + m * h.harm.scale),
  };
}
