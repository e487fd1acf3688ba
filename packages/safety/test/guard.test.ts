// The Llama Guard combination, with fake AI runners: it may only raise a verdict, and any failure of the
// runner (slow, throwing, malformed) falls back to the local verdict with an "ai.unavailable" cue.
import { describe, expect, it } from 'vitest';
import { type AiRunner, classify, createSafetyChecker, parseGuardResponse } from '../src/index';

const fixed = (answer: unknown): AiRunner & { calls: unknown[][] } => {
  const calls: unknown[][] = [];
  return {
    calls,
    run: async (...args: unknown[]) => {
      calls.push(args);
      return answer;
    },
  };
};

describe('parseGuardResponse', () => {
  it('reads the documented object shape and the text shape', () => {
    expect(parseGuardResponse({ response: { safe: true, categories: [] } })).toEqual({ kind: 'safe' });
    expect(parseGuardResponse({ response: { safe: false, categories: ['S11'] } })).toEqual({
      kind: 'unsafe',
      codes: ['S11'],
    });
    expect(parseGuardResponse({ response: 'unsafe\nS11,S1' })).toEqual({
      kind: 'unsafe',
      codes: ['S11', 'S1'],
    });
    expect(parseGuardResponse('safe')).toEqual({ kind: 'safe' });
  });

  it('calls anything else malformed', () => {
    for (const raw of [null, 42, {}, { response: { safe: 'no' } }, { response: 'maybe' }, []]) {
      expect(parseGuardResponse(raw)).toEqual({ kind: 'malformed' });
    }
  });
});

describe('createSafetyChecker', () => {
  const lowText = 'work has been so stressful this week';

  it('without a runner it is exactly the local verdict', async () => {
    const checker = createSafetyChecker({});
    expect(await checker.check(lowText)).toEqual(classify(lowText));
  });

  it('passes the message to the configured model in the documented input shape', async () => {
    const ai = fixed({ response: { safe: true, categories: [] } });
    await createSafetyChecker({ ai, model: '@cf/test/guard' }).check(lowText);
    expect(ai.calls[0]).toEqual(['@cf/test/guard', { messages: [{ role: 'user', content: lowText }] }]);
  });

  it('an unsafe S11 answer raises a low verdict to elevated self_harm', async () => {
    const v = await createSafetyChecker({
      ai: fixed({ response: { safe: false, categories: ['S11'] } }),
    }).check(lowText);
    expect(v.level).toBe('elevated');
    expect(v.categories).toContain('self_harm');
    expect(v.cues).toContain('ai.guard.s11');
  });

  it('an unsafe S1 answer in text form adds harmful_statement', async () => {
    const v = await createSafetyChecker({ ai: fixed({ response: 'unsafe\nS1' }) }).check(lowText);
    expect(v.level).toBe('elevated');
    expect(v.categories).toContain('harmful_statement');
  });

  it('a safe answer never lowers a local crisis', async () => {
    const text = 'i have the pills ready and im taking them tonight';
    const v = await createSafetyChecker({ ai: fixed({ response: { safe: true, categories: [] } }) }).check(
      text,
    );
    expect(v.level).toBe(classify(text).level);
    expect(v.categories).toEqual(expect.arrayContaining(classify(text).categories));
  });

  it('a slow runner times out and falls back to local', async () => {
    const slow: AiRunner = {
      run: () => new Promise((r) => setTimeout(() => r({ response: 'unsafe\nS11' }), 500)),
    };
    const started = Date.now();
    const v = await createSafetyChecker({ ai: slow, timeoutMs: 20 }).check(lowText);
    expect(Date.now() - started).toBeLessThan(400);
    expect(v.level).toBe(classify(lowText).level);
    expect(v.cues).toEqual(expect.arrayContaining(['ai.unavailable', 'ai.timeout']));
  });

  it('a rejecting or synchronously throwing runner falls back to local', async () => {
    const rejecting: AiRunner = { run: async () => Promise.reject(new Error('boom')) };
    const throwing: AiRunner = {
      run: () => {
        throw new Error('sync boom');
      },
    };
    for (const ai of [rejecting, throwing]) {
      const v = await createSafetyChecker({ ai }).check(lowText);
      expect(v.level).toBe(classify(lowText).level);
      expect(v.cues).toEqual(expect.arrayContaining(['ai.unavailable', 'ai.error']));
    }
  });

  it('a malformed response falls back to local', async () => {
    const v = await createSafetyChecker({ ai: fixed({ result: 'whatever' }) }).check(lowText);
    expect(v.level).toBe(classify(lowText).level);
    expect(v.cues).toEqual(expect.arrayContaining(['ai.unavailable', 'ai.malformed']));
  });
});
