// @solace/auth: runtime-neutral token, password and key-ring primitives. Secrets, clocks and costs are
// parameters; nothing here reads a Worker env or touches storage.

export type {
  SignedToken,
  SignInput,
  TokenClaims,
  TokenOptions,
  TokenType,
  VerifyFailure,
  VerifyResult,
} from './jwt';
export { createTokenSigner, createTokenVerifier } from './jwt';
export type { KeyRing, KeyRingResult, SigningKey } from './key-ring';
export { decodeBase64Url, encodeBase64Url, formatKeyEntry, MIN_SECRET_BYTES, parseKeyRing } from './key-ring';
export type { PasswordHasherOptions, VerifyPasswordResult } from './password';
export {
  dummyVerify,
  hashPassword,
  MAX_BCRYPT_COST,
  MIN_BCRYPT_COST,
  PASSWORD_HASH_PREFIX,
  storedCost,
  verifyPassword,
} from './password';
export type { PasswordUserAttributes } from './password-rules';
export {
  commonPasswordCount,
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  quickRatio,
  validatePassword,
} from './password-rules';
export { hmacSha256, hmacSha256Hex, randomHex, randomToken, sha256Hex, timingSafeEqual } from './tokens';
