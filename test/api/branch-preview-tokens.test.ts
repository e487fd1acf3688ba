// Branch previews share the preview's signing secrets, and each has its own D1 whose AUTOINCREMENT ids
// start at 1 everywhere: only the token audience keeps one preview's user 1 out of another's. The worker
// runs here with the vars scripts/preview-config.mjs gives two branches, over one database, which is the
// worst case: the same user id exists for both.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin, decodeToken } from './helpers/accounts';
import { bearer, call } from './helpers/http';

// The pool's cost and cache settings; everything else is the branch preview's own.
const asPreview = (vars: Record<string, unknown>): Record<string, unknown> => ({
  ...vars,
  ENVIRONMENT: 'test',
  BCRYPT_COST: '4',
  USER_CACHE_SECONDS: '0',
});
const one = asPreview(env.TEST_BRANCH_PREVIEWS.one);
const two = asPreview(env.TEST_BRANCH_PREVIEWS.two);

describe('branch previews', () => {
  it('have audiences of their own', () => {
    expect(one.JWT_AUDIENCE).not.toBe(two.JWT_AUDIENCE);
    expect(one.JWT_AUDIENCE).not.toBe(env.TEST_DEPLOY_CONFIGS.preview.vars.JWT_AUDIENCE);
  });

  it('refuse a token another preview signed for the same user id', async () => {
    const account = await createUserAndLogin(undefined, { envOverrides: one });
    expect(decodeToken(account.access).claims.aud).toBe(one.JWT_AUDIENCE);
    const own = await call('GET', '/profile/', undefined, {
      headers: bearer(account.access),
      envOverrides: one,
    });
    expect(own.status).toBe(200);
    const other = await call('GET', '/profile/', undefined, {
      headers: bearer(account.access),
      envOverrides: two,
    });
    expect(other.status).toBe(401);
    expect(await other.json()).toMatchObject({ code: 'token_not_valid' });
    const refresh = await call('POST', '/refresh/', { refresh: account.refresh }, { envOverrides: two });
    expect(refresh.status).toBe(401);
  });
});
