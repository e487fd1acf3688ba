// The check-in emotions are a fixed, lower-case list the schema accepts and nothing else.
import { describe, expect, it } from 'vitest';
import { EMOTIONS, EmotionSchema } from '../src';

describe('EMOTIONS', () => {
  it('lists about sixteen unique lower-case names', () => {
    expect(EMOTIONS.length).toBeGreaterThanOrEqual(14);
    expect(EMOTIONS.length).toBeLessThanOrEqual(20);
    expect(new Set(EMOTIONS).size).toBe(EMOTIONS.length);
    for (const name of EMOTIONS) expect(name).toMatch(/^[a-z]+$/);
  });

  it('accepts every listed name and refuses others', () => {
    for (const name of EMOTIONS) expect(EmotionSchema.parse(name)).toBe(name);
    for (const bad of ['Calm', 'furious', '', ' calm'])
      expect(EmotionSchema.safeParse(bad).success).toBe(false);
  });
});
