// D-ID talks client against the local fake: the exact request, the lifecycle and every failure.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDidProvider, type VideoProvider } from '../src';
import { type DidFake, startDidFake } from './fakes/did-fake';
import {
  clipRequest,
  expectErr,
  expectNoLeak,
  expectOk,
  type GuardedFetch,
  guardedFetch,
  readAll,
  TRANSCRIPT,
} from './helpers';

const NOW = Date.parse('2026-05-01T12:00:00Z');
let fake: DidFake;
let guard: GuardedFetch;

function provider(overrides: { apiKey?: string; timeoutMs?: number } = {}): VideoProvider {
  return createDidProvider({
    apiKey: overrides.apiKey ?? fake.apiKey,
    baseUrl: fake.origin,
    fetch: guard.fetch,
    sourceUrlMap: { maya: 'https://assets.solace.example/avatars/maya.png' },
    voiceMap: { warm: 'en-US-JennyNeural' },
    now: () => NOW,
    ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
  });
}

const create = (p: VideoProvider, callbackUrl?: string) =>
  p.create(clipRequest(callbackUrl ? { callbackUrl } : {}), { idempotencyKey: 'render-1' });

beforeEach(async () => {
  fake = await startDidFake();
  guard = guardedFetch(fake.origin);
});

afterEach(async () => {
  guard.assertNoStrayRequests();
  await fake.close();
});

describe('d-id create', () => {
  it('POSTs the documented talk body with Basic auth and returns the talk id', async () => {
    const hook = 'https://api.solace.example/webhooks/d-id?video_id=vid_01J9ZK3&token=abc';
    expect(expectOk(await create(provider(), hook))).toEqual({ kind: 'job', providerJobId: fake.talkId });
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/talks');
    expect(sent?.headers.authorization).toBe(`Basic ${fake.apiKey}`);
    expect(sent?.headers['content-type']).toBe('application/json');
    // D-ID documents no idempotency header; sending one would only suggest a guarantee.
    expect(sent?.headers['idempotency-key']).toBeUndefined();
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      source_url: 'https://assets.solace.example/avatars/maya.png',
      script: {
        type: 'text',
        input: TRANSCRIPT,
        provider: { type: 'microsoft', voice_id: 'en-US-JennyNeural' },
      },
      webhook: hook,
    });
  });

  it('rejects unmapped avatars and voices without calling D-ID', async () => {
    const p = provider();
    expect(expectErr(await p.create(clipRequest({ avatarId: 'x' }), { idempotencyKey: 'k' })).kind).toBe(
      'rejected',
    );
    expect(expectErr(await p.create(clipRequest({ voiceId: 'x' }), { idempotencyKey: 'k' })).kind).toBe(
      'rejected',
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe('d-id lifecycle', () => {
  it('polls created → started → done, then downloads the clip with its length', async () => {
    fake.script.poll = ['created', 'started', 'done'];
    const p = provider();
    expect(expectOk(await p.poll(fake.talkId))).toEqual({ status: 'pending' });
    expect(expectOk(await p.poll(fake.talkId))).toEqual({ status: 'processing' });
    const done = expectOk(await p.poll(fake.talkId));
    if (done.status !== 'completed') expect.fail(`expected completed, got ${done.status}`);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: `/talks/${fake.talkId}` });
    expect(fake.requests[0]?.headers.authorization).toBe(`Basic ${fake.apiKey}`);

    const clip = expectOk(await p.download(done.resultUrl));
    expect(clip).toMatchObject({ length: fake.clip.byteLength, contentType: 'video/mp4' });
    expect(await readAll(clip.body)).toEqual(fake.clip);
    expect(fake.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('reports error and rejected talks as failed with D-ID error kind', async () => {
    fake.script.poll = ['error', 'rejected'];
    const first = expectOk(await provider().poll(fake.talkId));
    const second = expectOk(await provider().poll(fake.talkId));
    expect(first).toEqual({ status: 'failed', message: 'error: FaceError: No face found' });
    expect(second).toEqual({ status: 'failed', message: 'rejected: ModerationError: Rejected' });
  });
});

describe('d-id failures', () => {
  it('maps 429 on create and on poll to rate_limited with Retry-After', async () => {
    fake.script.create = 'rate_limited';
    expect(expectErr(await create(provider()))).toEqual({ kind: 'rate_limited', retryAfterSeconds: 9 });
    fake.script.poll = ['rate_limited'];
    fake.script.retryAfter = new Date(NOW + 90_000).toUTCString();
    expect(expectErr(await provider().poll(fake.talkId))).toEqual({
      kind: 'rate_limited',
      retryAfterSeconds: 90,
    });
  });

  it('maps 5xx to unavailable, 4xx and a wrong key to rejected, never echoing the key', async () => {
    fake.script.create = 'server_error';
    expect(expectErr(await create(provider())).kind).toBe('unavailable');
    fake.script.poll = ['server_error'];
    expect(expectErr(await provider().poll(fake.talkId)).kind).toBe('unavailable');
    fake.script.create = 'bad_request';
    expect(expectErr(await create(provider()))).toEqual({
      kind: 'rejected',
      message: 'd-id create: HTTP 400 BadRequestError',
    });
    fake.script.create = 'ok';
    const wrong = expectErr(await create(provider({ apiKey: 'bm9wZTpub3Bl' })));
    expect(wrong).toEqual({ kind: 'rejected', message: 'd-id create: HTTP 401 AuthorizationError' });
    expectNoLeak(wrong, ['bm9wZTpub3Bl', fake.apiKey]);
    fake.script.poll = ['not_found'];
    expect(expectErr(await provider().poll('tlk_missing')).kind).toBe('rejected');
  });

  it('maps malformed bodies to malformed', async () => {
    fake.script.create = 'invalid_json';
    expect(expectErr(await create(provider())).kind).toBe('malformed');
    fake.script.create = 'wrong_shape';
    expect(expectErr(await create(provider())).kind).toBe('malformed');
    fake.script.poll = ['wrong_shape'];
    expect(expectErr(await provider().poll(fake.talkId)).kind).toBe('malformed');
  });

  it('times out a create that never answers', async () => {
    fake.script.create = 'hang';
    expect(expectErr(await create(provider({ timeoutMs: 200 })))).toEqual({
      kind: 'unavailable',
      message: 'd-id create: timed out',
    });
  });

  it('maps an expired result URL to expired_result and buffers a length-less body', async () => {
    const url = `${fake.origin}/results/${fake.talkId}.mp4?Expires=1&Signature=x`;
    fake.script.file = 'expired';
    const error = expectErr(await provider().download(url));
    expect(error).toEqual({ kind: 'expired_result', message: 'd-id download: HTTP 403 AccessDenied' });
    fake.script.file = 'no_length';
    const clip = expectOk(await provider().download(url));
    expect(clip).toMatchObject({ length: fake.clip.byteLength, contentType: 'video/mp4' });
    expect(await readAll(clip.body)).toEqual(fake.clip);
  });

  it('refuses result URLs that are not http(s) without fetching them', async () => {
    expect(expectErr(await provider().download('file:///etc/passwd')).kind).toBe('rejected');
    expect(expectErr(await provider().download('not a url')).kind).toBe('rejected');
    expect(fake.requests).toHaveLength(0);
  });
});
