// Translation to English on a fake Workers AI binding that answers in m2m100's documented shape
// ({ text, source_lang, target_lang } → { translated_text }): the English reading can only raise the
// verdict, keeps its language and coverage, and a slow, failing or malformed translation keeps the
// embedded verdict. English, and languages m2m100 does not translate from, are never sent.
import { describe, expect, it } from 'vitest';
import {
  type AiRunner,
  classify,
  createSafetyChecker,
  DEFAULT_TRANSLATE_MODEL,
  parseTranslation,
  translatable,
} from '../src/index';

const SAFE_GUARD = { response: { safe: true, categories: [] } };

/** A binding that answers the translation model with `translate(input)` and the guard with "safe". */
function fakeAi(translate: (input: { text: string }) => unknown): AiRunner & { calls: [string, unknown][] } {
  const calls: [string, unknown][] = [];
  return {
    calls,
    run: async (model: string, input: unknown) => {
      calls.push([model, input]);
      return model === DEFAULT_TRANSLATE_MODEL ? translate(input as { text: string }) : SAFE_GUARD;
    },
  };
}

// Turkish, a language the embedded layer does not read: it sees no risk here on its own.
const TURKISH = 'Haplar hazır, bu gece hepsini içeceğim ve her şey bitecek.';
const TURKISH_IN_ENGLISH = 'The pills are ready, I will take them all tonight and everything will end.';
const TR = { languageHints: ['tr'] };

describe('translation to English', () => {
  it('sends the documented input and raises the verdict from the English reading', async () => {
    const local = classify(TURKISH, TR);
    expect(local.level).not.toBe('crisis');
    const ai = fakeAi(() => ({ translated_text: TURKISH_IN_ENGLISH }));
    const v = await createSafetyChecker({ ai }).check(TURKISH, TR);
    expect(ai.calls).toContainEqual([
      DEFAULT_TRANSLATE_MODEL,
      { text: TURKISH, source_lang: 'tr', target_lang: 'en' },
    ]);
    expect(v.level).toBe('crisis');
    expect(v.categories).toContain('crisis_cue');
    expect(v.cues).toContain('ai.translate.read');
    // The language is the message's, not the translation's.
    expect(v).toMatchObject({ language: local.language, coverage: local.coverage });
  });

  it('never lowers what the embedded layer read', async () => {
    const text = 'я не знаю. i have the pills ready and im taking them tonight';
    const local = classify(text);
    expect(local.level).toBe('crisis');
    const ai = fakeAi(() => ({ translated_text: 'I went for a walk and it was pleasant.' }));
    const v = await createSafetyChecker({ ai }).check(text);
    expect(v.level).toBe('crisis');
    expect(v.categories).toEqual(expect.arrayContaining(local.categories));
  });

  it('keeps the embedded verdict when the translation is slow, and answers within the timeout', async () => {
    const ai = fakeAi(
      () => new Promise((resolve) => setTimeout(() => resolve({ translated_text: TURKISH_IN_ENGLISH }), 400)),
    );
    const started = Date.now();
    const v = await createSafetyChecker({ ai, translateTimeoutMs: 30 }).check(TURKISH, TR);
    expect(Date.now() - started).toBeLessThan(300);
    const local = classify(TURKISH, TR);
    expect(v.level).toBe(local.level);
    expect(v.cues).toEqual(expect.arrayContaining(['ai.translate.unavailable', 'ai.translate.timeout']));
  });

  it.each([
    ['a rejected call', () => Promise.reject(new Error('upstream 500'))],
    [
      'a synchronous throw',
      () => {
        throw new Error('binding gone');
      },
    ],
  ])('keeps the embedded verdict on %s', async (_label, failing) => {
    const v = await createSafetyChecker({ ai: fakeAi(failing) }).check(TURKISH, TR);
    expect(v.level).toBe(classify(TURKISH, TR).level);
    expect(v.cues).toEqual(expect.arrayContaining(['ai.translate.unavailable', 'ai.translate.error']));
  });

  it('keeps the embedded verdict on an answer without translated_text', async () => {
    const v = await createSafetyChecker({ ai: fakeAi(() => ({ response: TURKISH_IN_ENGLISH })) }).check(
      TURKISH,
      TR,
    );
    expect(v.level).toBe(classify(TURKISH, TR).level);
    expect(v.cues).toContain('ai.translate.malformed');
  });

  it('sends neither English nor a language m2m100 does not translate from', async () => {
    const ai = fakeAi(() => ({ translated_text: TURKISH_IN_ENGLISH }));
    await createSafetyChecker({ ai }).check('work has been so stressful this week', {
      languageHints: ['en'],
    });
    const unknown = '🙂 🙂 🙂';
    expect(translatable(classify(unknown).language)).toBe(false);
    await createSafetyChecker({ ai }).check(unknown);
    expect(ai.calls.filter(([model]) => model === DEFAULT_TRANSLATE_MODEL)).toEqual([]);
  });

  it('reads only the documented output shape', () => {
    expect(parseTranslation({ translated_text: 'hello' })).toBe('hello');
    for (const raw of [null, 'hello', {}, { translated_text: '' }, { translated_text: 3 }, { result: 'x' }]) {
      expect(parseTranslation(raw)).toBeNull();
    }
    expect(translatable('fi')).toBe(true);
    expect(translatable('pt-BR')).toBe(true);
    expect(translatable('en')).toBe(false);
    expect(translatable('und')).toBe(false);
  });
});
