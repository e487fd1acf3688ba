// The production path through POST /chat/ with a fake Workers AI binding (m2m100's and Llama Guard's
// documented shapes): a message the embedded layer cannot read is raised by the English reading of its
// translation; a failing binding leaves the embedded verdict, and the answer is still a 200.
import { describe, expect, it } from 'vitest';
import { VETTED_REPLIES } from '../../packages/replies/src/index';
import { createUserAndLogin } from './helpers/accounts';
import { bearer, postJson } from './helpers/http';

const TRANSLATE = '@cf/meta/m2m100-1.2b';
const GUARD = '@cf/meta/llama-guard-3-8b';
// Turkish: a language m2m100 translates and the embedded layer does not read.
const TURKISH = 'Haplar hazır, bu gece hepsini içeceğim ve her şey bitecek.';
const IN_ENGLISH = 'The pills are ready, I will take them all tonight and everything will end.';

function fakeAi(translate: () => unknown) {
  const calls: { model: string; input: unknown }[] = [];
  return {
    calls,
    binding: {
      run: async (model: string, input: unknown) => {
        calls.push({ model, input });
        if (model === TRANSLATE) return translate();
        if (model === GUARD) return { response: 'safe' };
        throw new Error(`unexpected model ${model}`);
      },
    },
  };
}

async function chat(ai: { run: unknown }) {
  const user = await createUserAndLogin();
  const res = await postJson(
    '/chat/',
    { message: TURKISH },
    {
      headers: { ...bearer(user.access), 'accept-language': 'tr' },
      envOverrides: { AI: ai, SAFETY_AI_MODEL: GUARD },
    },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as {
    reply: string;
    safety: { level: string; show_crisis_resources: boolean; language: string; coverage: string };
  };
}

describe('translation on the production path', () => {
  it('raises an unread message from the English reading of its translation', async () => {
    const ai = fakeAi(() => ({ translated_text: IN_ENGLISH }));
    const body = await chat(ai.binding);
    expect(ai.calls).toContainEqual({
      model: TRANSLATE,
      input: { text: TURKISH, source_lang: 'tr', target_lang: 'en' },
    });
    expect(ai.calls.map((c) => c.model).sort()).toEqual([GUARD, TRANSLATE]);
    expect(body.safety).toMatchObject({
      level: 'crisis',
      show_crisis_resources: true,
      language: 'tr',
      coverage: 'none',
    });
    expect(VETTED_REPLIES.filter((r) => r.level === 'crisis').map((r) => r.text)).toContain(body.reply);
  });

  it('keeps the embedded verdict when the translation fails', async () => {
    const ai = fakeAi(() => {
      throw new Error('upstream 500');
    });
    const body = await chat(ai.binding);
    expect(body.safety).toMatchObject({ language: 'tr', coverage: 'none' });
    expect(body.safety.level).not.toBe('crisis');
  });

  it('keeps the embedded verdict when the translation is slower than its timeout', async () => {
    const ai = fakeAi(
      () => new Promise((resolve) => setTimeout(() => resolve({ translated_text: IN_ENGLISH }), 3000)),
    );
    const started = Date.now();
    const body = await chat(ai.binding);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(body.safety.level).not.toBe('crisis');
  });
});
