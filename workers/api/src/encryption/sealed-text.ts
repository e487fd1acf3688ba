/**
 * AES-256-GCM through WebCrypto for text at rest. A sealed value is base64url(nonce ‖ ciphertext+tag)
 * with a fresh 96-bit random nonce, stored beside the id of the key that sealed it. The associated data
 * names the row (`journal:<user>:<entry id>`, `safety-plan:<user>`), so a ciphertext copied into another
 * row or another user's row fails to open instead of showing there.
 * Opening with a key id the ring no longer holds is an operator error (a key retired too early): it is
 * logged by key id only and answers 503, never the ciphertext or a guess.
 */
import { decodeBase64Url, encodeBase64Url } from '@solace/auth';
import { type DataKeyRing, encryptionUnavailable } from './data-keys';

const NONCE_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export interface Sealed {
  keyId: string;
  ciphertext: string;
}

export async function sealText(ring: DataKeyRing, plaintext: string, aad: string): Promise<Sealed> {
  const key = ring.keys.get(ring.currentId);
  if (key === undefined) throw encryptionUnavailable();
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce, additionalData: encoder.encode(aad) },
      key,
      encoder.encode(plaintext),
    ),
  );
  const out = new Uint8Array(NONCE_BYTES + sealed.length);
  out.set(nonce);
  out.set(sealed, NONCE_BYTES);
  return { keyId: ring.currentId, ciphertext: encodeBase64Url(out) };
}

function unopenable(keyId: string, reason: string): never {
  console.error(JSON.stringify({ event: 'sealed_text_unopenable', key_id: keyId, reason }));
  throw encryptionUnavailable();
}

export async function openText(ring: DataKeyRing, sealed: Sealed, aad: string): Promise<string> {
  const key = ring.keys.get(sealed.keyId);
  if (key === undefined) return unopenable(sealed.keyId, 'key not in DATA_ENCRYPTION_KEYS');
  const bytes = decodeBase64Url(sealed.ciphertext);
  if (bytes === null || bytes.length <= NONCE_BYTES) return unopenable(sealed.keyId, 'malformed');
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, NONCE_BYTES), additionalData: encoder.encode(aad) },
      key,
      bytes.subarray(NONCE_BYTES),
    );
    return decoder.decode(plain);
  } catch {
    return unopenable(sealed.keyId, 'authentication failed');
  }
}

/** Associated data of each kind of sealed row. */
export const journalAad = (userId: number, entryId: string) => `journal:${userId}:${entryId}`;
export const safetyPlanAad = (userId: number) => `safety-plan:${userId}`;
