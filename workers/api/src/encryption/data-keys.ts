/**
 * The key ring that encrypts journal and safety plan text at rest: DATA_ENCRYPTION_KEYS, comma-separated
 * `kid:base64url-secret` entries (the JWT ring's format, parsed by the same code). The first entry seals
 * new text; every entry opens what it sealed, so a key is rotated by putting a new one first and retired
 * once no row names it (docs/operations.md). Like the JWT keys it comes only from the environment: a
 * missing or malformed ring, or the public development key outside development, makes every route that
 * reads or writes sealed text answer 503 `encryption_unavailable` (fail closed) instead of sealing with a
 * key that is public in this repository.
 * Each secret is stretched with HKDF-SHA256 into an AES-256-GCM key, so any secret of 32 bytes or more
 * works and the key is used for nothing else.
 */
import { parseKeyRing } from '@solace/auth';
import { ERROR_CODES } from '@solace/contracts';
import { getConfig } from '../config';
import { acceptsDevSecrets, isDevSecret } from '../dev-secrets';
import type { Bindings } from '../env';
import { ApiError } from '../http/api-error';

export interface DataKeyRing {
  /** The key id new text is sealed with. */
  currentId: string;
  keys: ReadonlyMap<string, CryptoKey>;
}

type RingResult = { ok: true; ring: Promise<DataKeyRing> } | { ok: false; reason: string };

const HKDF_INFO = new TextEncoder().encode('solace data encryption v1');

async function aesKey(secret: Uint8Array): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: HKDF_INFO },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function resolveRing(env: Bindings): RingResult {
  const text = env.DATA_ENCRYPTION_KEYS?.trim() ?? '';
  if (text === '')
    return { ok: false, reason: 'DATA_ENCRYPTION_KEYS: missing (locally: pnpm dev writes .dev.vars)' };
  const parsed = parseKeyRing(text);
  if (!parsed.ok) return { ok: false, reason: `DATA_ENCRYPTION_KEYS: ${parsed.error}` };
  if (!acceptsDevSecrets(getConfig(env).ENVIRONMENT) && isDevSecret('DATA_ENCRYPTION_KEYS', text))
    return { ok: false, reason: 'DATA_ENCRYPTION_KEYS: development key outside development' };
  const { current, verify } = parsed.ring;
  const ring = Promise.all(
    [...verify.values()].map(async (key) => [key.kid, await aesKey(key.secret)] as const),
  ).then((entries) => ({ currentId: current.kid, keys: new Map(entries) }));
  return { ok: true, ring };
}

// Once per env object, like the auth settings: key derivation is the expensive part.
const cache = new WeakMap<object, RingResult>();

export function encryptionUnavailable(): ApiError {
  return new ApiError(
    503,
    ERROR_CODES.ENCRYPTION_UNAVAILABLE,
    'Private text is unavailable: the service is not configured to encrypt it.',
  );
}

/** The ring, or the 503 when this environment must not seal or open text. */
export function requireDataKeys(env: Bindings): Promise<DataKeyRing> {
  let result = cache.get(env);
  if (result === undefined) {
    result = resolveRing(env);
    // The reason names the variable and the fault, never its value.
    if (!result.ok) console.error(JSON.stringify({ event: 'encryption_unavailable', reason: result.reason }));
    cache.set(env, result);
  }
  if (!result.ok) throw encryptionUnavailable();
  return result.ring;
}
