// The one set of WebCrypto helpers every package uses: hex and base64url encoding, random ids and
// tokens, SHA-256 and HMAC-SHA256 digests, and a constant-time comparison. Runtime-neutral
// (globalThis.crypto exists in workerd and Node 20). @solace/auth and @solace/providers re-export these.

const encoder = new TextEncoder();

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = '';
  for (const byte of view) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** `byteLength` random bytes as lower-case hex (32 hex chars for the default 16 bytes, like simplejwt's jti). */
export function randomHex(byteLength = 16): string {
  return toHex(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** An opaque random token, base64url without padding (32 bytes = 256 bits by default). */
export function randomToken(byteLength = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteLength));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  return toHex(await hmacSha256(key, message));
}

export async function hmacSha256Base64(key: string, message: string): Promise<string> {
  const bytes = await hmacSha256(key, message);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Compares two strings without an early exit on the first difference, so the time taken does not reveal
 * how much of a guessed signature was right. The length is not hidden, which is fine for the
 * fixed-length digests this is used on.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let diff = left.length ^ right.length;
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}
