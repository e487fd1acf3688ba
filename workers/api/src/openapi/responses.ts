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

const DESCRIPTIONS = {
  400: 'Invalid input (a field error body) or an unparsable body.',
  401: 'Missing, malformed or invalid credentials.',
  403: 'The link or token is not valid for this.',
  404: 'Not found, or not yours.',
  409: 'Conflicts with the current state of the resource.',
  410: 'Gone for good.',
  413: 'The request body is too large.',
  415: 'The body is not of a supported media type.',
  422: 'Well formed, but cannot be processed.',
  429: 'Throttled; retry after the Retry-After seconds.',
  502: 'An upstream provider failed.',
  503: 'A dependency (D1, secrets) is unavailable; retry after the Retry-After seconds.',
} as const;

export type ErrorStatus = keyof typeof DESCRIPTIONS;

function errorEntry(status: ErrorStatus) {
  return {
    description: DESCRIPTIONS[status],
    content: {
      'application/json': {
        schema: status === 400 ? z.union([ValidationErrorSchema, ErrorSchema]) : ErrorSchema,
      },
    },
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
