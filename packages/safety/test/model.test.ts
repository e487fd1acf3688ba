// The learned risk model (src/model): deterministic, bounded, small, and it leaves idioms alone.
import { describe, expect, it } from 'vitest';
import { classifyWith, withModel } from '../src/classify';
import { classify } from '../src/index';
import { MODEL } from '../src/model/data/weights';
import { featurise, hash32, lengthBucket } from '../src/model/features';
import { MODEL_THRESHOLDS, modelLevel, modelScores } from '../src/model/index';
import type { SafetyCategory } from '../src/types';

const IDIOMS = [
  'this commute is killing me',
  "I'd die for a coffee",
  'kill the process',
  'how do I kill a Python process',
  'I could kill for a pizza right now',
  "I'm dying to see that film",
  'this workout is killing me lol',
  'my phone is dead again',
];

describe('model features', () => {
  it('hashes with FNV-1a 32', () => {
    expect(hash32('')).toBe(0x811c9dc5);
    expect(hash32('a')).toBe(0xe40c292c);
  });
  it('gives a sorted, in-range sparse vector: unit-length text features plus one length feature', () => {
    const text = 'I want to end it all tonight';
    const x = featurise(text, MODEL.features);
    expect(x.idx.length).toBeGreaterThan(10);
    expect([...x.idx].sort((a, b) => a - b)).toEqual(x.idx);
    expect(new Set(x.idx).size).toBe(x.idx.length);
    for (const i of x.idx) expect(i).toBeLessThan(1 << MODEL.bits);
    const plain = featurise(text, { ...MODEL.features, lengthWeight: 0 });
    expect(plain.val.reduce((a, v) => a + v * v, 0)).toBeCloseTo(1, 9);
    // 7 tokens: bucket 1 (4–7), at the shipped weight, outside the unit scaling.
    const bucket = hash32(`n|${lengthBucket(7)}`) & ((1 << MODEL.bits) - 1);
    expect(MODEL.features.lengthWeight).toBeGreaterThan(0);
    expect(x.val[x.idx.indexOf(bucket)]).toBeCloseTo(MODEL.features.lengthWeight ?? 0, 9);
    expect(x.idx.filter((i) => !plain.idx.includes(i))).toEqual([bucket]);
  });
  it('buckets message length as 1–3, 4–7, 8–15, 16–31, 32+ tokens', () => {
    expect([0, 1, 3, 4, 7, 8, 15, 16, 31, 32, 500].map(lengthBucket)).toEqual([
      0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });
  it('reads the normalised text: spelling variants share features', () => {
    const a = new Set(featurise('I want to kill myself', MODEL.features).idx);
    const b = featurise('i wanna kil myslef', MODEL.features).idx;
    expect(b.filter((i) => a.has(i)).length).toBeGreaterThan(b.length / 2);
  });
});

describe('model scores', () => {
  it('are deterministic and within (0, 1)', () => {
    for (const t of ['', 'hello', 'I have the pills and tonight is the night', 'x'.repeat(20000)]) {
      const a = modelScores(t);
      expect(modelScores(t)).toEqual(a);
      for (const p of [a.risk, a.crisis, a.harm]) {
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThan(1);
      }
    }
  });
  it('tolerates non-string input', () => {
    expect(modelLevel(modelScores(undefined as unknown as string))).toBe('none');
  });
  it.each(IDIOMS)('leaves the idiom %s at none', (t) => {
    expect(modelLevel(modelScores(t))).toBe('none');
    expect(classify(t).level).toBe('none');
  });
  it('ranks risk above everyday text', () => {
    expect(modelScores('everyone would be better off without me').risk).toBeGreaterThan(
      modelScores('had a lovely day at the beach').risk,
    );
    expect(modelScores('I have the pills and tonight is the night').crisis).toBeGreaterThan(
      modelScores('I have my vitamins and tonight is pizza night').crisis,
    );
  });
  it('has int8 weights for its three heads in a small data file', () => {
    const all = [MODEL.risk, MODEL.crisis, MODEL.harm];
    for (const h of all) expect(atob(h.weights).length).toBe(1 << MODEL.bits);
    // 3 × 2^19 int8 weights, base64: about 2.1 MB of source (the API worker's upload size is in
    // BENCHMARKS.md); a bigger table needs a reason of its own.
    expect(MODEL.bits).toBeLessThanOrEqual(19);
    expect(all.reduce((n, h) => n + h.weights.length, 0)).toBeLessThan(2_200_000);
  });
});

describe('model in classify', () => {
  it('only raises, and says so with a model cue', () => {
    const t = 'I have the pills and tonight is the night';
    const rules = classifyWith(t, { model: false });
    const v = classify(t);
    expect(rules.level).toBe('none');
    expect(v.level).toBe('crisis');
    expect(v.cues).toContain('model.crisis');
    expect(v.categories).toEqual(expect.arrayContaining(['distress', 'self_harm', 'crisis_cue']));
  });
  it('keeps a rules verdict the model also finds risky', () => {
    for (const t of ['I want to kill myself', 'kms', 'I just want to sleep and not wake up']) {
      const v = classify(t);
      expect(classifyWith(t, { model: false }).level).toBe('elevated');
      expect(['elevated', 'crisis']).toContain(v.level);
      expect(v.cues).not.toContain('model.veto');
    }
  });
  it('vetoes a rules risk verdict the model finds benign, down to low, and says so', () => {
    // The rules read "cut" as self-harm; the model has seen butchery and cooking questions.
    const t = 'How does a butcher decide where to cut for a ribeye versus a sirloin?';
    expect(classifyWith(t, { model: false }).level).toBe('elevated');
    expect(modelScores(t).risk).toBeLessThan(MODEL_THRESHOLDS.veto);
    const v = classify(t);
    expect(v.level).toBe('low');
    expect(v.cues).toEqual(expect.arrayContaining(['model.veto', 'self_harm.present']));
    expect(v.categories).toEqual(['distress']);
  });
  it('vetoes a rules crisis only below its own threshold, never higher than the elevated one', () => {
    expect(MODEL_THRESHOLDS.vetoCrisis).toBeLessThanOrEqual(MODEL_THRESHOLDS.veto);
    const run = (level: 'elevated' | 'crisis', risk: number) => {
      const cats = new Set<SafetyCategory>(['distress', 'self_harm']);
      const cues = new Set<string>();
      return { level: withModel(level, { risk, crisis: 0, harm: 0, tokens: 20 }, cats, cues), cats, cues };
    };
    const below = run('crisis', MODEL_THRESHOLDS.vetoCrisis - 0.01);
    expect(below.level).toBe('low');
    expect([...below.cues]).toEqual(['model.veto']);
    expect([...below.cats]).toEqual(['distress']);
    const at = run('crisis', MODEL_THRESHOLDS.vetoCrisis);
    expect(at.level).toBe('crisis');
    expect([...at.cues]).not.toContain('model.veto');
    expect([...at.cats].sort()).toEqual(['distress', 'self_harm']);
    expect(run('elevated', MODEL_THRESHOLDS.veto - 0.01).level).toBe('low');
    expect(run('elevated', MODEL_THRESHOLDS.veto).level).toBe('elevated');
  });
  it('asks more of a message of at most seven tokens before raising it, and vetoes it as any other', () => {
    const t = MODEL_THRESHOLDS;
    expect(t.short).toBeGreaterThan(0);
    const at = (risk: number, crisis: number, tokens: number) => modelLevel({ risk, crisis, tokens });
    // Eight tokens (length bucket 2) is not short: the plain thresholds apply.
    expect(at(t.risk, 0, 8)).toBe('elevated');
    expect(at(t.risk - 0.01, 0, 8)).toBe('none');
    expect(at(t.crisisRisk, t.crisis, 8)).toBe('crisis');
    // Seven tokens or fewer: the same scores raise nothing; each threshold plus the margin does.
    for (const n of [0, 3, 7]) {
      expect(at(t.risk, 0, n)).toBe('none');
      expect(at(Math.max(t.crisisRisk, t.risk) + 0.01, t.crisis, n)).not.toBe('crisis');
      expect(at(t.crisisRisk + t.short, t.crisis + t.short, n)).toBe('crisis');
      expect(at(t.crisisRisk + t.short - 0.01, t.crisis + t.short, n)).not.toBe('crisis');
      // Elevated needs risk ≥ risk + short (0.86 as shipped; above 1 the model would never raise it alone).
      for (const risk of [t.risk + t.short - 0.01, 0.999])
        expect(at(risk, 0, n)).toBe(risk >= t.risk + t.short ? 'elevated' : 'none');
    }
    // The veto reads the risk score alone, whatever the length.
    const cats = new Set<SafetyCategory>(['distress', 'self_harm']);
    expect(
      withModel('elevated', { risk: t.veto - 0.01, crisis: 0, harm: 0, tokens: 3 }, cats, new Set()),
    ).toBe('low');
    expect(withModel('elevated', { risk: t.veto, crisis: 0, harm: 0, tokens: 3 }, cats, new Set())).toBe(
      'elevated',
    );
  });
  it('carries the normalised token count with the scores', () => {
    expect(modelScores('I want to end it all tonight').tokens).toBe(7);
    expect(modelScores('').tokens).toBe(0);
    expect(classify('I need to take my pills at 8').level).toBe('none');
  });
});
