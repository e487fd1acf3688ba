// Table helper for the phenomenon tests: each case is a message, the expected level, and optionally
// categories that must be present and cue ids (or cue prefixes ending in ".") that must have fired.
import { expect, it } from 'vitest';
import { classify, type SafetyCategory, type SafetyLevel } from '../src/index';

export type Case = [text: string, level: SafetyLevel, categories?: SafetyCategory[], cues?: string[]];

export function check(cases: readonly Case[]): void {
  it.each(cases)('%s → %s', (text, level, categories, cues) => {
    const v = classify(text);
    expect(v.level).toBe(level);
    if (categories) expect(v.categories).toEqual(expect.arrayContaining(categories));
    for (const cue of cues ?? []) {
      const hit = cue.endsWith('.') ? v.cues.some((c) => c.startsWith(cue)) : v.cues.includes(cue);
      expect(hit, `cue ${cue} in ${v.cues.join(',')}`).toBe(true);
    }
  });
}
