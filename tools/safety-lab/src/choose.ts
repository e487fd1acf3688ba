// Threshold choice on the dev split. Every candidate is scored with the runtime's own decision
// (combinedLevel) over each dev row's rules reading and model scores:
//   1. the risk thresholds (one per length band, and `bare` for short messages without risk evidence from
//      the rules) and the two veto thresholds: the highest recall whose
//      false-positive rate on no-risk rows stays within FPR_BOUND pooled and in each source the targets
//      name on its own, and within EVERYDAY_BOUND on everyday comments (GoEmotions), which leaves room
//      for benign text unlike the pack's, and within WRITTEN_BOUND on the written corpus's harmless
//      messages (short questions and idioms with crisis words, which the pack barely has; they never
//      count in the pooled real figure), and the short ones among them within EVERYDAY_BOUND too, as
//      everyday comments are; ties go to the higher thresholds (fewer distress rows raised);
//   2. the crisis threshold: the highest crisis rate on imminent rows that calls at most CRISIS_SPILL of
//      the risk rows that are not imminent crisis (a crisis verdict brings the crisis text; calling every
//      risk message crisis is no help).
// Rows are independent and each uses only its band's threshold, so step 1 counts per band and adds up.
import type { SafetyLevel } from '@solace/safety';
import { combinedLevel, lengthBand, type ModelThresholds } from '@solace/safety/model';
import type { Gold } from './gold';

export const FPR_BOUND = 0.025;
export const EVERYDAY_BOUND = 0.01;
export const WRITTEN_BOUND = Number(process.env.WRITTEN_BOUND ?? 0.03);
export const CRISIS_SPILL = 0.35;
/** The sources whose no-risk rows must meet the false-positive target on their own. */
export const PER_SOURCE_FPR: ReadonlySet<string> = new Set(['goemotions', 'dreaddit']);

export interface DevRow {
  source: string;
  gold: Gold;
  rules: SafetyLevel;
  floor: SafetyLevel;
  risk: number;
  /** The risk the veto reads (model/index.ts joinParts); absent: `risk`. */
  vetoRisk?: number;
  crisis: number;
  tokens: number;
  evidence: boolean;
}

/** The threshold a row is judged at: 0–2 its length band, 3 a short message without risk evidence. */
const bandOf = (r: DevRow) => {
  const band = lengthBand(r.tokens);
  return band === 0 && !r.evidence ? 3 : band;
};
const SHORT_WRITTEN = 'written-short';

export function levelsAt(rows: readonly DevRow[], t: ModelThresholds): SafetyLevel[] {
  return rows.map((r) => combinedLevel(r.rules, r.floor, r, t).level);
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Number((from + i * step).toFixed(3)));
const RISK = range(0.1, 0.8, 0.025);
const VETO = [0.2, 0.3, 0.4, 0.5, 1.01];
const CRISIS = range(0.1, 0.9, 0.025);
const flagged = (l: SafetyLevel) => l === 'elevated' || l === 'crisis';
const isRisk = (g: Gold) => g === 'risk' || g === 'imminent';

/** Per band and candidate threshold: risk rows flagged, then false positives per no-risk source. */
type Counts = { hits: number; raised: number; fp: Map<string, number> };

/**
 * `fallback`: when no candidate meets every bound, take the one that exceeds them least (summed excess
 * rates; ties to more hits) instead of none, and say so in `boundsMet` (a leave-one-source-out fold
 * without a source may have no candidate within bounds; the shipped weights must).
 */
