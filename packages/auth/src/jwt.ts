// HS256 JWTs in simplejwt's claim layout (token_type, exp, iat, jti, user_id as a string) with a `kid`
// header so keys can rotate. The algorithm is pinned: `alg: none`, RS256 or any other header value is
// rejected before a key is looked at. This module does not know about D1: refresh-token state lives in
// the worker. Clocks are passed in so tests can move time.

import { errors, jwtVerify, SignJWT } from 'jose';
import type { KeyRing } from './key-ring';
import { randomHex } from './tokens';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: string;
  iss: string;
  aud: string;
}

export interface TokenOptions {
  keys: KeyRing;
  issuer: string;
  audience: string;
  leewaySeconds: number;
  /** Current time in epoch milliseconds. */
  now: () => number;
}

export interface SignInput {
  tokenType: TokenType;
  userId: string;
  /** Absolute expiry, epoch seconds. Callers compute it so a refresh token can be capped by its family. */
  expiresAt: number;
  jti?: string;
  /**
   * Issue time, epoch seconds; default now. Re-minting a token with its recorded jti, iat and exp gives
   * back exactly the same JWT (HS256 is deterministic), which is how a refresh retry gets the same child.
   */
  issuedAt?: number;
}

export interface SignedToken {
  token: string;
  jti: string;
  iat: number;
  exp: number;
  kid: string;
}

export type VerifyFailure = 'expired' | 'invalid' | 'wrong_type';
export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: VerifyFailure };

const ALGORITHM = 'HS256';
/** Real tokens are ~300 characters; anything far larger is rejected before parsing. */
const MAX_TOKEN_LENGTH = 4096;
const JTI_PATTERN = /^[0-9a-f]{32}$/;
const USER_ID_PATTERN = /^[1-9][0-9]{0,15}$/;

// jose would import a raw secret into a CryptoKey on every call; import each key once per isolate.
const cryptoKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = cryptoKeys.get(secret);
  if (key === undefined) {
    // A copy over a plain ArrayBuffer: what WebCrypto's BufferSource type accepts in every runtime's types.
    const raw = new Uint8Array(new ArrayBuffer(secret.byteLength));
    raw.set(secret);
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    cryptoKeys.set(secret, key);
  }
  return key;
}

export function createTokenSigner(options: TokenOptions) {
  return {
    async sign(input: SignInput): Promise<SignedToken> {
      const { current } = options.keys;
      const iat = input.issuedAt ?? Math.floor(options.now() / 1000);
      const jti = input.jti ?? randomHex(16);
      const token = await new SignJWT({ token_type: input.tokenType, user_id: input.userId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: current.kid })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setIssuedAt(iat)
        .setExpirationTime(input.expiresAt)
        .setJti(jti)
        .sign(await hmacKey(current.secret));
      return { token, jti, iat, exp: input.expiresAt, kid: current.kid };
    },
  };
}

export function createTokenVerifier(options: TokenOptions) {
  return {
    async verify(token: string, expectedType: TokenType): Promise<VerifyResult> {
      if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
      const nowMs = options.now();
      let payload: Record<string, unknown>;
      try {
        const result = await jwtVerify(
          token,
          (header) => {
            const key = typeof header.kid === 'string' ? options.keys.verify.get(header.kid) : undefined;
            // A retired or unknown kid must not fall back to another key.
            if (key === undefined) throw new errors.JWSSignatureVerificationFailed();
            return hmacKey(key.secret);
          },
          {
            algorithms: [ALGORITHM],
            issuer: options.issuer,
            audience: options.audience,
            clockTolerance: options.leewaySeconds,
            currentDate: new Date(nowMs),
            requiredClaims: ['exp', 'iat', 'jti', 'token_type', 'user_id'],
          },
        );
        payload = result.payload as Record<string, unknown>;
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
      const claims = readClaims(payload, nowMs / 1000 + options.leewaySeconds);
      if (claims === null) return { ok: false, reason: 'invalid' };
      if (claims.token_type !== expectedType) return { ok: false, reason: 'wrong_type' };
      return { ok: true, claims };
    },
  };
}

/** Checks the claim types jose leaves to us; a token issued in the future is refused. */
function readClaims(payload: Record<string, unknown>, latestIat: number): TokenClaims | null {
  const { token_type, exp, iat, jti, user_id, iss, aud } = payload;
  if (token_type !== 'access' && token_type !== 'refresh') return null;
  if (typeof exp !== 'number' || typeof iat !== 'number' || iat > latestIat) return null;
  if (typeof jti !== 'string' || !JTI_PATTERN.test(jti)) return null;
  if (typeof user_id !== 'string' || !USER_ID_PATTERN.test(user_id)) return null;
  if (typeof iss !== 'string' || typeof aud !== 'string') return null;
  return { token_type, exp, iat, jti, user_id, iss, aud };
}
