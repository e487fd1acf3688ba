// Verdict helpers: the client projection hides cues and shows resources from elevated up.
import { describe, expect, it } from 'vitest';
import { maxSeverity, type SafetyVerdict, toClientSafety } from '../src/index';

const v = (
  level: SafetyVerdict['level'],
  categories: SafetyVerdict['categories'],
  cues: string[],
): SafetyVerdict => ({ level, categories, cues, language: 'fr', coverage: 'full' });

describe('toClientSafety', () => {
  it('shows crisis resources at elevated and crisis only', () => {
    expect(toClientSafety(v('none', [], [])).show_crisis_resources).toBe(false);
    expect(toClientSafety(v('low', ['distress'], ['x'])).show_crisis_resources).toBe(false);
    expect(toClientSafety(v('elevated', ['self_harm'], ['x'])).show_crisis_resources).toBe(true);
    expect(toClientSafety(v('crisis', ['crisis_cue'], ['x'])).show_crisis_resources).toBe(true);
  });

  it('drops cues and orders categories canonically', () => {
    expect(toClientSafety(v('crisis', ['crisis_cue', 'self_harm', 'distress'], ['a.b']))).toEqual({
      level: 'crisis',
      categories: ['distress', 'self_harm', 'crisis_cue'],
      show_crisis_resources: true,
      language: 'fr',
      coverage: 'full',
    });
  });
});

describe('maxSeverity', () => {
  it('keeps the higher level and merges categories and cues', () => {
    const a = v('low', ['distress'], ['distress.stress']);
    const b = v('elevated', ['self_harm'], ['ai.guard.s11', 'distress.stress']);
    expect(maxSeverity(a, b)).toEqual({
      level: 'elevated',
      categories: ['distress', 'self_harm'],
      cues: ['distress.stress', 'ai.guard.s11'],
      language: 'fr',
      coverage: 'full',
    });
    expect(maxSeverity(b, a).level).toBe('elevated');
  });
});
