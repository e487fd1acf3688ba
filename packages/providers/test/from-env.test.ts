// providerFromEnv / webhookUrlFor: the one place both workers build "the provider" and its webhook URL.
import { describe, expect, it } from 'vitest';
import { didWebhookToken, providerFromEnv, webhookUrlFor } from '../src';

const renderClip = async () => {
  throw new Error('not rendered in this test');
};
const fetchNever = (async () => {
  throw new Error('no network in this test');
}) as typeof fetch;

describe('providerFromEnv', () => {
  it('builds VIDEO_PROVIDER from the env, or the named one, and refuses a missing key', () => {
    const env = { VIDEO_PROVIDER: 'embedded', HEYGEN_API_KEY: 'k', DB: {}, AI: undefined };
    const embedded = providerFromEnv(env, { renderClip, fetch: fetchNever });
    expect(embedded.ok && embedded.value.name).toBe('embedded');
    const heygen = providerFromEnv(env, { renderClip, fetch: fetchNever, name: 'heygen' });
    expect(heygen.ok && heygen.value.name).toBe('heygen');
    const did = providerFromEnv(env, { renderClip, fetch: fetchNever, name: 'd-id' });
    expect(did).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'd-id: API key is not configured' },
    });
  });
});

describe('webhookUrlFor', () => {
  it('gives HeyGen the shared URL and D-ID a per-video signed one; none without a public URL', async () => {
    const options = { publicApiUrl: 'https://api.example/', didWebhookSecret: 'secret-0123456789abcdef' };
    expect(await webhookUrlFor(options, 'heygen')?.('v1')).toBe(
      'https://api.example/api/v1/liveavatar/webhooks/heygen/',
    );
    const did = new URL((await webhookUrlFor(options, 'd-id')?.('v1')) ?? '');
    expect(did.pathname).toBe('/api/v1/liveavatar/webhooks/d-id/');
    expect(did.searchParams.get('video_id')).toBe('v1');
    expect(did.searchParams.get('token')).toBe(await didWebhookToken(options.didWebhookSecret, 'v1'));
    expect(webhookUrlFor({ ...options, didWebhookSecret: '' }, 'd-id')).toBeUndefined();
    expect(webhookUrlFor({ publicApiUrl: '' }, 'heygen')).toBeUndefined();
    expect(webhookUrlFor(options, 'embedded')).toBeUndefined();
  });
});
