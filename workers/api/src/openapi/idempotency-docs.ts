/**
 * What an `idempotent` route adds to its OpenAPI entry: the optional `Idempotency-Key` request header,
 * `Idempotent-Replayed` on its success responses, and its 409 and 422 answers. `defineRoute` applies it,
 * so a route that takes the middleware is documented the same way as every other.
 */
import type { RouteConfig } from '@hono/zod-openapi';
import { IdempotencyHeadersSchema, REPLAYED_HEADER } from '../http/idempotency';
import { ErrorSchema } from './responses';

type Responses = RouteConfig['responses'];
type HeadersObject = Record<string, { description: string; schema: { type: 'string'; enum: string[] } }>;
type ResponseEntry = Responses[string];

const ANSWERS = {
  409: 'A request with this Idempotency-Key is still in progress (`idempotency_in_progress`); retry after the Retry-After seconds.',
  422: 'This Idempotency-Key was already used with another request (`idempotency_key_reused`).',
} as const;

const REPLAYED: HeadersObject = {
  [REPLAYED_HEADER]: {
    description:
      'Present (`true`) when this is the stored answer to an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
};

function withAnswer(existing: ResponseEntry | undefined, description: string): ResponseEntry {
  if (existing === undefined || 'content' in existing === false) {
    return { description, content: { 'application/json': { schema: ErrorSchema } } };
  }
  return { ...existing, description: `${existing.description} Or: ${description}` };
}

function withReplayedHeader(entry: ResponseEntry): ResponseEntry {
  if ('$ref' in entry) return entry;
  if (entry.headers !== undefined && 'shape' in entry.headers) {
    throw new Error('idempotent routes declare success headers as an OpenAPI headers object');
  }
  return { ...entry, headers: { ...entry.headers, ...REPLAYED } };
}

export function documentIdempotency<R extends RouteConfig>(config: R): R {
  const headers = config.request?.headers;
  if (headers !== undefined && !('extend' in headers)) {
    throw new Error(
      `${config.method} ${config.path}: idempotent routes declare request headers as one zod object`,
    );
  }
  const responses: Responses = {};
  for (const [status, entry] of Object.entries(config.responses)) {
    responses[status] = /^2\d\d$/.test(status) ? withReplayedHeader(entry) : entry;
  }
  responses[409] = withAnswer(config.responses[409], ANSWERS[409]);
  responses[422] = withAnswer(config.responses[422], ANSWERS[422]);
  return {
    ...config,
    request: {
      ...config.request,
      headers:
        headers === undefined ? IdempotencyHeadersSchema : headers.extend(IdempotencyHeadersSchema.shape),
    },
    responses,
  };
}
