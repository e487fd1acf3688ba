// The HTTP edge: every response is JSON with a request id and security headers, whatever the request.
import { describe, expect, it } from 'vitest';
import { fetchWorker } from './helpers/http';

const BASE = 'http://localhost/api/v1';

function call(path: string, init?: RequestInit): Promise<Response> {
  return fetchWorker(new Request(`${BASE}${path}`, init));
}

describe('routing', () => {
  it('serves a path with and without its trailing slash, without redirecting', async () => {
    for (const path of ['/health', '/health/']) {
      const res = await call(path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers an unknown path with a 404 JSON body', async () => {
    const res = await call('/nope/');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers a path outside the API base with a 404 JSON body', async () => {
    const res = await fetchWorker(new Request('http://localhost/admin/login/'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers a wrong method with 405 JSON and Allow', async () => {
    const res = await call('/health/', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await res.json()).toEqual({ detail: 'Method "DELETE" not allowed.', code: 'method_not_allowed' });
  });

  it('answers a body over 64 KB with 413 JSON before reading it', async () => {
    const res = await call('/health/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(65 * 1024) },
      body: 'x'.repeat(65 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      detail: 'Request body exceeds 65536 bytes.',
      code: 'payload_too_large',
    });
  });
});

describe('headers on every response', () => {
  it('carries a request id, nosniff, a strict referrer policy and no-store', async () => {
    for (const res of [await call('/health/'), await call('/missing/')]) {
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('echoes a well-formed request id from the client', async () => {
    const res = await call('/health/', { headers: { 'x-request-id': 'client-abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('client-abc-123');
  });

  it('allows CORS only for the configured origins', async () => {
    const allowed = await call('/health/', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Authorization');

    const denied = await call('/health/', { headers: { origin: 'https://evil.example' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});
