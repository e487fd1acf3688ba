// Development keys never reach a deploy: the worker has no built-in keys, the public values of
// .dev.vars.example are refused by value everywhere but development, and each deployable configuration
// in wrangler.toml (the top level included) fails closed when it has no secrets.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEV_SECRETS } from '../../workers/api/src/dev-secrets';
import { PASSWORD, uniqueEmail } from './helpers/accounts';
import { callWith } from './helpers/http';

const AUTH_UNAVAILABLE = { detail: 'Authentication is temporarily unavailable.', code: 'auth_unavailable' };
const CLIP_UNAVAILABLE = {
  detail: 'Video links are unavailable: the service is not configured to sign them.',
  code: 'clip_signing_unavailable',
};
const NO_SECRETS = { JWT_SIGNING_KEYS: undefined, PASSWORD_PEPPER: undefined, CLIP_SIGNING_KEY: undefined };

function signupRequest(): Request {
  return new Request('http://localhost/api/v1/signup/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.250.0.1' },
    body: JSON.stringify({
      email: uniqueEmail('dev'),
      name: 'D',
      password: PASSWORD,
      confirm_password: PASSWORD,
    }),
  });
}

/** A clip URL request: the signature is checked only after the key is, so any path shows the key state. */
const clipRequest = () =>
  new Request('http://localhost/api/v1/liveavatar/clips/vid123/?exp=9999999999&sig=x');

describe('development secrets', () => {
  it('the worker knows exactly the secrets that .dev.vars.example ships', () => {
    const { ENVIRONMENT, ...secrets } = env.TEST_DEV_VARS_EXAMPLE;
    expect(ENVIRONMENT).toBe('development');
    expect(secrets).toEqual(DEV_SECRETS);
  });

  it.each(['deployed', 'test', 'preview', 'production'])(
    'refuses each of them by value in %s',
    async (environment) => {
      for (const name of ['JWT_SIGNING_KEYS', 'PASSWORD_PEPPER'] as const) {
        const res = await callWith(signupRequest(), { ENVIRONMENT: environment, [name]: DEV_SECRETS[name] });
        expect(res.status, name).toBe(503);
        expect(await res.json()).toEqual(AUTH_UNAVAILABLE);
      }
      // A development kid or secret anywhere in a ring counts, not only as the signing key.
      const mixed = `${env.JWT_SIGNING_KEYS},${DEV_SECRETS.JWT_SIGNING_KEYS}`;
      expect(
        (await callWith(signupRequest(), { ENVIRONMENT: environment, JWT_SIGNING_KEYS: mixed })).status,
      ).toBe(503);
      const clip = await callWith(clipRequest(), {
        ENVIRONMENT: environment,
        CLIP_SIGNING_KEY: DEV_SECRETS.CLIP_SIGNING_KEY,
      });
      expect(clip.status).toBe(503);
      expect(await clip.json()).toEqual(CLIP_UNAVAILABLE);
    },
  );

  it('accepts them in development, where .dev.vars puts them', async () => {
    const dev = { ...env.TEST_DEV_VARS_EXAMPLE };
    expect((await callWith(signupRequest(), dev)).status).toBe(201);
    expect((await callWith(clipRequest(), dev)).status).toBe(403);
  });

  it('uses no built-in key: development without .dev.vars fails closed too', async () => {
    const res = await callWith(signupRequest(), { ENVIRONMENT: 'development', ...NO_SECRETS });
    expect(res.status).toBe(503);
    expect((await callWith(clipRequest(), { ENVIRONMENT: 'development', ...NO_SECRETS })).status).toBe(503);
  });
});

describe('deployable configurations without secrets', () => {
  it.each(['top', 'preview', 'production'] as const)('wrangler.toml %s fails closed', async (name) => {
    const { vars } = env.TEST_DEPLOY_CONFIGS[name];
    expect(vars.ENVIRONMENT).not.toBe('development');
    const deployed = { ...vars, ...NO_SECRETS, TEST_NOW_MS: undefined };
    const res = await callWith(signupRequest(), deployed);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(AUTH_UNAVAILABLE);
    const clip = await callWith(clipRequest(), deployed);
    expect(clip.status).toBe(503);
    expect(await clip.json()).toEqual(CLIP_UNAVAILABLE);
  });
});
