// WebCrypto helpers: SHA-256, HMAC-SHA256, a constant-time compare, and the clip cache key.
// Runtime-neutral (crypto.subtle exists in workerd and Node 20); nothing here touches node:.

const encoder = new TextEncoder();

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = '';
  for (const b of view) out += b.toString(16).padStart(2, '0');
  return out;
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/**
 * Compares two strings without an early exit on the first differing character, so the time
 * taken does not reveal how much of a guessed signature was right. Length is not secret.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let diff = left.length ^ right.length;
  const n = Math.max(left.length, right.length);
  for (let i = 0; i < n; i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}

export interface ClipCacheKeyInput {
  provider: string;
  avatarId: string;
  voiceId: string;
  transcript: string;
}

/**
 * Content address of a clip: identical (provider, avatar, voice, transcript) → identical key,
 * so the pipeline can reuse a stored clip. The JSON array fixes field order and escapes every
 * field, so no two different inputs can encode to the same string (unlike joining with '|').
 * The version prefix lets a future renderer change invalidate old clips deliberately.
 */
export async function clipCacheKey(input: ClipCacheKeyInput): Promise<string> {
  const canonical = JSON.stringify([
    'solace-clip-v1',
    input.provider,
    input.avatarId,
    input.voiceId,
    input.transcript,
  ]);
  return sha256Hex(canonical);
}

/** A small stable 32-bit seed from text (FNV-1a), so the embedded renderer is deterministic. */
export function seedFrom(text: string): number {
  let h = 0x811c9dc5;
  for (const b of encoder.encode(text)) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
