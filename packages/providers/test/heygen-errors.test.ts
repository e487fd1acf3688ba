// HeyGen failure paths against the local fake: 429s, 5xx, 4xx, malformed bodies, timeouts,
// network errors and expired result URLs all become the right tagged ProviderError.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeygenProvider, type VideoProvider } from '../src';
import { startFakeServer } from './fakes/fake-server';
import { type HeygenFake, startHeygenFake } from './fakes/heygen-fake';
import {
  clipRequest,
  expectErr,
  expectNoLeak,
  expectOk,
  type GuardedFetch,
  guardedFetch,
  readAll,
} from './helpers';

const NOW = Date.parse('2026-05-01T12:00:00Z');
let fake: HeygenFake;
let guard: GuardedFetch;

function provider(
  overrides: { apiKey?: string; timeoutMs?: number; maxClipBytes?: number } = {},
): VideoProvider {
  return createHeygenProvider({
    apiKey: overrides.apiKey ?? fake.apiKey,
    baseUrl: fake.origin,
    fetch: guard.fetch,
    avatarMap: { maya: 'Maya_public' },
    voiceMap: { warm: 'voice_1' },
    now: () => NOW,
    ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
    ...(overrides.maxClipBytes ? { maxClipBytes: overrides.maxClipBytes } : {}),
  });
}

const create = (p: VideoProvider) => p.create(clipRequest(), { idempotencyKey: 'render-1' });

beforeEach(async () => {
  fake = await startHeygenFake();
  guard = guardedFetch(fake.origin);
});

afterEach(async () => {
  guard.assertNoStrayRequests();
  await fake.close();
});

describe('heygen rate limits', () => {
  it('maps a 429 on create to rate_limited with Retry-After seconds', async () => {
    fake.script.create = 'rate_limited';
    expect(expectErr(await create(provider()))).toEqual({ kind: 'rate_limited', retryAfterSeconds: 7 });
  });

  it('reads an HTTP-date Retry-After on poll against the injected clock', async () => {
    fake.script.poll = ['rate_limited'];
    fake.script.retryAfter = new Date(NOW + 42_000).toUTCString();
    expect(expectErr(await provider().poll(fake.videoId))).toEqual({
      kind: 'rate_limited',
      retryAfterSeconds: 42,
    });
  });

  it('falls back to the default back-off when Retry-After is absent', async () => {
    fake.script.create = 'rate_limited';
    fake.script.retryAfter = null;
    expect(expectErr(await create(provider()))).toEqual({ kind: 'rate_limited', retryAfterSeconds: 60 });
  });
});

describe('heygen server and client errors', () => {
  it('maps 500 to unavailable and keeps a 503 Retry-After', async () => {
    fake.script.create = 'server_error';
    expect(expectErr(await create(provider())).kind).toBe('unavailable');
    fake.script.poll = ['server_error'];
    expect(expectErr(await provider().poll(fake.videoId))).toMatchObject({
      kind: 'unavailable',
      retryAfterSeconds: 12,
    });
  });

  it('maps a wrong API key (401) to rejected without echoing the key', async () => {
    const error = expectErr(await create(provider({ apiKey: 'wrong-key-123' })));
    expect(error).toEqual({ kind: 'rejected', message: 'heygen create: HTTP 401 authentication_failed' });
    expect(fake.requests[0]?.headers['x-api-key']).toBe('wrong-key-123');
    expectNoLeak(error, ['wrong-key-123', fake.apiKey]);
  });

  it('maps 400 and 404 to rejected', async () => {
    fake.script.create = 'bad_request';
    expect(expectErr(await create(provider()))).toEqual({
      kind: 'rejected',
      message: 'heygen create: HTTP 400 invalid_parameter',
    });
    fake.script.poll = ['not_found'];
    expect(expectErr(await provider().poll('v_missing')).kind).toBe('rejected');
  });

  it('treats 409 request_in_progress as a short retryable wait', async () => {
    fake.script.create = 'in_progress';
    expect(expectErr(await create(provider()))).toMatchObject({ kind: 'unavailable', retryAfterSeconds: 5 });
  });
});

describe('heygen malformed responses', () => {
  it('rejects a body that is not JSON and one that misses video_id', async () => {
    fake.script.create = 'invalid_json';
    expect(expectErr(await create(provider()))).toEqual({
      kind: 'malformed',
      message: 'heygen create: response is not JSON',
    });
    fake.script.create = 'wrong_shape';
    expect(expectErr(await create(provider())).kind).toBe('malformed');
  });

  it('rejects an undocumented status on poll', async () => {
    fake.script.poll = ['wrong_shape'];
    expect(expectErr(await provider().poll(fake.videoId)).kind).toBe('malformed');
  });
});

describe('heygen transport failures', () => {
  it('times out a request that never answers', async () => {
    fake.script.create = 'hang';
    expect(expectErr(await create(provider({ timeoutMs: 200 })))).toEqual({
      kind: 'unavailable',
      message: 'heygen create: timed out',
    });
  });

  it('maps a refused connection to unavailable', async () => {
    const gone = await startFakeServer(() => ({ status: 200 }));
    await gone.close();
    const p = createHeygenProvider({ apiKey: 'k', baseUrl: gone.origin, fetch, avatarMap: {}, voiceMap: {} });
    expect(expectErr(await p.poll('v_1'))).toEqual({
      kind: 'unavailable',
      message: 'heygen poll: network error',
    });
  });
});

describe('heygen result download', () => {
  const url = () => `${fake.origin}/files/${fake.videoId}.mp4?X-Amz-Expires=604800&X-Amz-Signature=f4k3`;

  it('maps an expired presigned URL (403 AccessDenied) to expired_result', async () => {
    fake.script.file = 'expired';
    const error = expectErr(await provider().download(url()));
    expect(error).toEqual({ kind: 'expired_result', message: 'heygen download: HTTP 403 AccessDenied' });
    expectNoLeak(error, [fake.apiKey]);
  });

  it('buffers a body without Content-Length to learn its length, within the cap', async () => {
    fake.script.file = 'no_length';
    const clip = expectOk(await provider().download(url()));
    expect(clip.length).toBe(fake.clip.byteLength);
    expect(await readAll(clip.body)).toEqual(fake.clip);
    expect(expectErr(await provider({ maxClipBytes: 1000 }).download(url())).kind).toBe('rejected');
  });

  it('measures a content-encoded body after decoding instead of trusting Content-Length', async () => {
    fake.script.file = 'gzip';
    const clip = expectOk(await provider().download(url()));
    expect(clip.length).toBe(fake.clip.byteLength);
    expect(await readAll(clip.body)).toEqual(fake.clip);
  });

  it('refuses a declared length over the cap and a non-video body', async () => {
    expect(expectErr(await provider({ maxClipBytes: 1000 }).download(url())).kind).toBe('rejected');
    fake.script.file = 'html';
    expect(expectErr(await provider().download(url())).kind).toBe('malformed');
  });
});
