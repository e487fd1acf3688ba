// The behavioural suite in the CheckList manner (Ribeiro et al., ACL 2020): templates with many fillers
// (behaviour/*.json), run through the shipped classify(), reported as failure rates per test:
//   mft        minimum functionality: every expansion reaches at least the test's level
//   invariance a flagged seed keeps at least its level under every perturbation (src/perturb.ts)
//   direction  adding a time, plan, means or goodbye never lowers a level; a fiction or statistics frame
//              never brings a harmless question to elevated
// Targets: 0 failures in mft and direction, at most 1% in invariance (TARGET below).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classify, LEVEL_RANK, type SafetyLevel } from '@solace/safety';
import { hash32 } from '@solace/safety/model';
import { type Fillers, PERTURBATIONS } from './perturb';

export const BEHAVIOUR_DIR = path.join(import.meta.dirname, '..', 'behaviour');
export const TEST_TYPES = ['mft', 'direction', 'invariance'] as const;
export type TestType = (typeof TEST_TYPES)[number];
/** The highest failure rate each type may have. */
export const TARGET: Record<TestType, number> = { mft: 0, direction: 0, invariance: 0.01 };
/** Expansions kept per template (a seeded sample when the fillers multiply to more). */
const CAP = 24;

const read = <T>(file: string) => JSON.parse(readFileSync(path.join(BEHAVIOUR_DIR, file), 'utf8')) as T;
type FillerTable = Record<string, string[]> & Fillers;

/** Every way to fill a template's {slots} (slots in `fixed` are filled as given), at most `cap`. */
export function expand(
  t: string,
  fillers: Record<string, readonly string[]>,
  fixed: Record<string, string> = {},
  cap = CAP,
): string[] {
  let out = [t];
  for (const slot of new Set([...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string))) {
    const values = fixed[slot] !== undefined ? [fixed[slot]] : fillers[slot];
    if (!values) throw new Error(`behaviour: no fillers for {${slot}} in "${t}"`);
    out = out.flatMap((s) => values.map((v) => s.replaceAll(`{${slot}}`, v)));
  }
  if (out.length <= cap) return out;
  return out
    .map((s) => ({ s, h: hash32(s) }))
    .sort((a, b) => a.h - b.h)
    .slice(0, cap)
    .map((x) => x.s);
}

export interface Case {
  type: TestType;
  test: string;
  text: string;
  level: SafetyLevel;
  /** The level the case must reach (mft, invariance, not_lower) or stay below (not_raised). */
  bound: SafetyLevel;
  fail: boolean;
}

const levelOf = (text: string) => classify(text).level;
const atLeast = (l: SafetyLevel, b: SafetyLevel) => LEVEL_RANK[l] >= LEVEL_RANK[b];

function mftCases(f: FillerTable): Case[] {
  const { tests } = read<{ tests: { id: string; min: SafetyLevel; templates: string[] }[] }>('mft.json');
  return tests.flatMap((t) =>
    t.templates
      .flatMap((tpl) => expand(tpl, f))
      .map((text): Case => {
        const level = levelOf(text);
        return { type: 'mft', test: t.id, text, level, bound: t.min, fail: !atLeast(level, t.min) };
      }),
  );
}

/** Seeds that are not flagged cannot test invariance: they are returned apart, for the report. */
function invarianceCases(f: FillerTable): { cases: Case[]; unflagged: string[] } {
  const spec = read<{ perturbations: string[]; seeds: string[]; swap: string[] }>('invariance.json');
  const cases: Case[] = [];
  const unflagged: string[] = [];
  for (const tpl of spec.seeds) {
    const swapSlots = spec.swap.filter((s) => tpl.includes(`{${s}}`));
    const fixed = Object.fromEntries(swapSlots.map((s) => [s, f[s]?.[0] ?? '']));
    for (const seed of expand(tpl, f, fixed)) {
      const bound = levelOf(seed);
      if (!atLeast(bound, 'elevated')) {
        unflagged.push(seed);
        continue;
      }
      for (const name of spec.perturbations) {
        const variants =
          name === 'swap' ? expand(tpl, f).filter((v) => v !== seed) : (PERTURBATIONS[name]?.(seed, f) ?? []);
        for (const text of new Set(variants)) {
          const level = levelOf(text);
          cases.push({ type: 'invariance', test: name, text, level, bound, fail: !atLeast(level, bound) });
        }
      }
    }
  }
  return { cases, unflagged };
}

interface DirectionSpec {
  tests: {
    id: string;
    relation: 'not_lower' | 'not_raised';
    bases: string;
    additions?: string[];
    frames?: string[];
  }[];
  [list: string]: unknown;
}

