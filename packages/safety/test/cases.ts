// Table helper for the phenomenon tests: each case is a message, the expected level, and optionally
// categories that must be present and cue ids (or cue prefixes ending in ".") that must have fired.
// `layer: 'rules'` tests the phrase-rule layers alone (classifyWith … model: false): their harmless twins
// are the rules' business, while every risk case (elevated, crisis) must also hold for the full
// classifier, which is what clients get.
import { expect, it } from 'vitest';
import { classifyWith } from '../src/classify';
import { classify, LEVEL_RANK, type SafetyCategory, type SafetyLevel } from '../src/index';

export type Case = [text: string, level: SafetyLevel, categories?: SafetyCategory[], cues?: string[]];

export function check(cases: readonly Case[], layer: 'full' | 'rules' = 'full'): void {
  it.each(cases)('%s → %s', (text, level, categories, cues) => {
    const v = layer === 'full' ? classify(text) : classifyWith(text, { model: false });
    expect(v.level).toBe(level);
    if (categories) expect(v.categories).toEqual(expect.arrayContaining(categories));
    for (const cue of cues ?? []) {
      const hit = cue.endsWith('.') ? v.cues.some((c) => c.startsWith(cue)) : v.cues.includes(cue);
      expect(hit, `cue ${cue} in ${v.cues.join(',')}`).toBe(true);
    }
    if (layer === 'rules' && LEVEL_RANK[level] >= LEVEL_RANK.elevated)
      expect(classify(text).level, 'full classifier').toBe(level);
  });
}
