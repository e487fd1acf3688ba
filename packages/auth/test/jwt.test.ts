// Sign/verify round trips, pinned algorithm, issuer/audience, expiry and leeway, and kid rotation.
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner, createTokenVerifier, type TokenOptions } from '../src/jwt';
import { formatKeyEntry, type KeyRing, parseKeyRing } from '../src/key-ring';

const SECRET_A = new Uint8Array(32).fill(1);
const SECRET_B = new Uint8Array(48).fill(2);
const NOW = Date.UTC(2026, 0, 1);

function ring(text: string): KeyRing {
  const result = parseKeyRing(text);
  if (!result.ok) throw new Error(result.error);
  return result.ring;
}

function options(keys: KeyRing, overrides: Partial<TokenOptions> = {}): TokenOptions {
  return {
    keys,
    issuer: 'solace-test',
    audience: 'solace-app',
    leewaySeconds: 30,
    now: () => NOW,
    ...overrides,
  };
}

const RING_A = ring(formatKeyEntry('a', SECRET_A));

async function signAccess(opts: TokenOptions, expiresIn = 900) {
  return createTokenSigner(opts).sign({
    tokenType: 'access',
    userId: '42',
    expiresAt: NOW / 1000 + expiresIn,
  });
}

describe('jwt', () => {
  it('signs simplejwt-shaped claims with a kid header and verifies them', async () => {
    const signed = await signAccess(options(RING_A));
    const header = decodeProtectedHeader(signed.token);
    const payload = decodeJwt(signed.token);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'a' });
    expect(payload).toEqual({
      token_type: 'access',
      user_id: '42',
      iss: 'solace-test',
      aud: 'solace-app',
      iat: NOW / 1000,
      exp: NOW / 1000 + 900,
      jti: signed.jti,
    });
    expect(signed.jti).toMatch(/^[0-9a-f]{32}$/);
    const result = await createTokenVerifier(options(RING_A)).verify(signed.token, 'access');
    expect(result).toEqual({ ok: true, claims: payload });
  });

  it('rejects the wrong token type, issuer and audience', async () => {
    const { token } = await signAccess(options(RING_A));
    expect(await createTokenVerifier(options(RING_A)).verify(token, 'refresh')).toEqual({
      ok: false,
      reason: 'wrong_type',
    });
    const wrongIss = createTokenVerifier(options(RING_A, { issuer: 'other' }));
    expect(await wrongIss.verify(token, 'access')).toEqual({ ok: false, reason: 'invalid' });
    const wrongAud = createTokenVerifier(options(RING_A, { audience: 'other' }));
    expect(await wrongAud.verify(token, 'access')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('rejects alg none, an RS256 header and a tampered signature', async () => {
    const verifier = createTokenVerifier(options(RING_A));
    const claims = { token_type: 'access', user_id: '42', jti: 'a'.repeat(32) };
    const none = new UnsecuredJWT(claims)
      .setIssuer('solace-test')
      .setAudience('solace-app')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 60)
      .encode();
    expect(await verifier.verify(none, 'access')).toEqual({ ok: false, reason: 'invalid' });

    const { token } = await signAccess(options(RING_A));
    const [, payload, signature] = token.split('.');
    const rsHeader = btoa(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'a' })).replace(/=+$/, '');
    expect(await verifier.verify(`${rsHeader}.${payload}.${signature}`, 'access')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifier.verify(flipped, 'access')).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifier.verify('not.a.jwt', 'access')).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifier.verify('', 'access')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('rejects a token signed with an unlisted kid or without a kid', async () => {
    const verifier = createTokenVerifier(options(RING_A));
    const noKid = await new SignJWT({ token_type: 'access', user_id: '42' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('solace-test')
      .setAudience('solace-app')
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 60)
      .setJti('b'.repeat(32))
      .sign(SECRET_A);
    expect(await verifier.verify(noKid, 'access')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('honours the leeway on expiry and reports expired tokens', async () => {
    const { token } = await signAccess(options(RING_A), 60);
    const at = (offsetSeconds: number, leewaySeconds: number) =>
      createTokenVerifier(options(RING_A, { now: () => NOW + offsetSeconds * 1000, leewaySeconds })).verify(
        token,
        'access',
      );
    expect((await at(59, 0)).ok).toBe(true);
    expect(await at(61, 0)).toEqual({ ok: false, reason: 'expired' });
    expect((await at(80, 30)).ok).toBe(true);
    expect(await at(91, 30)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token issued in the future beyond the leeway', async () => {
    const future = await createTokenSigner(options(RING_A, { now: () => NOW + 3600_000 })).sign({
      tokenType: 'access',
      userId: '42',
      expiresAt: NOW / 1000 + 7200,
    });
    expect(await createTokenVerifier(options(RING_A)).verify(future.token, 'access')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('rotates keys: a previous key verifies while listed and fails once removed', async () => {
    const oldToken = await signAccess(options(RING_A));
    const rotated = ring(`${formatKeyEntry('b', SECRET_B)},${formatKeyEntry('a', SECRET_A)}`);
    const newToken = await signAccess(options(rotated));
    expect(newToken.kid).toBe('b');
    const rotatedVerifier = createTokenVerifier(options(rotated));
    expect((await rotatedVerifier.verify(oldToken.token, 'access')).ok).toBe(true);
    expect((await rotatedVerifier.verify(newToken.token, 'access')).ok).toBe(true);

    const retired = createTokenVerifier(options(ring(formatKeyEntry('b', SECRET_B))));
    expect(await retired.verify(oldToken.token, 'access')).toEqual({ ok: false, reason: 'invalid' });
    expect((await retired.verify(newToken.token, 'access')).ok).toBe(true);
  });

  it('does not let a different secret under the same kid verify', async () => {
    const { token } = await signAccess(options(RING_A));
    const impostor = createTokenVerifier(options(ring(formatKeyEntry('a', SECRET_B))));
    expect(await impostor.verify(token, 'access')).toEqual({ ok: false, reason: 'invalid' });
  });
});