function directionCases(f: FillerTable): { cases: Case[]; unflagged: string[] } {
  const spec = read<DirectionSpec>('direction.json');
  const cases: Case[] = [];
  const bad: string[] = [];
  for (const t of spec.tests) {
    const bases = spec[t.bases] as string[];
    for (const base of bases) {
      const baseLevel = levelOf(base);
      if (t.relation === 'not_lower') {
        for (const add of (t.additions ?? []).flatMap((a) => expand(a, f))) {
          const text = `${base} ${add}`;
          const level = levelOf(text);
          cases.push({
            type: 'direction',
            test: t.id,
            text,
            level,
            bound: baseLevel,
            fail: !atLeast(level, baseLevel),
          });
        }
        continue;
      }
      // A harmless base: a question (q, or Q capitalised) or a topic, framed as fiction or statistics.
      const fill = { q: base, Q: base[0]?.toUpperCase() + base.slice(1), topic: base };
      if (atLeast(baseLevel, 'elevated')) bad.push(base);
      for (const text of (t.frames ?? []).flatMap((fr) => expand(fr, f, fill))) {
        const level = levelOf(text);
        cases.push({
          type: 'direction',
          test: t.id,
          text,
          level,
          bound: 'elevated',
          fail: atLeast(level, 'elevated'),
        });
      }
    }
  }
  return { cases, unflagged: bad };
}

export interface BehaviourRun {
  cases: Case[];
  /** Invariance seeds below elevated (not tested) and harmless direction bases that are flagged. */
  unflaggedSeeds: string[];
  flaggedHarmless: string[];
}

export function runBehaviour(): BehaviourRun {
  const f = read<FillerTable>('fillers.json');
  const inv = invarianceCases(f);
  const dir = directionCases(f);
  // A seed is written as a flagged message: one below elevated is a minimum-functionality failure too.
  const seeds = inv.unflagged.map(
    (text): Case => ({
      type: 'mft',
      test: 'seed.flagged',
      text,
      level: levelOf(text),
      bound: 'elevated',
      fail: true,
    }),
  );
  return {
    cases: [...mftCases(f), ...seeds, ...dir.cases, ...inv.cases],
    unflaggedSeeds: inv.unflagged,
    flaggedHarmless: dir.unflagged,
  };
}

export interface TestSummary {
  type: TestType;
  test: string;
  n: number;
  failures: number;
  rate: number;
  /** Up to three failing messages with the level they got and the one they needed. */
  examples: string[];
}

export function summarise(cases: readonly Case[]): { tests: TestSummary[]; types: TestSummary[] } {
  const group = (key: (c: Case) => string) => {
    const m = new Map<string, Case[]>();
    for (const c of cases) m.set(key(c), [...(m.get(key(c)) ?? []), c]);
    return [...m.values()].map((cs): TestSummary => {
      const fails = cs.filter((c) => c.fail);
      const c0 = cs[0] as Case;
      return {
        type: c0.type,
        test: key(c0) === c0.type ? 'all' : c0.test,
        n: cs.length,
        failures: fails.length,
        rate: fails.length / cs.length,
        examples: fails.slice(0, 3).map((c) => `${JSON.stringify(c.text)} → ${c.level} (bound ${c.bound})`),
      };
    });
  };
  const order = (a: TestSummary, b: TestSummary) => TEST_TYPES.indexOf(a.type) - TEST_TYPES.indexOf(b.type);
  return {
    tests: group((c) => `${c.type}|${c.test}`).sort(order),
    types: group((c) => c.type).sort(order),
  };
}

/** Markdown: the failure rate per type against its target, then per test with failing examples. */
export function behaviourTable(cases: readonly Case[]): string {
  const { tests, types } = summarise(cases);
  const pct = (r: number) => `${(100 * r).toFixed(1)}%`;
  const head = '| type | failures | rate | target |\n|---|---|---|---|';
  const typeLines = types.map(
    (t) =>
      `| ${t.type} | ${t.failures} of ${t.n} | ${pct(t.rate)}${t.rate > TARGET[t.type] ? ' ✗' : ''} | ≤ ${pct(TARGET[t.type])} |`,
  );
  const testLines = tests.map(
    (t) => `| ${t.type} | ${t.test} | ${t.failures} of ${t.n} | ${pct(t.rate)} | ${t.examples[0] ?? ''} |`,
  );
  return `${head}\n${typeLines.join('\n')}\n\n| type | test | failures | rate | e.g. |\n|---|---|---|---|---|\n${testLines.join('\n')}`;
}
