// Shared test helpers: a sample request, result unwrapping, stream draining, the "no secrets in
// errors" check, and a fetch that can only reach the fake under test.
import { expect } from 'vitest';
import type { ClipRequest, ProviderError, Result } from '../src';

export const TRANSCRIPT = 'It sounds like today has been heavy. Let us take one slow breath together.';

export function clipRequest(overrides: Partial<ClipRequest> = {}): ClipRequest {
  return { videoId: 'vid_01J9ZK3', transcript: TRANSCRIPT, avatarId: 'maya', voiceId: 'warm', ...overrides };
}

export async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** Unwraps an ok result or fails the test with the error it carried. */
export function expectOk<T>(result: Result<T>): T {
  if (!result.ok) expect.fail(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Unwraps an error; `message` is typed optional so tests can read it on any kind. */
export function expectErr<T>(result: Result<T>): ProviderError & { message?: string } {
  if (result.ok) expect.fail(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** Error messages must never carry the API key, the transcript or any provider URL. */
export function expectNoLeak(value: unknown, secrets: string[]): void {
  const text = JSON.stringify(value);
  for (const secret of [...secrets, TRANSCRIPT, 'http://', 'https://', '127.0.0.1']) {
    expect(text).not.toContain(secret);
  }
}

export interface GuardedFetch {
  fetch: typeof fetch;
  stray: string[];
  assertNoStrayRequests(): void;
}

/**
 * A fetch that only reaches the fake's origin. The providers turn thrown fetch errors into
 * `unavailable` results, so a throw alone could be swallowed: every stray URL is also recorded,
 * and assertNoStrayRequests() (run in afterEach) fails the test if anything tried to leave.
 */
export function guardedFetch(allowedOrigin: string): GuardedFetch {
  const stray: string[] = [];
  const guarded = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== allowedOrigin) {
      stray.push(url.origin);
      throw new Error(`guarded fetch: outbound request to ${url.origin} is not allowed in tests`);
    }
    return fetch(input, init);
  }) as typeof fetch;
  return {
    fetch: guarded,
    stray,
    assertNoStrayRequests() {
      expect(stray, 'unexpected outbound requests').toEqual([]);
    },
  };
}
