// Small pure helpers over verdicts: ordering, merging and the client-facing projection.
import {
  type ClientSafety,
  LEVEL_RANK,
  SAFETY_CATEGORIES,
  type SafetyCategory,
  type SafetyLevel,
  type SafetyVerdict,
  type VerdictCore,
} from './types';

export function isAtLeast(level: SafetyLevel, floor: SafetyLevel): boolean {
  return LEVEL_RANK[level] >= LEVEL_RANK[floor];
}

export function higherLevel(a: SafetyLevel, b: SafetyLevel): SafetyLevel {
  return LEVEL_RANK[a] >= LEVEL_RANK[b] ? a : b;
}

/** Categories in a stable canonical order so verdicts compare and serialise deterministically. */
export function sortCategories(categories: Iterable<SafetyCategory>): SafetyCategory[] {
  const set = new Set(categories);
  return SAFETY_CATEGORIES.filter((c) => set.has(c));
}

/**
 * Crisis resources are shown at elevated as well as crisis: passive ideation and self-harm without a plan
 * still warrant a gentle pointer to support, and a false "show" costs far less than a missed one.
 * Low (everyday stress) and none never show them, so idioms do not trigger a hotline banner.
 */
export function toClientSafety(v: SafetyVerdict): ClientSafety {
  return {
    level: v.level,
    categories: sortCategories(v.categories),
    show_crisis_resources: isAtLeast(v.level, 'elevated'),
    language: v.language,
    coverage: v.coverage,
  };
}

/**
 * Higher level wins; categories and cues are the union (evidence from either side stays visible). The
 * first verdict's other fields (language, coverage) are kept.
 */
export function maxSeverity<T extends VerdictCore>(a: T, b: VerdictCore): T {
  return {
    ...a,
    level: higherLevel(a.level, b.level),
    categories: sortCategories([...a.categories, ...b.categories]),
    cues: [...new Set([...a.cues, ...b.cues])],
  };
}
