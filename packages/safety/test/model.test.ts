// The learned model (src/model) and how combine.ts joins it with the rules: deterministic, bounded,
// small, banded by length, and unable to lower what the rules must never miss.
import { describe, expect, it } from 'vitest';
import { classifyWith, modelScoresFor } from '../src/classify';
import { combinedLevel } from '../src/combine';
import { classify } from '../src/index';
import { MODEL } from '../src/model/data/weights';
import { type FeatureOptions, featurise, hash32 } from '../src/model/features';
import {
  LENGTH_BANDS,
  lengthBand,
  MODEL_THRESHOLDS,
  type ModelThresholds,
  modelLevel,
} from '../src/model/index';

const FEATURES = MODEL.features as FeatureOptions;
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
  it('gives a sorted, in-range, unit-length sparse vector', () => {
    const x = featurise('I want to end it all tonight', FEATURES);
    expect(x.idx.length).toBeGreaterThan(10);
    expect([...x.idx].sort((a, b) => a - b)).toEqual(x.idx);
    expect(new Set(x.idx).size).toBe(x.idx.length);
    for (const i of x.idx) expect(i).toBeLessThan(1 << MODEL.bits);
    expect(x.val.reduce((a, v) => a + v * v, 0)).toBeCloseTo(1, 9);
  });
  it("adds the rules' cues and level as features, at the shipped weight", () => {
    const text = 'I want to end it all tonight';
    const bare = featurise(text, FEATURES);
    const withRules = featurise(text, FEATURES, { level: 'crisis', cues: ['crisis.plan'] });
    const mask = (1 << MODEL.bits) - 1;
    expect(FEATURES.cueWeight).toBeGreaterThan(0);
    expect(withRules.idx).toEqual(expect.arrayContaining([hash32('r|crisis.plan') & mask]));
    expect(withRules.idx).toEqual(expect.arrayContaining([hash32('r|level|crisis') & mask]));
    // The shipped weights were trained without cue prefixes: exactly the cue and the level are added.
    expect(FEATURES.cuePrefixes ?? false).toBe(false);
    expect(withRules.idx.length).toBe(bare.idx.length + 2);
  });
  it('adds each dotted prefix of a cue when the weights ask for it', () => {
    const options = { ...FEATURES, cuePrefixes: true };
    const text = 'I want to end it all tonight';
    const bare = featurise(text, options);
    const withRules = featurise(text, options, { level: 'crisis', cues: ['crisis.plan'] });
    const mask = (1 << MODEL.bits) - 1;
    expect(withRules.idx).toEqual(expect.arrayContaining([hash32('r|crisis') & mask]));
    expect(withRules.idx.length).toBe(bare.idx.length + 3);
  });
  it('reads the normalised text: spelling variants share features', () => {
    const a = new Set(featurise('I want to kill myself', FEATURES).idx);
    const b = featurise('i wanna kil myslef', FEATURES).idx;
    expect(b.filter((i) => a.has(i)).length).toBeGreaterThan(b.length / 2);
  });
});

describe('model scores', () => {
  it('are deterministic and within (0, 1), whatever the input', () => {
    for (const t of ['', 'hello', 'I have the pills and tonight is the night', 'x'.repeat(20000)]) {
      const a = modelScoresFor(t);
      expect(modelScoresFor(t)).toEqual(a);
      for (const p of [a.risk, a.crisis, a.harm]) {
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThan(1);
      }
    }
    expect(modelLevel(modelScoresFor(undefined as unknown as string))).toBe('none');
  });
  it.each(IDIOMS)('leaves the idiom %s at none', (t) => {
    expect(modelLevel(modelScoresFor(t))).toBe('none');
    expect(classify(t).level).toBe('none');
  });
  it('ranks risk above everyday text', () => {
    expect(modelScoresFor('everyone would be better off without me').risk).toBeGreaterThan(
      modelScoresFor('had a lovely day at the beach').risk,
    );
  });
  it('carries the normalised token count with the scores', () => {
    expect(modelScoresFor('I want to end it all tonight').tokens).toBe(7);
    expect(modelScoresFor('').tokens).toBe(0);
  });
  it('has int8 weights for its three heads in a data file the upload budget allows', () => {
    const all = [MODEL.risk, MODEL.crisis, MODEL.harm];
    for (const h of all) expect(atob(h.weights).length).toBe(1 << MODEL.bits);
    expect(all.reduce((n, h) => n + h.weights.length, 0)).toBeLessThan(2_200_000);
  });
});

