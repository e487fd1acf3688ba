// The WebCrypto helpers the JWT and password code use: random identifiers, SHA-256/HMAC digests and a
// constant-time comparison. They live once, in @solace/contracts; this module names them for auth.
export {
  constantTimeEqual as timingSafeEqual,
  hmacSha256,
  hmacSha256Base64,
  hmacSha256Hex,
  randomHex,
  randomToken,
  sha256Hex,
} from '@solace/contracts';
