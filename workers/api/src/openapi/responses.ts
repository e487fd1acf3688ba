/**
 * The documented shapes every route shares: DRF-style error bodies, JSON request and response entries,
 * and the error statuses a route can answer. Route files compose these into `createRoute` definitions,
 * so the document and the handlers come from the same zod schemas.
 */
import { z } from '@hono/zod-openapi';
import { ERROR_CODES } from '@solace/contracts';

const CODES = Object.values(ERROR_CODES) as [string, ...string[]];

export const ErrorSchema = z
  .object({
    detail: z.string().openapi({ example: 'Not found.' }),
    code: z.enum(CODES).openapi({ description: 'Machine-readable; see the error codes table.' }),
  })
  .openapi('Error');

/** DRF's validation body: `detail` and `code` plus one key per invalid field with its messages. */
export const ValidationErrorSchema = ErrorSchema.extend({ code: z.literal(ERROR_CODES.INVALID) })
  .catchall(z.array(z.string()))
  .openapi('ValidationError', {
    example: { detail: 'Invalid input.', code: 'invalid', email: ['This field is required.'] },
  });

/**
 * simplejwt's 401 for a bad access token lists the token classes it tried (`messages`); every other 401
 * is a plain error body. Each 401 carries `WWW-Authenticate: Bearer realm="api"`.
 */
export const AuthErrorSchema = ErrorSchema.extend({
  messages: z
    .array(z.object({ token_class: z.string(), token_type: z.string(), message: z.string() }))
    .optional(),
}).openapi('AuthError', {
  example: {
    detail: 'Given token not valid for any token type',
    code: 'token_not_valid',
    messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
  },
});

const DESCRIPTIONS = {
  400: 'Invalid input (a field error body) or an unparsable body.',
  401: 'Missing, malformed or invalid credentials.',
  403: 'The link or token is not valid for this.',
  404: 'Not found, or not yours.',
  409: 'Conflicts with the current state of the resource.',
  410: 'Gone for good.',
  412: '`If-Match` names another version: the document changed since it was read.',
  413: 'The request body is too large.',
  415: 'The body is not of a supported media type.',
  416: 'The byte range cannot be satisfied; `Content-Range: bytes */<size>` gives the size.',
  422: 'Well formed, but cannot be processed.',
  428: 'Changing this document needs `If-Match` with the version that was read.',
  429: 'Throttled; retry after the Retry-After seconds.',
  502: 'An upstream provider failed.',
  503: 'A dependency (D1, secrets) is unavailable; retry after the Retry-After seconds.',
} as const;

export type ErrorStatus = keyof typeof DESCRIPTIONS;

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    schema: { type: 'integer' as const, minimum: 1 },
  },
};

const HEADERS: Partial<Record<ErrorStatus, Record<string, { description: string; schema: object }>>> = {
  401: {
    'WWW-Authenticate': { description: 'Always `Bearer realm="api"`.', schema: { type: 'string' } },
  },
  409: RETRY_AFTER,
  429: RETRY_AFTER,
  503: RETRY_AFTER,
};

function schemaFor(status: ErrorStatus) {
  if (status === 400) return z.union([ValidationErrorSchema, ErrorSchema]);
  if (status === 401) return AuthErrorSchema;
  return ErrorSchema;
}

function errorEntry(status: ErrorStatus) {
  const headers = HEADERS[status];
  return {
    description: DESCRIPTIONS[status],
    ...(headers === undefined ? {} : { headers }),
    content: { 'application/json': { schema: schemaFor(status) } },
  };
}

/**
 * Response entries for error statuses. Every route that reads a JSON body can answer 400/413/415, and
 * every route that touches D1 can answer 503: pass those explicitly, as each route's list is its contract.
 */
export function errors<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorEntry(s)])) as {
    [K in S]: ReturnType<typeof errorEntry>;
  };
}

/**
 * An error status whose body may carry extras (e.g. 503 video_unavailable with the reply): the specific
 * schema or the plain error body, with the status's usual headers.
 */
export function errorWith<S extends ErrorStatus, T extends z.ZodType>(
  status: S,
  schema: T,
  description: string,
) {
  const headers = HEADERS[status];
  return {
    [status]: {
      description,
      ...(headers === undefined ? {} : { headers }),
      content: { 'application/json': { schema: z.union([schema, schemaFor(status)]) } },
    },
  } as { [K in S]: { description: string; content: { 'application/json': { schema: z.ZodType } } } };
}

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON request body (an empty body still validates, so missing fields are reported). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

export const BEARER = [{ bearerAuth: [] }];

/** 204 responses carry no body. */
export const NO_CONTENT = { description: 'Done; no body.' };
