export type { AiRunner } from './ai';
export {
  constantTimeEqual,
  hmacSha256,
  hmacSha256Base64,
  hmacSha256Hex,
  randomHex,
  randomToken,
  sha256Hex,
  toHex,
} from './crypto';
export { ERROR_CODE_DOCS, type ErrorCodeDoc } from './error-code-docs';
export { ERROR_CODES, type ErrorCode } from './error-codes';
export { createConfigReader } from './worker-config';
