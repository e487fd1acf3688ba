// Logistic regression trainer for the learned model's heads (AdaGrad SGD, L2, class and row weights),
// deterministic for a given seed and row order.
import type { SparseVec } from '@solace/safety/model';

export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export interface LrOptions {
  dim: number;
  l2: number;
  epochs: number;
  lr: number;
  posWeight: number; // multiplier on positive examples' loss
  seed: number;
}

export function trainLr(
  xs: SparseVec[],
  ys: number[],
  o: LrOptions,
  rowWeights?: readonly number[],
): { w: Float64Array; b: number } {
  const w = new Float64Array(o.dim);
  const g2 = new Float64Array(o.dim).fill(1e-8);
  let b = 0;
  let gb2 = 1e-8;
  const order = xs.map((_, i) => i);
  const r = rng(o.seed);
  for (let ep = 0; ep < o.epochs; ep++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const k of order) {
      const x = xs[k] as SparseVec;
      const y = ys[k] as number;
      let z = b;
      for (let t = 0; t < x.idx.length; t++) z += (w[x.idx[t] as number] as number) * (x.val[t] as number);
      const p = 1 / (1 + Math.exp(-z));
      const cw = (y === 1 ? o.posWeight : 1) * (rowWeights?.[k] ?? 1);
      const g = (p - y) * cw;
      for (let t = 0; t < x.idx.length; t++) {
        const i = x.idx[t] as number;
        const gi = g * (x.val[t] as number) + o.l2 * (w[i] as number);
        g2[i] = (g2[i] as number) + gi * gi;
        w[i] = (w[i] as number) - (o.lr * gi) / Math.sqrt(g2[i] as number);
      }
      gb2 += g * g;
      b -= (o.lr * g) / Math.sqrt(gb2);
    }
  }
  return { w, b };
}

export function score(m: { w: ArrayLike<number>; b: number }, x: SparseVec): number {
  let z = m.b;
  for (let t = 0; t < x.idx.length; t++) z += (m.w[x.idx[t] as number] as number) * (x.val[t] as number);
  return 1 / (1 + Math.exp(-z));
}
