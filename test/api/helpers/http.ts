// Calls into the API worker for tests: a request to /api/v1 from a fresh client address (the rate limiters
// are real and shared by every test file), through the worker's service binding or, with extra env values
// (TEST_NOW_MS for the clock, another ENVIRONMENT or secret), through its fetch handler. Every response is
// checked against the OpenAPI document (contract.ts): an undocumented status or a body off its schema
// fails the test.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import worker from '../../../workers/api/src/index';
import { expectDocumented } from './contract';

export const BASE = 'http://localhost/api/v1';

/** A fresh client address per call, so one test's traffic never throttles another's. */
export function randomIp(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export interface CallOptions {
  ip?: string;
  headers?: Record<string, string>;
  /** Extra env values; when given, the worker runs with `{...env, ...envOverrides}`. */
  envOverrides?: Record<string, unknown>;
}

export async function callWith(request: Request, envOverrides: Record<string, unknown>): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...envOverrides } as typeof env, ctx);
  await waitOnExecutionContext(ctx);
  return expectDocumented(request, response);
}

/** The worker through its service binding (as a client reaches it), contract-checked. */
export async function fetchWorker(request: Request): Promise<Response> {
  return expectDocumented(request, await exports.default.fetch(request));
}

export function request(method: string, path: string, body?: unknown, options: CallOptions = {}): Request {
  const headers: Record<string, string> = {
    'cf-connecting-ip': options.ip ?? randomIp(),
    ...options.headers,
  };
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  return new Request(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function call(
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Response> {
  const req = request(method, path, body, options);
  return options.envOverrides ? callWith(req, options.envOverrides) : fetchWorker(req);
}

export function postJson(path: string, body: unknown, options: CallOptions = {}): Promise<Response> {
  return call('POST', path, body, options);
}

/** Runs a call as if the clock read `nowMs` (honoured only because ENVIRONMENT is 'test'). */
export function at(nowMs: number, extra: Record<string, unknown> = {}, ip?: string): CallOptions {
  return { envOverrides: { TEST_NOW_MS: String(nowMs), ...extra }, ...(ip !== undefined ? { ip } : {}) };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * The local rate limiter counts in fixed windows aligned to the period; a burst that straddles a window
 * boundary would be split in two. Waits for a fresh window when the current one is nearly over.
 */
export async function awayFromWindowEdge(periodSeconds = 60, burstSeconds = 15): Promise<void> {
  const periodMs = periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < burstSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
