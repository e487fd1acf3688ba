// Table helper for the rule-layer tests: each case is a message, the level the rules alone give it
// (classifyWith … model: false), and optionally categories that must be present and cue ids (or cue
// prefixes ending in ".") that must have fired. What clients get, the rules joined with the learned
// model, is tested in classify.test.ts and never-miss.test.ts.
import { expect, it } from 'vitest';
import { classifyWith } from '../src/classify';
import type { SafetyCategory, SafetyLevel } from '../src/index';

export type Case = [text: string, level: SafetyLevel, categories?: SafetyCategory[], cues?: string[]];

export function check(cases: readonly Case[]): void {
  it.each(cases)('%s → %s', (text, level, categories, cues) => {
    const v = classifyWith(text, { model: false });
    expect(v.level).toBe(level);
    if (categories) expect(v.categories).toEqual(expect.arrayContaining(categories));
    for (const cue of cues ?? []) {
      const hit = cue.endsWith('.') ? v.cues.some((c) => c.startsWith(cue)) : v.cues.includes(cue);
      expect(hit, `cue ${cue} in ${v.cues.join(',')}`).toBe(true);
    }
  });
}
