// Webhook verification: HeyGen HMAC-SHA256 over the raw body (+ timestamp window) and D-ID's
// per-video URL token. Valid, tampered, wrong secret, stale and missing cases for both.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDidWebhookVerifier, createHeygenWebhookVerifier, signDidWebhookUrl } from '../src';
import { expectErr, expectNoLeak, expectOk } from './helpers';

const SECRET = 'whsec_k7x9m2_test_secret';
const NOW = 1_777_636_800;
const heygen = createHeygenWebhookVerifier({ secret: SECRET });

function heygenDelivery(body: unknown, opts: { secret?: string; at?: number; header?: string } = {}) {
  const raw = JSON.stringify(body);
  // Signed independently with node:crypto so the WebCrypto code is checked against another HMAC.
  const signature = createHmac('sha256', opts.secret ?? SECRET)
    .update(raw)
    .digest('hex');
  const headers = new Headers({
    'Content-Type': 'application/json',
    'Heygen-Timestamp': String(opts.at ?? NOW),
  });
  headers.set(opts.header ?? 'Heygen-Signature', signature);
  return { raw, headers };
}

const success = {
  event_id: 'evt_1',
  event_type: 'avatar_video.success',
  event_data: {
    video_id: 'v_abc',
    url: 'https://files.heygen.ai/v_abc.mp4?sig=1',
    callback_id: 'vid_01J9ZK3',
  },
};

describe('heygen webhook', () => {
  it('accepts a correctly signed success event', async () => {
    const { raw, headers } = heygenDelivery(success);
    expect(expectOk(await heygen.verify(raw, headers, NOW + 30))).toEqual({
      providerJobId: 'v_abc',
      videoId: 'vid_01J9ZK3',
      outcome: { status: 'completed', resultUrl: 'https://files.heygen.ai/v_abc.mp4?sig=1' },
    });
  });

  it('accepts the legacy Signature header and reads a fail event', async () => {
    const fail = {
      event_type: 'avatar_video.fail',
      event_data: { video_id: 'v_abc', msg: 'Script too long' },
    };
    const { raw, headers } = heygenDelivery(fail, { header: 'Signature' });
    expect(expectOk(await heygen.verify(raw, headers, NOW))).toEqual({
      providerJobId: 'v_abc',
      outcome: { status: 'failed', message: 'Script too long' },
    });
  });

  it('rejects a tampered body', async () => {
    const { raw, headers } = heygenDelivery(success);
    const tampered = raw.replace('v_abc.mp4', 'v_evil.mp4');
    expect(expectErr(await heygen.verify(tampered, headers, NOW))).toEqual({
      kind: 'rejected',
      message: 'heygen webhook: signature mismatch',
    });
  });

  it('rejects a body signed with another secret', async () => {
    const { raw, headers } = heygenDelivery(success, { secret: 'whsec_other' });
    const error = expectErr(await heygen.verify(raw, headers, NOW));
    expect(error.kind).toBe('rejected');
    expectNoLeak(error, [SECRET]);
  });

  it('rejects stale, future, missing and garbled timestamps', async () => {
    const stale = heygenDelivery(success, { at: NOW - 301 });
    expect(expectErr(await heygen.verify(stale.raw, stale.headers, NOW)).message).toContain(
      'stale timestamp',
    );
    const future = heygenDelivery(success, { at: NOW + 301 });
    expect(expectErr(await heygen.verify(future.raw, future.headers, NOW)).message).toContain(
      'stale timestamp',
    );
    const missing = heygenDelivery(success);
    missing.headers.delete('Heygen-Timestamp');
    expect(expectErr(await heygen.verify(missing.raw, missing.headers, NOW)).message).toContain(
      'missing timestamp',
    );
    missing.headers.set('Heygen-Timestamp', '2026-05-01');
    expect(expectErr(await heygen.verify(missing.raw, missing.headers, NOW)).message).toContain(
      'invalid timestamp',
    );
  });

  it('rejects a missing signature and an unconfigured secret; flags unknown events as malformed', async () => {
    const { raw, headers } = heygenDelivery(success);
    headers.delete('Heygen-Signature');
    expect(expectErr(await heygen.verify(raw, headers, NOW)).message).toContain('missing signature');
    const empty = createHeygenWebhookVerifier({ secret: '' });
    expect(expectErr(await empty.verify(raw, heygenDelivery(success).headers, NOW)).kind).toBe('rejected');
    const other = heygenDelivery({ event_type: 'video_translate.success', event_data: { video_id: 'v' } });
    expect(expectErr(await heygen.verify(other.raw, other.headers, NOW)).kind).toBe('malformed');
  });
});

describe('d-id webhook', () => {
  const did = createDidWebhookVerifier({ secret: SECRET });
  const endpoint = 'https://api.solace.example/webhooks/d-id';
  const talk = {
    id: 'tlk_7Hq2',
    object: 'talk',
    status: 'done',
    result_url: 'https://d-id.s3/tlk_7Hq2.mp4?s=1',
  };

  it('signs a per-video URL and accepts the talk posted to it', async () => {
    const url = await signDidWebhookUrl(endpoint, 'vid_01J9ZK3', SECRET);
    expect(new URL(url).searchParams.get('video_id')).toBe('vid_01J9ZK3');
    expect(expectOk(await did.verify(JSON.stringify(talk), new Headers(), NOW, url))).toEqual({
      providerJobId: 'tlk_7Hq2',
      videoId: 'vid_01J9ZK3',
      outcome: { status: 'completed', resultUrl: talk.result_url },
    });
  });

  it('reads an error talk as failed', async () => {
    const url = await signDidWebhookUrl(endpoint, 'vid_2', SECRET);
    const body = JSON.stringify({
      id: 'tlk_9',
      status: 'error',
      error: { kind: 'FaceError', description: 'x' },
    });
    expect(expectOk(await did.verify(body, new Headers(), NOW, url)).outcome).toEqual({
      status: 'failed',
      message: 'error: FaceError: x',
    });
  });

  it('rejects a token for another video, another secret, a tampered token or none', async () => {
    const forOther = new URL(await signDidWebhookUrl(endpoint, 'vid_other', SECRET));
    forOther.searchParams.set('video_id', 'vid_01J9ZK3');
    const wrongSecret = await signDidWebhookUrl(endpoint, 'vid_01J9ZK3', 'another-secret');
    const tampered = new URL(await signDidWebhookUrl(endpoint, 'vid_01J9ZK3', SECRET));
    const token = tampered.searchParams.get('token') ?? '';
    tampered.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`);
    const body = JSON.stringify(talk);
    for (const url of [forOther.toString(), wrongSecret, tampered.toString(), endpoint]) {
      expect(expectErr(await did.verify(body, new Headers(), NOW, url)).kind).toBe('rejected');
    }
    expect(expectErr(await did.verify(body, new Headers(), NOW)).message).toContain('request URL required');
  });

  it('authenticates before parsing, then flags a body that is not a talk as malformed', async () => {
    const url = await signDidWebhookUrl(endpoint, 'vid_3', SECRET);
    expect(expectErr(await did.verify('{"id":1}', new Headers(), NOW, url)).kind).toBe('malformed');
    expect(expectErr(await did.verify('not json', new Headers(), NOW, endpoint)).kind).toBe('rejected');
  });
});