export function choose(
  rows: readonly DevRow[],
  o: { fallback?: boolean } = {},
): (ModelThresholds & { boundsMet?: false }) | undefined {
  const noRisk = new Map<string, number>();
  for (const r of rows) if (r.gold === 'norisk') noRisk.set(r.source, (noRisk.get(r.source) ?? 0) + 1);
  const shortWritten = rows.filter((r) => r.source === 'written' && lengthBand(r.tokens) === 0).length;
  noRisk.set(SHORT_WRITTEN, shortWritten);
  const allNoRisk = [...noRisk].reduce(
    (a, [s, n]) => a + (s === 'written' || s === SHORT_WRITTEN ? 0 : n),
    0,
  );
  let best: { t: ModelThresholds; hits: number; raised: number } | undefined;
  let leastBad: { t: ModelThresholds; hits: number; excess: number } | undefined;
  for (const veto of VETO)
    for (const vetoCrisis of VETO.filter((v) => v <= veto)) {
      const table = [0, 1, 2, 3].map((band) =>
        RISK.map((x): Counts => {
          const t: ModelThresholds = { risk: [x, x, x], bare: x, crisis: 1.01, veto, vetoCrisis };
          const c: Counts = { hits: 0, raised: 0, fp: new Map() };
          for (const r of rows) {
            if (bandOf(r) !== band) continue;
            const l = combinedLevel(r.rules, r.floor, r, t).level;
            if (!flagged(l)) continue;
            if (isRisk(r.gold)) c.hits++;
            if (r.gold === 'distress') c.raised++;
            if (r.gold === 'norisk') c.fp.set(r.source, (c.fp.get(r.source) ?? 0) + 1);
            if (r.source === 'written' && lengthBand(r.tokens) === 0)
              c.fp.set(SHORT_WRITTEN, (c.fp.get(SHORT_WRITTEN) ?? 0) + 1);
          }
          return c;
        }),
      );
      for (const [a, ca] of table[0]?.entries() ?? [])
        for (const [b, cb] of table[1]?.entries() ?? [])
          for (const [c, cc] of table[2]?.entries() ?? [])
            for (const [d, cd] of table[3]?.entries() ?? []) {
              const fp = (s: string) =>
                (ca.fp.get(s) ?? 0) + (cb.fp.get(s) ?? 0) + (cc.fp.get(s) ?? 0) + (cd.fp.get(s) ?? 0);
              let all = 0;
              let excess = 0;
              const bound = (rate: number, b: number) => {
                excess += Math.max(0, rate - b);
              };
              for (const [s, n] of noRisk) {
                const k = fp(s);
                if (s === 'written' || s === SHORT_WRITTEN) {
                  bound(k / n, s === 'written' ? WRITTEN_BOUND : EVERYDAY_BOUND);
                  continue;
                }
                all += k;
                if (PER_SOURCE_FPR.has(s)) bound(k / n, FPR_BOUND);
                if (s === 'goemotions') bound(k / n, EVERYDAY_BOUND);
              }
              bound(all / Math.max(1, allNoRisk), FPR_BOUND);
              const hits = ca.hits + cb.hits + cc.hits + cd.hits;
              const risk = [RISK[a], RISK[b], RISK[c]] as never;
              if (excess > 0) {
                if (
                  o.fallback &&
                  (!leastBad ||
                    excess < leastBad.excess ||
                    (excess === leastBad.excess && hits > leastBad.hits))
                )
                  leastBad = {
                    t: { risk, bare: RISK[d] as number, crisis: 1.01, veto, vetoCrisis },
                    hits,
                    excess,
                  };
                continue;
              }
              const raised = ca.raised + cb.raised + cc.raised + cd.raised;
              if (!best || hits > best.hits || (hits === best.hits && raised < best.raised))
                best = {
                  t: {
                    risk: [RISK[a], RISK[b], RISK[c]] as never,
                    bare: RISK[d] as number,
                    crisis: 1.01,
                    veto,
                    vetoCrisis,
                  },
                  hits,
                  raised,
                };
            }
    }
  const fellBack = !best && leastBad !== undefined;
  if (!best && leastBad) best = { t: leastBad.t, hits: leastBad.hits, raised: 0 };
  if (!best) return undefined;
  // Step 2: the crisis threshold, on the chosen risk and veto thresholds.
  const risky = rows.filter((r) => r.gold === 'risk').length;
  let crisis = 1.01;
  let top = -1;
  for (const c of CRISIS) {
    const levels = levelsAt(rows, { ...best.t, crisis: c });
    let hit = 0;
    let spill = 0;
    rows.forEach((r, i) => {
      if (levels[i] !== 'crisis') return;
      if (r.gold === 'imminent') hit++;
      if (r.gold === 'risk') spill++;
    });
    // (written rows are all harmless: they never count towards the crisis rate or its spill)
    if (spill / Math.max(1, risky) <= CRISIS_SPILL && hit > top) {
      top = hit;
      crisis = c;
    }
  }
  return fellBack ? { ...best.t, crisis, boundsMet: false } : { ...best.t, crisis };
}
