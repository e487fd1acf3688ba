// The config factory: which provider each config yields, that maps and timeouts arrive as env
// strings, and that a missing key or a bad config is a `rejected` error, not a fallback.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProvider, type ProviderConfig, providerConfigFromVars, type RenderClipFn } from '../src';
import { type HeygenFake, startHeygenFake } from './fakes/heygen-fake';
import { clipRequest, expectErr, expectNoLeak, expectOk, type GuardedFetch, guardedFetch } from './helpers';

const renderClip: RenderClipFn = async () => ({ ok: true, bytes: new Uint8Array([1]), durationSeconds: 1 });
let fake: HeygenFake;
let guard: GuardedFetch;

beforeEach(async () => {
  fake = await startHeygenFake();
  guard = guardedFetch(fake.origin);
});

afterEach(async () => {
  guard.assertNoStrayRequests();
  await fake.close();
});

describe('createProvider', () => {
  it('builds the embedded provider without any key', () => {
    const provider = expectOk(createProvider({ name: 'embedded' }, { fetch: guard.fetch, renderClip }));
    expect(provider).toMatchObject({ name: 'embedded', synchronous: true });
  });

  it('builds a working heygen provider from env-style strings', async () => {
    const config: ProviderConfig = {
      name: 'heygen',
      apiKey: fake.apiKey,
      baseUrl: fake.origin,
      avatarMap: '{"maya":"Maya_public"}',
      voiceMap: '{"warm":"voice_1"}',
      timeoutMs: '5000',
    };
    const provider = expectOk(createProvider(config, { fetch: guard.fetch, renderClip }));
    expect(provider).toMatchObject({ name: 'heygen', synchronous: false });
    expectOk(await provider.create(clipRequest(), { idempotencyKey: 'k' }));
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toMatchObject({
      avatar_id: 'Maya_public',
      voice_id: 'voice_1',
    });
  });

  it('builds a d-id provider with object maps', () => {
    const provider = expectOk(
      createProvider(
        { name: 'd-id', apiKey: 'a2V5', sourceUrlMap: { maya: 'https://x.example/m.png' }, voiceMap: {} },
        { fetch: guard.fetch, renderClip },
      ),
    );
    expect(provider).toMatchObject({ name: 'd-id', synchronous: false });
  });

  it('rejects heygen and d-id without an API key (absent or blank)', () => {
    const deps = { fetch: guard.fetch, renderClip };
    const heygen = expectErr(createProvider({ name: 'heygen', avatarMap: {}, voiceMap: {} }, deps));
    expect(heygen).toEqual({ kind: 'rejected', message: 'heygen: API key is not configured' });
    const did = expectErr(
      createProvider({ name: 'd-id', apiKey: '  ', sourceUrlMap: {}, voiceMap: {} }, deps),
    );
    expect(did).toEqual({ kind: 'rejected', message: 'd-id: API key is not configured' });
  });

  it('rejects unknown providers and unparsable maps, naming the field but not its value', () => {
    const deps = { fetch: guard.fetch, renderClip };
    expect(expectErr(createProvider({ name: 'tavus' } as unknown as ProviderConfig, deps)).kind).toBe(
      'rejected',
    );
    const bad = expectErr(
      createProvider({ name: 'heygen', apiKey: 'sk-secret', avatarMap: '{not json', voiceMap: {} }, deps),
    );
    expect(bad).toMatchObject({ kind: 'rejected', message: 'provider config invalid at avatarMap' });
    expectNoLeak(bad, ['sk-secret']);
  });
});

describe('providerConfigFromVars', () => {
  it('defaults to embedded and reads each provider by its agreed variable names', () => {
    expect(providerConfigFromVars({})).toEqual({ name: 'embedded' });
    expect(
      providerConfigFromVars({
        VIDEO_PROVIDER: 'heygen',
        HEYGEN_API_KEY: 'k',
        HEYGEN_AVATAR_MAP: '{"a":"b"}',
        VIDEO_PROVIDER_TIMEOUT_MS: '8000',
      }),
    ).toEqual({ name: 'heygen', apiKey: 'k', avatarMap: '{"a":"b"}', voiceMap: '{}', timeoutMs: '8000' });
    expect(providerConfigFromVars({ VIDEO_PROVIDER: 'd-id', DID_BASE_URL: 'https://d.example' })).toEqual({
      name: 'd-id',
      baseUrl: 'https://d.example',
      sourceUrlMap: '{}',
      voiceMap: '{}',
    });
  });

  it('yields a config that createProvider rejects when the key secret is unset', () => {
    const config = providerConfigFromVars({ VIDEO_PROVIDER: 'd-id' });
    expect(expectErr(createProvider(config, { fetch: guard.fetch, renderClip })).kind).toBe('rejected');
  });
});
