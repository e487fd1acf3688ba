// renderClip's public boundary: defaults, tagged errors for bad options and bad audio, the
// catalogs, determinism for a seed, and the fingerprint that the workerd test must reproduce.
import { describe, expect, it } from 'vitest';
import {
  AVATARS,
  DEFAULT_AVATAR_ID,
  DEFAULT_VOICE_ID,
  type RenderClipOptions,
  renderClip,
  VOICES,
} from '../src/index';
import { contentDigest } from './support/content-digest';
import { CROSS_RUNTIME_DIGEST, CROSS_RUNTIME_OPTIONS } from './support/cross-runtime';

describe('renderClip', () => {
  it('renders the defaults: 320x240 at 15 fps, duration from the transcript', async () => {
    const r = await renderClip({ transcript: 'One two three four five six seven eight nine ten.' });
    if (!r.ok) throw new Error(r.error.message);
    expect([r.width, r.height, r.fps]).toEqual([320, 240, 15]);
    expect(r.durationSeconds).toBeGreaterThan(2);
    expect(r.durationSeconds).toBeLessThan(8);
    expect(r.frameCount).toBe(Math.round(r.durationSeconds * 15));
    expect(new TextDecoder().decode(r.bytes.subarray(4, 8))).toBe('ftyp');
    // moov before mdat (fast start)
    const text = new TextDecoder('latin1').decode(r.bytes);
    expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'));
  });

  it('handles an empty transcript with a short clip and caps long ones at maxSeconds', async () => {
    const empty = await renderClip({ transcript: '' });
    expect(empty.ok && empty.durationSeconds >= 1).toBe(true);
    const long = await renderClip({ transcript: 'word '.repeat(400), maxSeconds: 6 });
    expect(long.ok && long.durationSeconds <= 6).toBe(true);
  });

  it.each<[string, Partial<RenderClipOptions>]>([
    ['width not a multiple of 16', { width: 330 }],
    ['height too large', { height: 720 }],
    ['fps too high', { fps: 30 }],
    ['fps not an integer', { fps: 12.5 }],
    ['unknown avatar', { avatarId: 'nobody' }],
    ['unknown voice', { voiceId: 'nobody' }],
    ['seed not an integer', { seed: 1.5 }],
    ['maxSeconds out of range', { maxSeconds: 0 }],
  ])('rejects %s as invalid_option', async (_name, extra) => {
    const r = await renderClip({ transcript: 'hi', ...extra });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.kind).toBe('invalid_option');
  });

  it('rejects a transcript that is not a string without throwing', async () => {
    const r = await renderClip({ transcript: 42 } as unknown as RenderClipOptions);
    expect(r).toMatchObject({ ok: false, error: { kind: 'invalid_option' } });
  });

  it('reports bytes that are not MP3 as unsupported_audio', async () => {
    const r = await renderClip({ transcript: 'hi', speechMp3: new Uint8Array(2000).fill(7) });
    expect(r).toMatchObject({ ok: false, error: { kind: 'unsupported_audio' } });
  });

  it('lists two avatars and at least two voices, exactly one default each', () => {
    expect(AVATARS.map((a) => a.id)).toEqual(['maya', 'theo']);
    expect(AVATARS.filter((a) => a.default).map((a) => a.id)).toEqual([DEFAULT_AVATAR_ID]);
    expect(VOICES.length).toBeGreaterThanOrEqual(2);
    expect(VOICES.filter((v) => v.default).map((v) => v.id)).toEqual([DEFAULT_VOICE_ID]);
  });

  it('is deterministic for a seed (content, not container bytes) and varies with it', async () => {
    const a = await renderClip({ transcript: 'Same words, same clip.', seed: 5 });
    const b = await renderClip({ transcript: 'Same words, same clip.', seed: 5 });
    const c = await renderClip({ transcript: 'Same words, same clip.', seed: 6, avatarId: 'theo' });
    if (!a.ok || !b.ok || !c.ok) throw new Error('render failed');
    expect(await contentDigest(a.bytes)).toBe(await contentDigest(b.bytes));
    expect(await contentDigest(a.bytes)).not.toBe(await contentDigest(c.bytes));
  });

  it('produces the cross-runtime fingerprint the workerd test checks', async () => {
    const r = await renderClip(CROSS_RUNTIME_OPTIONS);
    if (!r.ok) throw new Error(r.error.message);
    expect(await contentDigest(r.bytes)).toBe(CROSS_RUNTIME_DIGEST);
  });
});