describe('thresholds by length band', () => {
  const t: ModelThresholds = { risk: [0.2, 0.3, 0.6], bare: 0.5, crisis: 0.5, veto: 0.4, vetoCrisis: 0.3 };
  it('bands messages at 15 and 50 tokens', () => {
    expect(LENGTH_BANDS).toEqual([15, 50]);
    expect([0, 15, 16, 50, 51, 900].map(lengthBand)).toEqual([0, 0, 1, 1, 2, 2]);
  });
  it("raises at its band's risk threshold, and to crisis with the crisis head too", () => {
    const at = (risk: number, crisis: number, tokens: number, evidence = true) =>
      modelLevel({ risk, crisis, tokens, evidence }, t);
    expect(at(0.2, 0, 15)).toBe('elevated');
    expect(at(0.2, 0, 16)).toBe('none');
    expect(at(0.59, 0.9, 51)).toBe('none');
    expect(at(0.6, 0.5, 51)).toBe('crisis');
    expect(at(0.6, 0.49, 51)).toBe('elevated');
    // A short message without risk evidence from the rules needs `bare`; longer ones do not.
    expect(at(0.49, 0, 15, false)).toBe('none');
    expect(at(0.5, 0, 15, false)).toBe('elevated');
    expect(at(0.3, 0, 16, false)).toBe('elevated');
  });
  it('lets an everyday short message with a crisis-ish word through, and not one with risk evidence', () => {
    expect(classify('tonight I am going out with friends').level).toBe('none');
    expect(classify('I feel a bit lonely tonight.').level).toBe('low');
    expect(modelScoresFor('tonight I am going out with friends').evidence).toBe(false);
    expect(modelScoresFor('i want to die tonight').evidence).toBe(true);
  });
  it('ships thresholds in (0, 1) for every band', () => {
    expect(MODEL_THRESHOLDS.risk).toHaveLength(3);
    for (const x of [...MODEL_THRESHOLDS.risk, MODEL_THRESHOLDS.bare, MODEL_THRESHOLDS.crisis]) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('combining the rules and the model', () => {
  const t: ModelThresholds = { risk: [0.5, 0.5, 0.5], bare: 0.5, crisis: 0.5, veto: 0.4, vetoCrisis: 0.3 };
  const s = (risk: number, crisis = 0) => ({ risk, crisis, tokens: 20, evidence: true });
  it('vetoes a rules verdict above the floor below its veto threshold, down to low', () => {
    expect(combinedLevel('elevated', 'none', s(0.39), t)).toMatchObject({ level: 'low', vetoed: true });
    expect(combinedLevel('elevated', 'none', s(0.4), t)).toMatchObject({ level: 'elevated', vetoed: false });
    expect(combinedLevel('crisis', 'none', s(0.29), t)).toMatchObject({ level: 'low', vetoed: true });
    expect(combinedLevel('crisis', 'none', s(0.3), t)).toMatchObject({ level: 'crisis', vetoed: false });
  });
  it('never goes below the floor, whatever the model says', () => {
    expect(combinedLevel('crisis', 'crisis', s(0.01), t).level).toBe('crisis');
    expect(combinedLevel('none', 'crisis', s(0.01), t).level).toBe('crisis');
    expect(combinedLevel('crisis', 'elevated', s(0.01), t).level).toBe('elevated');
    expect(combinedLevel('low', 'elevated', s(0.01), t).level).toBe('elevated');
  });
  it('raises above the rules when the model reaches its thresholds', () => {
    expect(combinedLevel('none', 'none', s(0.5), t)).toMatchObject({ level: 'elevated', raised: true });
    expect(combinedLevel('low', 'none', s(0.5, 0.5), t)).toMatchObject({ level: 'crisis', raised: true });
    expect(combinedLevel('elevated', 'elevated', s(0.5, 0.5), t).level).toBe('crisis');
  });
  it('a vetoed verdict names distress only and shows both readings in its cues', () => {
    // The rules read "cut" as self-harm; the model has seen butchery and cooking questions.
    const text = 'How does a butcher decide where to cut for a ribeye versus a sirloin?';
    expect(classifyWith(text, { model: false }).level).toBe('elevated');
    const v = classify(text);
    expect(v.level).toBe('low');
    expect(v.cues).toEqual(expect.arrayContaining(['model.veto', 'self_harm.present']));
    expect(v.categories).toEqual(['distress']);
  });
  it('a raised verdict says so with a model cue and names self-harm', () => {
    const text = 'I have the pills and tonight is the night';
    const v = classify(text);
    expect(v.level).toBe('crisis');
    expect(v.cues).toContain('model.crisis');
    expect(v.categories).toEqual(expect.arrayContaining(['distress', 'self_harm', 'crisis_cue']));
  });
});
