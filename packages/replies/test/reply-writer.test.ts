// The optional model path with a fake Workers AI binding: a good reply is used, anything unsafe, empty,
// overlong, malformed, failing or late falls back to the local reply, and risky verdicts never reach it.
import type { AiRunner, SafetyVerdict } from '@solace/safety';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLocalReply } from '../src/local-writer';
import { createReplyWriter, DEFAULT_REPLY_MODEL, REPLY_SYSTEM_PROMPT } from '../src/reply-writer';
import { VETTED_REPLIES } from '../src/vetted';
import { CRISIS, ELEVATED, LOW, NONE } from './fixtures';

/** The stubbed classifier rates this one text as crisis, so the "unsafe" path is tested on its own. */
const CLASSIFIED_RISKY =
  'That sounds like a tiring week. The stubbed classifier calls this risky. What helps?';

vi.mock('@solace/safety', async (importOriginal) => {
  const real = await importOriginal<typeof import('@solace/safety')>();
  return {
    ...real,
    classifyWith: (text: string, options: { model: boolean }) =>
      text === CLASSIFIED_RISKY
        ? { level: 'crisis', categories: ['self_harm', 'crisis_cue'], cues: ['stub'] }
        : real.classifyWith(text, options),
  };
});

const GOOD =
  "That sounds like a really long week at work. It makes sense to feel worn down. What's been the hardest part?";
const REQ = { message: 'Work has been exhausting this week', verdict: LOW, seed: 3 };

/** A fake binding that answers with `answer` (a value, or a function of the call), recording calls. */
function fakeAi(answer: unknown | (() => unknown)): AiRunner & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    run: vi.fn(async (...args: unknown[]) => {
      calls.push(args);
      return typeof answer === 'function' ? (answer as () => unknown)() : answer;
    }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('createReplyWriter with a model', () => {
  it('uses a good model reply, trimmed, with source "model"', async () => {
    const ai = fakeAi({ response: `\n  "${GOOD}"  ` });
    const reply = await createReplyWriter({ ai }).write(REQ);
    expect(reply).toEqual({ text: GOOD, source: 'model' });
  });

  it('sends the system prompt, the message and a token cap to the configured model', async () => {
    const ai = fakeAi({ response: GOOD });
    await createReplyWriter({ ai }).write(REQ);
    await createReplyWriter({ ai, model: '@cf/test/other-model' }).write(REQ);
    expect(ai.calls[0]?.[0]).toBe(DEFAULT_REPLY_MODEL);
    expect(ai.calls[1]?.[0]).toBe('@cf/test/other-model');
    expect(ai.calls[0]?.[1]).toEqual({
      messages: [
        { role: 'system', content: REPLY_SYSTEM_PROMPT },
        { role: 'user', content: REQ.message },
      ],
      max_tokens: 160,
    });
  });

  const local = writeLocalReply(REQ);
  const longText = `${'That sounds really hard and I can hear how tired you are. '.repeat(6)}What would help?`;
  it.each([
    ['rated risky by the classifier', { response: CLASSIFIED_RISKY }],
    ['unsafe (method named)', { response: 'Some people lean on sleeping pills. What do you think?' }],
    ['unsafe (self-harm talk)', { response: 'You might want to hurt yourself less. What happened?' }],
    ['empty', { response: '   ' }],
    ['overlong', { response: longText }],
    ['five sentences', { response: 'I hear you. That is hard. It makes sense. You are tired. What helps?' }],
    ['with a URL', { response: 'That sounds hard. Try the tips at https://example.com today.' }],
    ['with a phone number', { response: 'That sounds hard. You can call 555 0100 any time.' }],
    ['a promise', { response: "Everything will be okay, I promise. What's next for you?" }],
    ['a diagnosis', { response: 'It sounds like you have depression. How long has it been?' }],
    ['medical advice', { response: 'Melatonin might help you rest. How is your sleep?' }],
    ['malformed {}', {}],
    ['malformed number', 42],
    ['malformed null', null],
    ['response not a string', { response: 42 }],
  ])('falls back to the local reply when the model reply is %s', async (_, answer) => {
    const reply = await createReplyWriter({ ai: fakeAi(answer) }).write(REQ);
    expect(reply).toEqual(local);
    expect(reply.source).toBe('local');
  });

  it('falls back when the runner rejects or throws synchronously', async () => {
    const rejecting: AiRunner = { run: () => Promise.reject(new Error('upstream 500')) };
    const throwing: AiRunner = {
      run: () => {
        throw new Error('binding missing');
      },
    };
    expect(await createReplyWriter({ ai: rejecting }).write(REQ)).toEqual(local);
    expect(await createReplyWriter({ ai: throwing }).write(REQ)).toEqual(local);
  });

  it('falls back when the model is slower than timeoutMs, without waiting for it', async () => {
    const slow: AiRunner = {
      run: () => new Promise((resolve) => setTimeout(() => resolve({ response: GOOD }), 300)),
    };
    const started = Date.now();
    const reply = await createReplyWriter({ ai: slow, timeoutMs: 20 }).write(REQ);
    expect(reply).toEqual(local);
    expect(Date.now() - started).toBeLessThan(250);
  });

  it('does not surface a late rejection after the timeout', async () => {
    const lateFailure: AiRunner = {
      run: () => new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 30)),
    };
    expect(await createReplyWriter({ ai: lateFailure, timeoutMs: 5 }).write(REQ)).toEqual(local);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('falls back when the model repeats a reply the session just heard', async () => {
    const reply = await createReplyWriter({ ai: fakeAi({ response: GOOD }) }).write({
      ...REQ,
      avoid: [GOOD],
    });
    expect(reply.source).toBe('local');
    expect(reply.text).not.toBe(GOOD);
  });
});

describe('createReplyWriter routing', () => {
  it('never calls the model for elevated, crisis or risky categories', async () => {
    const ai = fakeAi({ response: GOOD });
    const writer = createReplyWriter({ ai });
    const harm: SafetyVerdict = {
      level: 'low',
      categories: ['harmful_statement'],
      cues: [],
      language: 'en',
      coverage: 'full',
    };
    for (const verdict of [CRISIS, ELEVATED, harm]) {
      for (let seed = 0; seed < 10; seed++) {
        const reply = await writer.write({ message: 'anything', verdict, seed });
        expect(reply.source).toBe('vetted');
        expect(VETTED_REPLIES.map((r) => r.text)).toContain(reply.text);
      }
    }
    expect(ai.run).not.toHaveBeenCalled();
  });

  it('uses the local reply when no AI binding is configured', async () => {
    expect(await createReplyWriter({}).write({ ...REQ, verdict: NONE })).toEqual(
      writeLocalReply({ ...REQ, verdict: NONE }),
    );
  });

  it('never logs message or reply text', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation(() => undefined),
    );
    const writers = [
      createReplyWriter({}),
      createReplyWriter({ ai: fakeAi(42) }),
      createReplyWriter({ ai: fakeAi({ response: GOOD }) }),
    ];
    for (const writer of writers) {
      await writer.write(REQ);
      await writer.write({ ...REQ, verdict: CRISIS });
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
