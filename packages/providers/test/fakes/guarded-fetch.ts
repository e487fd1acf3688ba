// A fetch that only reaches the fake's origin. The providers turn thrown fetch errors into
// `unavailable` results, so a throw alone could be swallowed: every stray URL is also recorded,
// and assertNoStrayRequests() (run in afterEach) fails the test if anything tried to leave.
import { expect } from 'vitest';

export interface GuardedFetch {
  fetch: typeof fetch;
  stray: string[];
  assertNoStrayRequests(): void;
}

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
