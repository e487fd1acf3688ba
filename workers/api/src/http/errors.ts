/**
 * The root error and not-found handlers: every failure leaves as JSON. A D1 failure (d1-guard.ts) is a 503
 * `service_unavailable` with Retry-After. Unknown errors become a generic 500 that is logged by name and
 * request id only (messages can carry user data), never echoed.
 */
import { ERROR_CODES } from '@solace/contracts';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { ApiError, notFound } from './api-error';
import { isStorageUnavailable } from './d1-guard';
import { unsupportedMediaType } from './read-json';

/** D1 blips (a restart, an overload) usually pass within seconds. */
const STORAGE_RETRY_AFTER_SECONDS = 5;

function respond(c: Context<AppEnv>, error: ApiError): Response {
  return c.json(error.body(), error.status, error.headers);
}

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) return respond(c, err);
  if (err instanceof HTTPException) {
    const status = err.status;
    // The route library's own media-type gate (a Content-Type our JSON reader accepts but it does not).
    if (status === 415) return respond(c, unsupportedMediaType(c.req.header('content-type') ?? ''));
    const code =
      status === 413
        ? ERROR_CODES.PAYLOAD_TOO_LARGE
        : status >= 500
          ? ERROR_CODES.SERVER_ERROR
          : ERROR_CODES.INVALID;
    return respond(
      c,
      new ApiError(status, code, status === 413 ? 'Request body too large.' : 'Bad request.'),
    );
  }
  if (isStorageUnavailable(err)) {
    console.error(JSON.stringify({ event: 'storage_unavailable', requestId: c.get('requestId') }));
    return respond(
      c,
      new ApiError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'The service is temporarily unavailable.', {
        headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
      }),
    );
  }
  console.error(
    JSON.stringify({ event: 'unhandled_error', requestId: c.get('requestId'), error: err.name ?? 'Error' }),
  );
  return respond(c, new ApiError(500, ERROR_CODES.SERVER_ERROR, 'A server error occurred.'));
};

export function notFoundOrNotAllowed(allowedMethods: (path: string) => string[]) {
  return (c: Context<AppEnv>): Response => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0) {
      return respond(
        c,
        new ApiError(405, ERROR_CODES.METHOD_NOT_ALLOWED, `Method "${c.req.method}" not allowed.`, {
          headers: { Allow: allowed.join(', ') },
        }),
      );
    }
    return respond(c, notFound());
  };
}
