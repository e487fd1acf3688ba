/**
 * What each error code means and which HTTP statuses carry it: the one source of the error codes table
 * in the OpenAPI document (and so in the reference page). Typed against ERROR_CODES, so a new code does
 * not compile until it is described here.
 */
import type { ErrorCode } from './error-codes';

export interface ErrorCodeDoc {
  /** The statuses a response with this code can have. */
  statuses: readonly number[];
  meaning: string;
}

export const ERROR_CODE_DOCS = {
  invalid: {
    statuses: [400, 416],
    meaning:
      'Validation failed: one key per invalid field with its messages (`non_field_errors` for the rest). ' +
      'Also an unsatisfiable byte range (416) or a webhook that could not be processed.',
  },
  parse_error: {
    statuses: [400],
    meaning: 'The body is not valid JSON, not a JSON object, or nested too deeply.',
  },
  not_found: { statuses: [404], meaning: 'No such resource, or not yours.' },
  method_not_allowed: { statuses: [405], meaning: 'The path exists; `Allow` lists its methods.' },
  payload_too_large: {
    statuses: [413],
    meaning: 'The body is over the cap: 64 KB for JSON, 2 MB for a profile picture.',
  },
  unsupported_media_type: {
    statuses: [415],
    meaning:
      'The body is not `application/json` (a profile picture: not image/jpeg, image/png or image/webp).',
  },
  throttled: {
    statuses: [429],
    meaning: 'Too many requests (or failed logins); retry after `Retry-After` seconds.',
  },
  server_error: { statuses: [500], meaning: 'An unexpected error; logged with the request id.' },
  service_unavailable: {
    statuses: [503],
    meaning: 'D1 is unavailable for a moment; retry after `Retry-After` seconds.',
  },
  not_authenticated: { statuses: [401], meaning: 'No `Authorization: Bearer` header.' },
  authentication_failed: {
    statuses: [401],
    meaning: "DRF's generic authentication failure; reserved, not sent by the current endpoints.",
  },
  bad_authorization_header: {
    statuses: [401],
    meaning: '`Authorization: Bearer` without a token, or with extra parts.',
  },
  token_not_valid: {
    statuses: [401],
    meaning: 'The access or refresh token is expired, badly signed, of the wrong type, revoked or reused.',
  },
  user_not_found: { statuses: [401], meaning: "The token's account no longer exists." },
  user_inactive: { statuses: [401], meaning: "The token's account is deactivated." },
  auth_unavailable: {
    statuses: [503],
    meaning: 'The signing secrets are missing or unusable here; the service fails closed.',
  },
  session_expired: {
    statuses: [400],
    meaning: 'The video session is past its idle or absolute lifetime; start a new one.',
  },
  video_unavailable: {
    statuses: [503],
    meaning:
      'The video could not be made (the body carries the reply as `transcript` and its `safety`), or a ' +
      "provider webhook arrived while that provider's key is not configured.",
  },
  video_not_ready: {
    statuses: [409],
    meaning: 'The clip is still rendering; retry after `Retry-After` seconds.',
  },
  video_failed: { statuses: [410], meaning: 'The clip could not be rendered and never will be.' },
  signature_invalid: {
    statuses: [403],
    meaning: 'The clip link or webhook signature does not verify.',
  },
  signature_expired: { statuses: [403], meaning: 'The clip link has expired; fetch a fresh one.' },
  clip_signing_unavailable: {
    statuses: [503],
    meaning: 'The clip signing key is missing or unusable here; the service fails closed.',
  },
  picture_signing_unavailable: {
    statuses: [503],
    meaning: 'The picture URL signing key is missing or unusable here; the service fails closed.',
  },
  image_invalid: { statuses: [400], meaning: 'The body is not a well-formed JPEG, PNG or WebP image.' },
  image_type_mismatch: {
    statuses: [415],
    meaning: 'The bytes are a supported image of another type than the `Content-Type` says.',
  },
  image_dimensions_too_large: {
    statuses: [400],
    meaning: 'The picture is wider or taller than 4096 pixels.',
  },
  contact_limit_reached: {
    statuses: [400],
    meaning: 'The account already keeps the most emergency contacts allowed; remove one first.',
  },
  idempotency_key_reused: {
    statuses: [422],
    meaning: 'The `Idempotency-Key` was used before with another request (method, route or body).',
  },
  idempotency_in_progress: {
    statuses: [409],
    meaning: 'The first request with this `Idempotency-Key` is still running; retry after `Retry-After`.',
  },
  mail_unavailable: {
    statuses: [503],
    meaning: 'No mail provider is configured here, so a password-reset message cannot be sent.',
  },
  no_active_account: {
    statuses: [401],
    meaning: 'Login failed: unknown email, wrong password and inactive account alike.',
  },
  encryption_unavailable: {
    statuses: [503],
    meaning:
      'The key that encrypts journal and safety plan text is missing or unusable here, or no longer ' +
      'holds the key a stored entry names; the service fails closed.',
  },
  precondition_failed: {
    statuses: [412],
    meaning: '`If-Match` names another version: the document changed since it was read; read it again.',
  },
  precondition_required: {
    statuses: [428],
    meaning: 'Changing an existing versioned document needs `If-Match` with the version that was read.',
  },
} as const satisfies Record<ErrorCode, ErrorCodeDoc>;
