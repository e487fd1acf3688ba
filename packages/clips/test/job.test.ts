// The pure parts of @solace/clips: the queue message contract, backoff curves, ids and error mapping.
import { describe, expect, it } from 'vitest';
import {
  isRetryable,
  MAX_POLL_DELAY_SECONDS,
  newObjectKey,
  newVideoId,
  pollDelaySeconds,
  publicErrorMessage,
  RenderJobSchema,
} from '../src/index';

describe('RenderJobSchema', () => {
  const id = 'AAAAAAAAAAAAAAAAAAAAAA';

  it('accepts ids-only render and poll jobs', () => {
    expect(RenderJobSchema.parse({ videoId: id, kind: 'render', pollCount: 0 })).toEqual({
      videoId: id,
      kind: 'render',
      pollCount: 0,
    });
    expect(RenderJobSchema.safeParse({ videoId: id, kind: 'poll', pollCount: 39 }).success).toBe(true);
  });

  it.each([
    [
      'extra fields (no transcript may ride along)',
      { videoId: id, kind: 'render', pollCount: 0, transcript: 'x' },
    ],
    ['an unknown kind', { videoId: id, kind: 'paint', pollCount: 0 }],
    ['a short id', { videoId: 'abc', kind: 'render', pollCount: 0 }],
    ['an id with other characters', { videoId: `${id}/../x`, kind: 'render', pollCount: 0 }],
    ['a negative poll count', { videoId: id, kind: 'poll', pollCount: -1 }],
    ['a fractional poll count', { videoId: id, kind: 'poll', pollCount: 1.5 }],
    ['a non-object', 'render'],
  ])('rejects %s', (_name, body) => {
    expect(RenderJobSchema.safeParse(body).success).toBe(false);
  });
});

describe('pollDelaySeconds', () => {
  it('doubles from the base and caps at 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => pollDelaySeconds(15, n))).toEqual([
      15, 30, 60, 120, 240, 480, 900,
    ]);
    expect(pollDelaySeconds(15, 1000)).toBe(MAX_POLL_DELAY_SECONDS);
    expect(pollDelaySeconds(15, 0)).toBe(15);
  });
});

describe('ids', () => {
  it('makes 128-bit base64url video ids that the message schema accepts', () => {
    const ids = new Set(Array.from({ length: 1000 }, newVideoId));
    expect(ids.size).toBe(1000);
    for (const vid of [...ids].slice(0, 20)) {
      expect(vid).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(RenderJobSchema.safeParse({ videoId: vid, kind: 'render', pollCount: 0 }).success).toBe(true);
    }
  });

  it('makes random object keys unrelated to any id', () => {
    const key = newObjectKey();
    expect(key).toMatch(/^clips\/[A-Za-z0-9_-]{32}\.mp4$/);
    expect(newObjectKey()).not.toBe(key);
  });
});

describe('provider errors', () => {
  it('stores fixed public sentences, never the provider message', () => {
    const message = publicErrorMessage({ kind: 'failed', message: 'https://secret.example/?token=abc' });
    expect(message).toBe('The video could not be rendered.');
    expect(publicErrorMessage({ kind: 'rate_limited', retryAfterSeconds: 5 })).not.toMatch(/5/);
  });

  it('retries only transient failures', () => {
    expect(isRetryable({ kind: 'rate_limited', retryAfterSeconds: 1 })).toBe(true);
    expect(isRetryable({ kind: 'unavailable', message: '' })).toBe(true);
    for (const kind of ['rejected', 'malformed', 'failed', 'expired_result'] as const) {
      expect(isRetryable({ kind, message: '' })).toBe(false);
    }
  });
});
