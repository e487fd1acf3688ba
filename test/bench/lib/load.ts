/**
 * One load run with autocannon (in-process, so request hooks can share state): requests/s, latency
 * percentiles and the count of non-2xx answers. Bounded in time; loopback only.
 */
import autocannon, { type Request as LoadRequest } from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  seconds?: number;
  connections?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Body per request; a function lets each request carry a fresh token. */
  body?: string | (() => string);
  /** Sees every response, e.g. to collect the rotated refresh token. */
  onResponse?: (status: number, body: string) => void;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { body } = options;
  const dynamic = typeof body === 'function';
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 32,
    duration: options.seconds ?? 10,
    pipelining: 1,
    requests: [
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(dynamic
          ? { setupRequest: (req: LoadRequest) => ({ ...req, body: body() }) }
          : body !== undefined
            ? { body }
            : {}),
        ...(options.onResponse ? { onResponse: options.onResponse } : {}),
      },
    ],
  });
  return {
    name: options.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
