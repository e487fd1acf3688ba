// Partitioned Rice coding of a FLAC residual (coding method 0: 4-bit parameters). The partition order
// and parameters are chosen from residual sums, an estimate that is cheap and close to the true cost.
import type { BitWriter } from './bit-writer';

const MAX_RICE_PARAM = 14; // 15 is the escape code in method 0
const MAX_PARTITION_ORDER = 6;

const folded = new Uint32Array(65536);
const sums = new Float64Array(1 << MAX_PARTITION_ORDER);

/** Writes `residual[order..n)` (the first `order` samples are warm-up, already written). */
export function writeResidual(w: BitWriter, residual: Int32Array, n: number, order: number): void {
  for (let i = order; i < n; i++) {
    const r = residual[i] ?? 0;
    folded[i] = r >= 0 ? 2 * r : -2 * r - 1;
  }
  // Partition sizes must divide the block and the first partition must outlast the warm-up.
  let maxOrder = 0;
  while (maxOrder < MAX_PARTITION_ORDER && n % (2 << maxOrder) === 0 && n >> (maxOrder + 1) > order) {
    maxOrder++;
  }
  const finest = 1 << maxOrder;
  const size = n >> maxOrder;
  for (let p = 0; p < finest; p++) {
    let s = 0;
    for (let i = p === 0 ? order : p * size, end = (p + 1) * size; i < end; i++) s += folded[i] ?? 0;
    sums[p] = s;
  }
  // Walk from the finest partitioning to a single partition, merging sums pairwise.
  let bestOrder = maxOrder;
  let bestCost = Number.POSITIVE_INFINITY;
  const level = sums.slice(0, finest);
  for (let po = maxOrder; po >= 0; po--) {
    const parts = 1 << po;
    const partSize = n >> po;
    let cost = 0;
    for (let p = 0; p < parts; p++) {
      const count = p === 0 ? partSize - order : partSize;
      cost += 4 + riceCost(level[p] ?? 0, count, riceParam(level[p] ?? 0, count));
    }
    if (cost < bestCost) {
      bestCost = cost;
      bestOrder = po;
    }
    for (let p = 0; p < parts / 2; p++) level[p] = (level[2 * p] ?? 0) + (level[2 * p + 1] ?? 0);
  }

  w.write(0, 2); // coding method 0
  w.write(bestOrder, 4);
  const parts = 1 << bestOrder;
  const partSize = n >> bestOrder;
  for (let p = 0; p < parts; p++) {
    const start = p === 0 ? order : p * partSize;
    const end = (p + 1) * partSize;
    let s = 0;
    for (let i = start; i < end; i++) s += folded[i] ?? 0;
    const k = riceParam(s, end - start);
    w.write(k, 4);
    for (let i = start; i < end; i++) w.writeRice(folded[i] ?? 0, k);
  }
}

/** Estimated bits: a unary terminator and k bits per value, plus the quotients (≈ sum / 2^k). */
function riceCost(sum: number, count: number, k: number): number {
  return count * (k + 1) + Math.floor(sum / 2 ** k);
}

function riceParam(sum: number, count: number): number {
  if (count <= 0 || sum <= count) return 0;
  let k = Math.min(MAX_RICE_PARAM, Math.max(0, Math.floor(Math.log2(sum / count))));
  // The log estimate is within one of the optimum; check the neighbours.
  for (const c of [k - 1, k + 1]) {
    if (c >= 0 && c <= MAX_RICE_PARAM && riceCost(sum, count, c) < riceCost(sum, count, k)) k = c;
  }
  return k;
}
