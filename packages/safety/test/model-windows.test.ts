// Sentence windows (model/features.ts sentencesOf, model/index.ts joinParts): each sentence of a longer
// message is scored alone, and the riskiest one decides the veto, so ordinary sentences around a risky
// one cannot dilute a rules verdict into a veto. The model's own raise still reads the whole message.
import { describe, expect, it } from 'vitest';
import { modelScoresFor } from '../src/classify';
import { combinedLevel } from '../src/combine';
import { MODEL } from '../src/model/data/weights';
import { type FeatureOptions, sentencesOf } from '../src/model/features';
import { joinParts, type ModelThresholds } from '../src/model/index';
import { normalise } from '../src/normalise';

describe('sentence windows', () => {
  it('splits a message of several sentences, and leaves a single sentence whole', () => {
    const parts = sentencesOf(normalise('The bus was late. I want to die. Work ran late.'));
    expect(parts).toHaveLength(3);
    expect(parts[1]?.tokens).toEqual(normalise('I want to die.').tokens);
    expect(parts.flatMap((p) => p.tokens)).toEqual(
      normalise('The bus was late. I want to die. Work ran late.').tokens,
    );
    expect(sentencesOf(normalise('just one sentence here'))).toEqual([]);
    expect(sentencesOf(normalise(''))).toEqual([]);
  });

  const t: ModelThresholds = { risk: [0.5, 0.5, 0.5], bare: 0.5, crisis: 0.5, veto: 0.4, vetoCrisis: 0.3 };
  const whole = { risk: 0.1, crisis: 0.2, harm: 0.1, tokens: 40 };

  it('lets the riskiest sentence decide the veto and nothing else', () => {
    const joined = joinParts(whole, [
      { risk: 0.05, crisis: 0.1, harm: 0, tokens: 6 },
      { risk: 0.7, crisis: 0.9, harm: 0.5, tokens: 5 },
    ]);
    expect(joined).toEqual({ ...whole, vetoRisk: 0.7 });
    expect(combinedLevel('elevated', 'none', { ...joined, evidence: true }, t)).toMatchObject({
      level: 'elevated',
      vetoed: false,
      model: 'none',
    });
    expect(combinedLevel('elevated', 'none', { ...whole, evidence: true }, t)).toMatchObject({
      level: 'low',
      vetoed: true,
    });
  });

  it('is off in the shipped weights: the veto reads the whole message', () => {
    expect((MODEL.features as FeatureOptions).windows ?? false).toBe(false);
    const ordinary =
      'I had pasta for dinner. The weather was grey all day. The library was closed for repairs.';
    const s = modelScoresFor(`${ordinary} I want to kill myself. ${ordinary}`);
    expect(s.vetoRisk).toBe(s.risk);
  });
});
