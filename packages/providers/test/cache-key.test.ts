// The clip cache key: stable for identical inputs, different when any field changes, and not
// fooled by field boundaries moving (the reason for a canonical JSON encoding).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clipCacheKey } from '../src';

const base = { provider: 'embedded', avatarId: 'maya', voiceId: 'warm', transcript: 'Breathe in slowly.' };

describe('clipCacheKey', () => {
  it('is a stable SHA-256 hex digest of the canonical encoding', async () => {
    const key = await clipCacheKey(base);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await clipCacheKey({ ...base })).toBe(key);
    const canonical = JSON.stringify(['solace-clip-v1', 'embedded', 'maya', 'warm', 'Breathe in slowly.']);
    expect(key).toBe(createHash('sha256').update(canonical).digest('hex'));
  });

  it('ignores property order in the input object', async () => {
    const reordered = {
      transcript: base.transcript,
      voiceId: 'warm',
      avatarId: 'maya',
      provider: 'embedded',
    };
    expect(await clipCacheKey(reordered)).toBe(await clipCacheKey(base));
  });

  it('changes when any single field changes', async () => {
    const key = await clipCacheKey(base);
    const variants = [
      { ...base, provider: 'heygen' },
      { ...base, avatarId: 'sam' },
      { ...base, voiceId: 'calm' },
      { ...base, transcript: 'Breathe in slowly!' },
      { ...base, transcript: 'Breathe in slowly. ' },
    ];
    const keys = await Promise.all(variants.map(clipCacheKey));
    expect(new Set([key, ...keys]).size).toBe(variants.length + 1);
  });

  it('does not collide when text moves across a field boundary', async () => {
    const a = await clipCacheKey({ ...base, avatarId: 'ma', voiceId: 'ya|warm' });
    const b = await clipCacheKey({ ...base, avatarId: 'ma|ya', voiceId: 'warm' });
    expect(a).not.toBe(b);
  });

  it('handles unicode transcripts deterministically', async () => {
    const text = 'Tu n’es pas seul·e 💙';
    expect(await clipCacheKey({ ...base, transcript: text })).toBe(
      await clipCacheKey({ ...base, transcript: text }),
    );
  });
});
