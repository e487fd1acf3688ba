// Parses the JWT key ring secret: comma-separated `kid:base64url-secret` entries. The first entry signs,
// the rest only verify, so a key is retired by deleting it from the secret. Returns a tagged result
// (never throws) so the worker can fail closed with a 503 instead of crashing.

export interface SigningKey {
  kid: string;
  secret: Uint8Array;
}

export interface KeyRing {
  /** The key new tokens are signed with. */
  current: SigningKey;
  /** Every key that may verify a token, the current one included. */
  verify: ReadonlyMap<string, SigningKey>;
}

export type KeyRingResult = { ok: true; ring: KeyRing } | { ok: false; error: string };

/** HS256 keys shorter than the hash output weaken the MAC (RFC 7518 §3.2). */
export const MIN_SECRET_BYTES = 32;

const KID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;

export function decodeBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL_PATTERN.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encodeBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function parseKeyRing(text: string | undefined): KeyRingResult {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) return { ok: false, error: 'no keys' };

  const keys: SigningKey[] = [];
  const verify = new Map<string, SigningKey>();
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    // Errors name the entry's position only: the text around it is secret material.
    if (colon <= 0) return { ok: false, error: `entry ${index + 1}: expected kid:secret` };
    const kid = entry.slice(0, colon);
    if (!KID_PATTERN.test(kid)) return { ok: false, error: `entry ${index + 1}: invalid kid` };
    if (verify.has(kid)) return { ok: false, error: `entry ${index + 1}: duplicate kid` };
    const secret = decodeBase64Url(entry.slice(colon + 1));
    if (secret === null) return { ok: false, error: `entry ${index + 1}: secret is not base64url` };
    if (secret.length < MIN_SECRET_BYTES) {
      return { ok: false, error: `entry ${index + 1}: secret shorter than ${MIN_SECRET_BYTES} bytes` };
    }
    const key = { kid, secret };
    keys.push(key);
    verify.set(kid, key);
  }
  const current = keys[0];
  if (current === undefined) return { ok: false, error: 'no keys' };
  return { ok: true, ring: { current, verify } };
}

/** Formats one key ring entry; used by tests and by anyone generating a new key. */
export function formatKeyEntry(kid: string, secret: Uint8Array): string {
  return `${kid}:${encodeBase64Url(secret)}`;
}
