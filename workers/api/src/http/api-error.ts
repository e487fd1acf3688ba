/**
 * The one error type of the HTTP edge. Handlers throw it; the root `onError` turns it into a DRF-shaped
 * JSON body `{detail, code, ...extra}` with its status and headers.
 */
import { ERROR_CODES, type ErrorCode } from '@solace/contracts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ApiErrorOptions {
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly detail: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, code: ErrorCode, detail: string, options: ApiErrorOptions = {}) {
    super(detail);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  body(): Record<string, unknown> {
    return { ...this.extra, detail: this.detail, code: this.code };
  }
}

/** DRF validation error: one key per field with a list of messages (`non_field_errors` for the rest). */
export function fieldErrors(fields: Record<string, string[]>): ApiError {
  return new ApiError(400, ERROR_CODES.INVALID, 'Invalid input.', { extra: fields });
}

/** The one 404 body: someone else's resource reads exactly like a missing one. */
export function notFound(): ApiError {
  return new ApiError(404, ERROR_CODES.NOT_FOUND, 'Not found.');
}

export function throttled(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    ERROR_CODES.THROTTLED,
    `Request was throttled. Expected available in ${retryAfterSeconds} seconds.`,
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}
