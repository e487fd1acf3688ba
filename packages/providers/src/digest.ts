// The clip cache key and the renderer's seed. The SHA-256, HMAC-SHA256 and constant-time helpers come
// from @solace/contracts (one copy for every package) and are re-exported here for the providers.

import { sha256Hex } from '@solace/contracts';

export { constantTimeEqual, hmacSha256Hex, sha256Hex, toHex } from '@solace/contracts';

const encoder = new TextEncoder();

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
