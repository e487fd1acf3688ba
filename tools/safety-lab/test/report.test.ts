// The figures' arithmetic: Wilson intervals, what each kind of row counts towards, and the targets.
import { describe, expect, it } from 'vitest';
import { goldOf } from '../src/gold';
import { figures, meets, wilson } from '../src/report';

describe('wilson', () => {
  it('matches the published 95% interval', () => {
    const r = wilson(81, 263);
    expect(r.rate).toBeCloseTo(0.308, 3);
    expect(r.lo).toBeCloseTo(0.2553, 3);
    expect(r.hi).toBeCloseTo(0.3662, 3);
  });
  it('stays inside [0, 1] at the edges and is undefined on no rows', () => {
    expect(wilson(0, 10).lo).toBe(0);
    expect(wilson(10, 10).hi).toBeCloseTo(1, 9);
    expect(wilson(0, 0).rate).toBeNaN();
  });
});

describe('gold and figures', () => {
  const relabels = new Map([
    ['sdcnl-1', 'crisis' as const],
    ['sdcnl-2', 'low' as const],
  ]);
  it('lets a relabel decide, then the hint where it can', () => {
    expect(goldOf({ id: 'sdcnl-1', level_hint: 'low' }, relabels)).toBe('imminent');
    expect(goldOf({ id: 'sdcnl-2', level_hint: 'elevated' }, relabels)).toBe('distress');
    expect(goldOf({ id: 'x-1', level_hint: 'elevated' }, relabels)).toBe('risk');
    expect(goldOf({ id: 'x-2', level_hint: 'none' }, relabels)).toBe('norisk');
    expect(goldOf({ id: 'x-3', level_hint: null }, relabels)).toBe('unknown');
  });
  it('counts imminent rows towards recall and the crisis rate, no-risk rows towards false positives', () => {
    const f = figures([
      { source: 'a', gold: 'imminent', level: 'crisis' },
      { source: 'a', gold: 'imminent', level: 'elevated' },
      { source: 'a', gold: 'risk', level: 'low' },
      { source: 'a', gold: 'norisk', level: 'elevated' },
      { source: 'a', gold: 'norisk', level: 'low' },
      { source: 'a', gold: 'unknown', level: 'crisis' },
    ]);
    expect([f.recall.k, f.recall.n]).toEqual([2, 3]);
    expect([f.crisis.k, f.crisis.n]).toEqual([1, 2]);
    expect([f.fpr.k, f.fpr.n]).toEqual([1, 2]);
    expect(meets('fpr', f.fpr)).toBe(false);
    expect(meets('crisis', wilson(7, 10))).toBe(true);
    expect(meets('distress', f.distress)).toBeUndefined();
  });
});
