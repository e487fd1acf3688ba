// The real-text figures: per source and pooled, each a rate with its n and a 95% Wilson interval.
//   recall     risk and imminent rows flagged elevated or crisis        (target ≥ 0.90)
//   crisis     imminent rows rated crisis                               (target ≥ 0.70)
//   fpr        no-risk rows flagged elevated or crisis                  (target ≤ 0.03, per source too)
//   distress   distress rows flagged elevated or crisis                 (shown, no target: lower is kinder)
import type { SafetyLevel } from '@solace/safety';
import type { Gold } from './gold';

export const TARGETS = { recall: 0.9, crisis: 0.7, fpr: 0.03 } as const;
export const METRICS = ['recall', 'crisis', 'fpr', 'distress'] as const;
export type Metric = (typeof METRICS)[number];

export interface Rate {
  k: number;
  n: number;
  rate: number;
  lo: number;
  hi: number;
}

/** Wilson score interval at 95%. */
export function wilson(k: number, n: number, z = 1.959964): Rate {
  if (n === 0) return { k, n, rate: Number.NaN, lo: Number.NaN, hi: Number.NaN };
  const p = k / n;
  const d = 1 + z ** 2 / n;
  const c = (p + z ** 2 / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + z ** 2 / (4 * n ** 2))) / d;
  return { k, n, rate: p, lo: Math.max(0, c - h), hi: Math.min(1, c + h) };
}

const flagged = (l: SafetyLevel) => l === 'elevated' || l === 'crisis';

export type Scored = { source: string; gold: Gold; level: SafetyLevel };
export type Figures = Record<Metric, Rate>;

export function figures(rows: readonly Scored[]): Figures {
  const count = (keep: (r: Scored) => boolean, hit: (r: Scored) => boolean) => {
    const sel = rows.filter(keep);
    return wilson(sel.filter(hit).length, sel.length);
  };
  return {
    recall: count(
      (r) => r.gold === 'risk' || r.gold === 'imminent',
      (r) => flagged(r.level),
    ),
    crisis: count(
      (r) => r.gold === 'imminent',
      (r) => r.level === 'crisis',
    ),
    fpr: count(
      (r) => r.gold === 'norisk',
      (r) => flagged(r.level),
    ),
    distress: count(
      (r) => r.gold === 'distress',
      (r) => flagged(r.level),
    ),
  };
}

export function bySource(rows: readonly Scored[]): Map<string, Figures> {
  const out = new Map<string, Figures>();
  for (const s of [...new Set(rows.map((r) => r.source))])
    out.set(s, figures(rows.filter((r) => r.source === s)));
  out.set('pooled', figures(rows));
  return out;
}

/** Whether a figure meets its target (undefined: no target, or no rows). */
export function meets(metric: Metric, r: Rate): boolean | undefined {
  if (r.n === 0 || metric === 'distress') return undefined;
  return metric === 'fpr' ? r.rate <= TARGETS.fpr : r.rate >= TARGETS[metric];
}

const fmt = (r: Rate) =>
  r.n === 0 ? '–' : `${r.rate.toFixed(3)} [${r.lo.toFixed(3)}, ${r.hi.toFixed(3)}] n=${r.n}`;

/** A markdown table, one row per source and the pooled row last; ✗ marks a missed target. */
export function table(figs: Map<string, Figures>): string {
  const head = `| source | ${METRICS.join(' | ')} |\n|---|${METRICS.map(() => '---').join('|')}|`;
  const lines = [...figs].map(
    ([s, f]) =>
      `| ${s} | ${METRICS.map((m) => `${fmt(f[m])}${meets(m, f[m]) === false ? ' ✗' : ''}`).join(' | ')} |`,
  );
  return `${head}\n${lines.join('\n')}`;
}
