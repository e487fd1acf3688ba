import { describe, expect, it } from 'vitest';
import { ApiProblem, unwrap } from '../src/api/problem';

const response = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });

describe('ApiProblem', () => {
  it('spreads a DRF validation body over its fields', () => {
    const p = new ApiProblem(
      400,
      {
        detail: 'Invalid input.',
        code: 'invalid',
        email: ['Enter a valid email address.'],
        non_field_errors: ['x'],
      },
      null,
    );
    expect(p.fieldErrors()).toEqual({ email: ['Enter a valid email address.'], non_field_errors: ['x'] });
    expect(p.code).toBe('invalid');
  });

  it('turns a bare detail into a form-level message', () => {
    const p = new ApiProblem(401, { detail: 'No active account found with the given credentials' }, null);
    expect(p.fieldErrors()).toEqual({
      non_field_errors: ['No active account found with the given credentials'],
    });
    expect(p.message).toBe('No active account found with the given credentials');
  });

  it('reads Retry-After', async () => {
    const call = Promise.resolve({
      error: { detail: 'Slow down.', code: 'throttled' },
      response: response(429, { 'retry-after': '12' }),
    });
    await expect(unwrap(call)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 12,
      code: 'throttled',
    });
  });

  it('reports an unreachable service as status 0', async () => {
    await expect(unwrap(Promise.reject(new TypeError('fetch failed')))).rejects.toMatchObject({ status: 0 });
  });

  it('passes data through on success', async () => {
    await expect(unwrap(Promise.resolve({ data: { ok: 1 }, response: response(200) }))).resolves.toEqual({
      ok: 1,
    });
  });
});
