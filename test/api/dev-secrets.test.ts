// Development keys never reach a deploy: the worker has no built-in keys, the public values of
// .dev.vars.example are refused by value everywhere but development, and each deployable configuration
// in wrangler.toml (the top level included) fails closed when it has no secrets.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEV_SECRETS } from '../../workers/api/src/dev-secrets';
import { createUserAndLogin, PASSWORD, uniqueEmail } from './helpers/accounts';
import { callWith } from './helpers/http';

const AUTH_UNAVAILABLE = { detail: 'Authentication is temporarily unavailable.', code: 'auth_unavailable' };
const CLIP_UNAVAILABLE = {
  detail: 'Video links are unavailable: the service is not configured to sign them.',
  code: 'clip_signing_unavailable',
};
const ENCRYPTION_UNAVAILABLE = {
  detail: 'Private text is unavailable: the service is not configured to encrypt it.',
  code: 'encryption_unavailable',
};
const NO_SECRETS = {
  JWT_SIGNING_KEYS: undefined,
  PASSWORD_PEPPER: undefined,
  CLIP_SIGNING_KEY: undefined,
  DATA_ENCRYPTION_KEYS: undefined,
};

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

/** A journal write signed with the pool's JWT key, so only the data key decides the answer. */
async function journalRequest(): Promise<Request> {
  const { access } = await createUserAndLogin();
  return new Request('http://localhost/api/v1/journal/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ text: 'Private words.' }),
  });
}

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
      // The data key, alone and anywhere in a ring.
      for (const ring of [
        DEV_SECRETS.DATA_ENCRYPTION_KEYS,
        `${env.DATA_ENCRYPTION_KEYS},${DEV_SECRETS.DATA_ENCRYPTION_KEYS}`,
      ]) {
        const journal = await callWith(await journalRequest(), {
          ENVIRONMENT: environment,
          DATA_ENCRYPTION_KEYS: ring,
        });
        expect(journal.status).toBe(503);
        expect(await journal.json()).toEqual(ENCRYPTION_UNAVAILABLE);
      }
    },
  );

  it('accepts them in development, where .dev.vars puts them', async () => {
    const dev = { ...env.TEST_DEV_VARS_EXAMPLE };
    expect((await callWith(signupRequest(), dev)).status).toBe(201);
    expect((await callWith(clipRequest(), dev)).status).toBe(403);
    const journal = await callWith(await journalRequest(), {
      DATA_ENCRYPTION_KEYS: dev.DATA_ENCRYPTION_KEYS,
      ENVIRONMENT: 'development',
    });
    expect(journal.status).toBe(201);
  });

  it('uses no built-in key: development without .dev.vars fails closed too', async () => {
    const res = await callWith(signupRequest(), { ENVIRONMENT: 'development', ...NO_SECRETS });
    expect(res.status).toBe(503);
    expect((await callWith(clipRequest(), { ENVIRONMENT: 'development', ...NO_SECRETS })).status).toBe(503);
    const journal = await callWith(await journalRequest(), {
      ENVIRONMENT: 'development',
      DATA_ENCRYPTION_KEYS: undefined,
    });
    expect(journal.status).toBe(503);
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
    // Auth stays the pool's here (keys, issuer, audience), so the journal route reaches the data key.
    const journal = await callWith(await journalRequest(), {
      ...vars,
      JWT_SIGNING_KEYS: env.JWT_SIGNING_KEYS,
      PASSWORD_PEPPER: env.PASSWORD_PEPPER,
      JWT_ISSUER: env.JWT_ISSUER,
      JWT_AUDIENCE: env.JWT_AUDIENCE,
      DATA_ENCRYPTION_KEYS: undefined,
      TEST_NOW_MS: undefined,
    });
    expect(journal.status).toBe(503);
    expect(await journal.json()).toEqual(ENCRYPTION_UNAVAILABLE);
  });
});
