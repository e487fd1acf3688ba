// Workers AI TTS behind the SpeechFn contract, with a fake AI runner: every answer shape the models give,
// and every failure as a tagged result (never a throw).
import { describe, expect, it } from 'vitest';
import { createWorkersAiSpeech } from '../src/workers-ai-speech';

const MP3 = new Uint8Array([0xff, 0xfb, 0x90, 0x64, 1, 2, 3]);

function runner(answer: () => Promise<unknown>) {
  const calls: Array<{ model: string; input: unknown }> = [];
  return {
    calls,
    ai: {
      run: (model: string, input: unknown) => {
        calls.push({ model, input });
        return answer();
      },
    },
  };
}

describe('createWorkersAiSpeech', () => {
  it('asks Aura for MP3 with the speaker mapped from our voice, and returns its stream bytes', async () => {
    const { ai, calls } = runner(async () => new Response(MP3).body);
    const speak = createWorkersAiSpeech(ai, '@cf/deepgram/aura-1');
    expect(await speak({ text: 'Hello there.', voiceId: 'deep' })).toEqual({ ok: true, value: MP3 });
    expect(calls).toEqual([
      { model: '@cf/deepgram/aura-1', input: { text: 'Hello there.', speaker: 'orion', encoding: 'mp3' } },
    ]);
  });

  it('asks MeloTTS with its own input shape and decodes its base64 answer', async () => {
    const { ai, calls } = runner(async () => ({ audio: btoa(String.fromCharCode(...MP3)) }));
    const speak = createWorkersAiSpeech(ai, '@cf/myshell-ai/melotts');
    expect(await speak({ text: 'Hi.', voiceId: 'warm' })).toEqual({ ok: true, value: MP3 });
    expect(calls[0]?.input).toEqual({ prompt: 'Hi.', lang: 'en' });
  });

  it.each([
    ['a thrown error', async () => Promise.reject(new Error('boom')), 'unavailable'],
    ['invalid base64', async () => ({ audio: '%%%not base64' }), 'unavailable'],
    ['an empty answer', async () => new Uint8Array(), 'malformed'],
    ['an unknown shape', async () => ({ text: 'no audio' }), 'malformed'],
  ])('turns %s into a tagged error', async (_label, answer, kind) => {
    const speak = createWorkersAiSpeech(runner(answer).ai, '@cf/deepgram/aura-1');
    expect(await speak({ text: 'x', voiceId: 'warm' })).toMatchObject({ ok: false, error: { kind } });
  });
});
