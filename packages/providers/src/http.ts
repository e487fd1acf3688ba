// Shared HTTP plumbing for the external providers: a timed fetch, status → ProviderError mapping,
// Retry-After parsing and zod parsing of response bodies. Error messages carry the provider, the
// operation, the status and the upstream error code only: never keys, transcripts or URLs.
import type { z } from 'zod';
import { err, ok, type ProviderError, type ProviderName, type Result } from './types';

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Used when a 429 carries no usable Retry-After; HeyGen's guidance is to wait about a minute. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
const MAX_RETRY_AFTER_SECONDS = 86_400;
/** HeyGen answers 409 request_in_progress while a request with the same Idempotency-Key runs. */
const IN_PROGRESS_RETRY_SECONDS = 5;

export interface HttpContext {
  provider: ProviderName;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Milliseconds since the epoch; needed to turn an HTTP-date Retry-After into seconds. */
  now: () => number;
  /** Strings that must never appear in an error message (API keys). */
  secrets: readonly string[];
}

/** Retry-After is either delta-seconds or an HTTP-date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  let seconds: number;
  if (/^\d+$/.test(trimmed)) seconds = Number(trimmed);
  else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return undefined;
    seconds = Math.ceil((at - nowMs) / 1000);
  }
  return Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_SECONDS);
}

/** A short machine code from an upstream error body: HeyGen {error:{code}}, D-ID {kind}. */
export function upstreamCode(bodyText: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const nested = record.error;
  const candidate =
    (typeof nested === 'object' && nested !== null ? (nested as Record<string, unknown>).code : undefined) ??
    record.code ??
    record.kind;
  return typeof candidate === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(candidate) ? candidate : undefined;
}

/** Free text from a provider (a failure reason) with URLs and secrets removed, bounded in size. */
export function sanitize(text: string, secrets: readonly string[]): string {
  let out = text.replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]');
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join('[redacted]');
  return out.length > 200 ? `${out.slice(0, 200)}…` : out;
}

export function statusError(ctx: HttpContext, op: string, res: Response, bodyText: string): ProviderError {
  const retryAfter = parseRetryAfter(res.headers.get('retry-after'), ctx.now());
  const code = upstreamCode(bodyText);
  const label = `${ctx.provider} ${op}: HTTP ${res.status}${code ? ` ${code}` : ''}`;
  if (res.status === 429) {
    return {
      kind: 'rate_limited',
      retryAfterSeconds: Math.max(retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS, 1),
    };
  }
  if (res.status >= 500 || res.status === 408) {
    return retryAfter === undefined
      ? { kind: 'unavailable', message: label }
      : { kind: 'unavailable', message: label, retryAfterSeconds: retryAfter };
  }
  if (res.status === 409 && code === 'request_in_progress') {
    return {
      kind: 'unavailable',
      message: label,
      retryAfterSeconds: retryAfter ?? IN_PROGRESS_RETRY_SECONDS,
    };
  }
  return { kind: 'rejected', message: label };
}

/** fetch with a deadline; network failures and timeouts become `unavailable`, never throws. */
export async function send(
  ctx: HttpContext,
  op: string,
  url: string,
  init: RequestInit,
): Promise<Result<Response>> {
  try {
    return ok(await ctx.fetch(url, { ...init, signal: AbortSignal.timeout(ctx.timeoutMs) }));
  } catch (cause) {
    const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    return err({
      kind: 'unavailable',
      message: `${ctx.provider} ${op}: ${timedOut ? 'timed out' : 'network error'}`,
    });
  }
}

async function readText(ctx: HttpContext, op: string, res: Response): Promise<Result<string>> {
  try {
    return ok(await res.text());
  } catch {
    return err({ kind: 'unavailable', message: `${ctx.provider} ${op}: response body interrupted` });
  }
}

/** Sends a request and parses a 2xx JSON body with the documented schema. */
export async function requestJson<S extends z.ZodType>(
  ctx: HttpContext,
  op: string,
  url: string,
  init: RequestInit,
  schema: S,
): Promise<Result<z.output<S>>> {
  const sent = await send(ctx, op, url, init);
  if (!sent.ok) return sent;
  const res = sent.value;
  const text = await readText(ctx, op, res);
  if (!text.ok) return text;
  if (!res.ok) return err(statusError(ctx, op, res, text.value));
  let json: unknown;
  try {
    json = JSON.parse(text.value);
  } catch {
    return err({ kind: 'malformed', message: `${ctx.provider} ${op}: response is not JSON` });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // Paths only: issue messages can quote received values, which may be URLs.
    const paths = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    return err({
      kind: 'malformed',
      message: `${ctx.provider} ${op}: unexpected response shape at ${paths}`,
    });
  }
  return ok(parsed.data);
}
