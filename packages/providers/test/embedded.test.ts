// The embedded provider's own logic with a fake renderer: what it asks the renderer for, the
// deterministic seed, the optional TTS hook, and how renderer failures are classified.
import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedProvider, type RenderClipFn, type RenderClipOptions, type SpeechFn } from '../src';
import { fakeClipBytes } from './fakes/fake-server';
import { clipRequest, expectErr, expectNoLeak, expectOk, TRANSCRIPT } from './helpers';

function fakeRenderer(
  result: Awaited<ReturnType<RenderClipFn>> = { ok: true, bytes: fakeClipBytes(), durationSeconds: 3 },
) {
  const calls: RenderClipOptions[] = [];
  const renderClip: RenderClipFn = async (options) => {
    calls.push(options);
    return result;
  };
  return { renderClip, calls };
}

describe('embedded provider', () => {
  it('renders synchronously and returns the MP4 bytes', async () => {
    const { renderClip, calls } = fakeRenderer();
    const provider = createEmbeddedProvider({ renderClip });
    expect(provider).toMatchObject({ name: 'embedded', synchronous: true });
    const created = expectOk(await provider.create(clipRequest(), { idempotencyKey: 'k' }));
    expect(created).toEqual({ kind: 'clip', bytes: fakeClipBytes(), contentType: 'video/mp4' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ transcript: TRANSCRIPT, avatarId: 'maya', voiceId: 'warm' });
    expect(calls[0]?.speechMp3).toBeUndefined();
  });

  it('derives the seed from the content so identical requests render identically', async () => {
    const { renderClip, calls } = fakeRenderer();
    const provider = createEmbeddedProvider({ renderClip });
    await provider.create(clipRequest({ videoId: 'a' }), { idempotencyKey: 'a' });
    await provider.create(clipRequest({ videoId: 'b' }), { idempotencyKey: 'b' });
    await provider.create(clipRequest({ transcript: 'Something else.' }), { idempotencyKey: 'c' });
    const [first, second, third] = calls.map((call) => call.seed);
    expect(typeof first).toBe('number');
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('passes TTS audio from the speech hook to the renderer', async () => {
    const { renderClip, calls } = fakeRenderer();
    const mp3 = new Uint8Array([0xff, 0xfb, 0x90, 0x64]);
    const speech = vi.fn<SpeechFn>(async () => ({ ok: true, value: mp3 }));
    const provider = createEmbeddedProvider({ renderClip, speech });
    expectOk(await provider.create(clipRequest(), { idempotencyKey: 'k' }));
    expect(speech).toHaveBeenCalledWith({ text: TRANSCRIPT, voiceId: 'warm' });
    expect(calls[0]?.speechMp3).toEqual(mp3);
  });

  it('returns a TTS failure instead of caching a degraded render', async () => {
    const { renderClip, calls } = fakeRenderer();
    const speech: SpeechFn = async () => ({
      ok: false,
      error: { kind: 'rate_limited', retryAfterSeconds: 3 },
    });
    const provider = createEmbeddedProvider({ renderClip, speech });
    expect(expectErr(await provider.create(clipRequest(), { idempotencyKey: 'k' }))).toEqual({
      kind: 'rate_limited',
      retryAfterSeconds: 3,
    });
    expect(calls).toHaveLength(0);
  });

  it('classifies renderer failures: bad input is rejected, faults are failed, no bytes is malformed', async () => {
    const cases: [Awaited<ReturnType<RenderClipFn>>, string][] = [
      [{ ok: false, error: { kind: 'transcript_too_long', message: TRANSCRIPT } }, 'rejected'],
      [{ ok: false, error: { kind: 'invalid_input', message: 'bad' } }, 'rejected'],
      [{ ok: false, error: { kind: 'encoder_error', message: TRANSCRIPT } }, 'failed'],
      [{ ok: true, bytes: new Uint8Array(0), durationSeconds: 0 }, 'malformed'],
    ];
    for (const [result, kind] of cases) {
      const provider = createEmbeddedProvider({ renderClip: fakeRenderer(result).renderClip });
      const error = expectErr(await provider.create(clipRequest(), { idempotencyKey: 'k' }));
      expect(error.kind).toBe(kind);
      expectNoLeak(error, []);
    }
  });

  it('turns a throwing renderer into failed, and has nothing to poll or download', async () => {
    const provider = createEmbeddedProvider({
      renderClip: async () => {
        throw new Error(`boom ${TRANSCRIPT}`);
      },
    });
    const error = expectErr(await provider.create(clipRequest(), { idempotencyKey: 'k' }));
    expect(error).toEqual({ kind: 'failed', message: 'embedded render: renderer threw' });
    expect(expectErr(await provider.poll('x')).kind).toBe('rejected');
    expect(expectErr(await provider.download('https://example.invalid/x.mp4')).kind).toBe('rejected');
  });
});
