/**
 * The root error and not-found handlers: every failure leaves as JSON. Unknown errors become a generic 500
 * that is logged by name and request id only (messages can carry user data), never echoed.
 */
import { ERROR_CODES } from '@solace/contracts';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { ApiError } from './api-error';

function respond(c: Context<AppEnv>, error: ApiError): Response {
  return c.json(error.body(), error.status, error.headers);
}

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) return respond(c, err);
  if (err instanceof HTTPException) {
    const status = err.status;
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
    return respond(c, new ApiError(404, ERROR_CODES.NOT_FOUND, 'Not found.'));
  };
}
