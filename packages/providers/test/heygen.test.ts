// HeyGen v3 client against the local fake: the exact request it sends and the happy lifecycle.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeygenProvider, type VideoProvider } from '../src';
import { type HeygenFake, startHeygenFake } from './fakes/heygen-fake';
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

let fake: HeygenFake;
let guard: GuardedFetch;
let provider: VideoProvider;

beforeEach(async () => {
  fake = await startHeygenFake();
  guard = guardedFetch(fake.origin);
  provider = createHeygenProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.origin,
    fetch: guard.fetch,
    avatarMap: { maya: 'Maya_casual_front_public' },
    voiceMap: { warm: '1bd001e7e50f421d891986aad5158bc8' },
  });
});

afterEach(async () => {
  guard.assertNoStrayRequests();
  await fake.close();
});

describe('heygen create', () => {
  it('POSTs the documented body with X-Api-Key and Idempotency-Key and returns the job id', async () => {
    const created = expectOk(await provider.create(clipRequest(), { idempotencyKey: 'render:vid_01J9ZK3' }));
    expect(created).toEqual({ kind: 'job', providerJobId: fake.videoId });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v3/videos');
    expect(sent?.headers['x-api-key']).toBe(fake.apiKey);
    expect(sent?.headers['idempotency-key']).toBe('render:vid_01J9ZK3');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      type: 'avatar',
      avatar_id: 'Maya_casual_front_public',
      script: TRANSCRIPT,
      voice_id: '1bd001e7e50f421d891986aad5158bc8',
      callback_id: 'vid_01J9ZK3',
    });
  });

  it('adds callback_url when the caller accepts a webhook', async () => {
    const req = clipRequest({ callbackUrl: 'https://api.solace.example/webhooks/heygen' });
    expectOk(await provider.create(req, { idempotencyKey: 'k1' }));
    expect(JSON.parse(fake.requests[0]?.body ?? '').callback_url).toBe(
      'https://api.solace.example/webhooks/heygen',
    );
  });

  it('rejects unmapped avatars, voices and bad idempotency keys without calling HeyGen', async () => {
    const avatar = expectErr(
      await provider.create(clipRequest({ avatarId: 'nobody' }), { idempotencyKey: 'k' }),
    );
    const voice = expectErr(await provider.create(clipRequest({ voiceId: 'none' }), { idempotencyKey: 'k' }));
    const key = expectErr(await provider.create(clipRequest(), { idempotencyKey: 'has spaces/slash' }));
    expect([avatar.kind, voice.kind, key.kind]).toEqual(['rejected', 'rejected', 'rejected']);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('heygen lifecycle', () => {
  it('polls pending → processing → completed, then downloads the clip with its length', async () => {
    fake.script.poll = ['pending', 'processing', 'completed'];
    const { providerJobId } = expectOk(await provider.create(clipRequest(), { idempotencyKey: 'k2' })) as {
      providerJobId: string;
    };
    expect(expectOk(await provider.poll(providerJobId))).toEqual({ status: 'pending' });
    expect(expectOk(await provider.poll(providerJobId))).toEqual({ status: 'processing' });
    const done = expectOk(await provider.poll(providerJobId));
    if (done.status !== 'completed') expect.fail(`expected completed, got ${done.status}`);
    expect(done.resultUrl.startsWith(`${fake.origin}/files/${fake.videoId}.mp4?`)).toBe(true);

    const pollRequest = fake.requests[1];
    expect(pollRequest?.method).toBe('GET');
    expect(pollRequest?.path).toBe(`/v3/videos/${fake.videoId}`);
    expect(pollRequest?.headers['x-api-key']).toBe(fake.apiKey);

    const clip = expectOk(await provider.download(done.resultUrl));
    expect(clip.length).toBe(fake.clip.byteLength);
    expect(clip.contentType).toBe('video/mp4');
    expect(await readAll(clip.body)).toEqual(fake.clip);
    const fileRequest = fake.requests.at(-1);
    expect(fileRequest?.path.startsWith('/files/')).toBe(true);
    // The presigned URL lives on a storage host: our API key must not travel there.
    expect(fileRequest?.headers['x-api-key']).toBeUndefined();
    expect(fileRequest?.headers.authorization).toBeUndefined();
  });

  it('reports a failed job with its failure code and no provider URL', async () => {
    fake.script.poll = ['failed'];
    const outcome = expectOk(await provider.poll(fake.videoId));
    expect(outcome.status).toBe('failed');
    if (outcome.status === 'failed') expect(outcome.message).toContain('AVATAR_UNAVAILABLE');
    expectNoLeak(outcome, [fake.apiKey]);
  });

  it('encodes the job id into the poll path', async () => {
    expect(expectOk(await provider.poll('v/../x y'))).toEqual({ status: 'pending' });
    expect(fake.requests[0]?.path).toBe('/v3/videos/v%2F..%2Fx%20y');
  });
});
