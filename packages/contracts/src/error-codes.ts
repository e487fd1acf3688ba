/**
 * Every machine-readable `code` the API puts in an error body. One map, so clients and tests can rely on
 * the spelling; DRF/simplejwt's own codes keep their names for wire compatibility.
 */
export const ERROR_CODES = {
  INVALID: 'invalid',
  PARSE_ERROR: 'parse_error',
  NOT_FOUND: 'not_found',
  METHOD_NOT_ALLOWED: 'method_not_allowed',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported_media_type',
  THROTTLED: 'throttled',
  SERVER_ERROR: 'server_error',
  /** D1 (or another dependency) failed; retry after the Retry-After seconds. */
  SERVICE_UNAVAILABLE: 'service_unavailable',
  NOT_AUTHENTICATED: 'not_authenticated',
  AUTHENTICATION_FAILED: 'authentication_failed',
  BAD_AUTHORIZATION_HEADER: 'bad_authorization_header',
  TOKEN_NOT_VALID: 'token_not_valid',
  USER_NOT_FOUND: 'user_not_found',
  USER_INACTIVE: 'user_inactive',
  AUTH_UNAVAILABLE: 'auth_unavailable',
  SESSION_EXPIRED: 'session_expired',
  VIDEO_UNAVAILABLE: 'video_unavailable',
  VIDEO_NOT_READY: 'video_not_ready',
  VIDEO_FAILED: 'video_failed',
  SIGNATURE_INVALID: 'signature_invalid',
  SIGNATURE_EXPIRED: 'signature_expired',
  CLIP_SIGNING_UNAVAILABLE: 'clip_signing_unavailable',
  PICTURE_SIGNING_UNAVAILABLE: 'picture_signing_unavailable',
  /** The body is not a well-formed JPEG, PNG or WebP image. */
  IMAGE_INVALID: 'image_invalid',
  /** The bytes are a supported image of another type than the Content-Type says. */
  IMAGE_TYPE_MISMATCH: 'image_type_mismatch',
  /** Wider or taller than the API accepts. */
  IMAGE_DIMENSIONS_TOO_LARGE: 'image_dimensions_too_large',
  /** A user already has the most emergency contacts they can keep. */
  CONTACT_LIMIT_REACHED: 'contact_limit_reached',
  /** The Idempotency-Key was used before with another request (method, route or body). */
  IDEMPOTENCY_KEY_REUSED: 'idempotency_key_reused',
  /** The first request with this Idempotency-Key is still running; retry after Retry-After. */
  IDEMPOTENCY_IN_PROGRESS: 'idempotency_in_progress',
  /** simplejwt's code for a failed login (unknown email, wrong password, inactive user alike). */
  NO_ACTIVE_ACCOUNT: 'no_active_account',
  /** No mail provider is configured (RESEND_API_KEY or MAIL_FROM missing): reset mail cannot be sent. */
  MAIL_UNAVAILABLE: 'mail_unavailable',
  /** DATA_ENCRYPTION_KEYS is missing or unusable here, or lacks the key a stored row names. */
  ENCRYPTION_UNAVAILABLE: 'encryption_unavailable',
  /** The If-Match version is not the stored one: another device changed the document first. */
  PRECONDITION_FAILED: 'precondition_failed',
  /** A write to an existing versioned document without If-Match. */
  PRECONDITION_REQUIRED: 'precondition_required',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
