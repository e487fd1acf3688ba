// Password hashing: HMAC-SHA256(pepper, password) encoded as base64 (44 bytes), then bcrypt. The
// pre-hash keeps passwords longer than bcrypt's 72-byte input from colliding on their first 72 bytes,
// and the pepper keeps a stolen database useless without the Worker secret. Stored form:
// `bcrypt_hmac_sha256$<bcrypt hash>`, prefixed like Django so a future scheme can be told apart.
// Rules about what a password may be live in password-rules.ts, not here.

import bcrypt from 'bcryptjs';
import { hmacSha256Base64, randomToken } from './tokens';

export const PASSWORD_HASH_PREFIX = 'bcrypt_hmac_sha256$';
export const MIN_BCRYPT_COST = 4;
export const MAX_BCRYPT_COST = 15;
const BCRYPT_HASH_PATTERN = /^\$2[aby]\$(\d{2})\$[./A-Za-z0-9]{53}$/;

export interface PasswordHasherOptions {
  pepper: string;
  cost: number;
}

export interface VerifyPasswordResult {
  ok: boolean;
  /** True when the stored hash used a lower cost than configured: rehash after a successful login. */
  needsRehash: boolean;
}

function assertCost(cost: number): void {
  if (!Number.isInteger(cost) || cost < MIN_BCRYPT_COST || cost > MAX_BCRYPT_COST) {
    throw new RangeError(`bcrypt cost must be an integer in ${MIN_BCRYPT_COST}..${MAX_BCRYPT_COST}`);
  }
}

async function preHash(pepper: string, password: string): Promise<string> {
  return hmacSha256Base64(pepper, password);
}

export async function hashPassword(password: string, options: PasswordHasherOptions): Promise<string> {
  assertCost(options.cost);
  const bcryptHash = await bcrypt.hash(await preHash(options.pepper, password), options.cost);
  return PASSWORD_HASH_PREFIX + bcryptHash;
}

/** Reads the cost of a stored hash, or null when it is not one of ours. */
export function storedCost(stored: string): number | null {
  if (!stored.startsWith(PASSWORD_HASH_PREFIX)) return null;
  const match = BCRYPT_HASH_PATTERN.exec(stored.slice(PASSWORD_HASH_PREFIX.length));
  return match?.[1] === undefined ? null : Number(match[1]);
}

export async function verifyPassword(
  password: string,
  stored: string,
  options: PasswordHasherOptions,
): Promise<VerifyPasswordResult> {
  const cost = storedCost(stored);
  if (cost === null) {
    // An unusable stored hash still costs the same work, so it cannot be told apart by timing.
    await dummyVerify(password, options);
    return { ok: false, needsRehash: false };
  }
  const ok = await bcrypt.compare(
    await preHash(options.pepper, password),
    stored.slice(PASSWORD_HASH_PREFIX.length),
  );
  return { ok, needsRehash: ok && cost < options.cost };
}

// One dummy hash per cost and isolate: computed on first use, then reused, so every later unknown
// email costs exactly one bcrypt compare, like a real account.
const dummyHashes = new Map<number, Promise<string>>();

function dummyHash(cost: number): Promise<string> {
  let pending = dummyHashes.get(cost);
  if (pending === undefined) {
    pending = bcrypt.hash(randomToken(), cost);
    // A failed computation must not poison the cache for the isolate's lifetime.
    pending.catch(() => dummyHashes.delete(cost));
    dummyHashes.set(cost, pending);
  }
  return pending;
}

/** Spends the work of one password check for a login whose email matches no usable account. Always false. */
export async function dummyVerify(password: string, options: PasswordHasherOptions): Promise<false> {
  assertCost(options.cost);
  const hash = await dummyHash(options.cost);
  await bcrypt.compare(await preHash(options.pepper, password), hash);
  return false;
}
