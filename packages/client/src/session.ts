/**
 * The openapi-fetch middleware that keeps a login alive: it sends `Authorization: Bearer <access>`, and
 * when the API answers 401 to a request sent with that token it refreshes once and retries once.
 *
 * - One refresh at a time: concurrent 401s share a single `POST /api/v1/refresh/`. This matters beyond
 *   economy: refresh tokens rotate, and presenting a spent one again revokes the whole login.
 * - A request whose token is already stale (another request refreshed meanwhile) is retried with the
 *   current token without refreshing again.
 * - The retry goes straight to fetch, not back through the middleware, so a second 401 is returned to
 *   the caller rather than looping.
 * - A refresh the API refuses (401 or 400) clears the tokens and calls `onSessionLost` once. Any other
 *   refresh failure (network, 429, 5xx) keeps the tokens and returns the original 401.
 */
import type { Middleware } from 'openapi-fetch';
import type { TokenPair, TokenStore } from './tokens';

export const REFRESH_PATH = '/api/v1/refresh/';

/** Endpoints that take no access token, whose 401 means bad credentials rather than an expired session. */
const SESSIONLESS = /\/api\/v1\/(?:signup|login|refresh|logout|password\/reset(?:\/confirm)?)\/?$/;

export interface SessionOptions {
  baseUrl: string;
  tokens: TokenStore;
  fetch: typeof fetch;
  onSessionLost?: () => void;
}

type RefreshOutcome = { kind: 'refreshed'; access: string } | { kind: 'lost' } | { kind: 'failed' };

export function createSessionMiddleware(options: SessionOptions): Middleware {
  const { tokens } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  /** Copies of the requests sent with a token, kept unsent so that the retry can send the same body. */
  const retries = new Map<string, Request>();
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function exchange(): Promise<RefreshOutcome> {
    const refresh = tokens.get().refresh;
    if (refresh === null) return lose();
    let response: Response;
    try {
      response = await options.fetch(
        new Request(`${baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh }),
        }),
      );
    } catch {
      return { kind: 'failed' };
    }
    if (response.status === 401 || response.status === 400) return lose();
    if (!response.ok) return { kind: 'failed' };
    const body = (await response.json()) as Partial<TokenPair>;
    if (typeof body.access !== 'string') return { kind: 'failed' };
    // Without rotation the API returns no new refresh token; the current one stays valid.
    tokens.set({ access: body.access, refresh: body.refresh ?? refresh });
    return { kind: 'refreshed', access: body.access };
  }

  function lose(): RefreshOutcome {
    tokens.clear();
    options.onSessionLost?.();
    return { kind: 'lost' };
  }

  function refreshOnce(): Promise<RefreshOutcome> {
    inFlight ??= exchange().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    onRequest({ request, id }) {
      const access = tokens.get().access;
      if (
        access === null ||
        request.headers.has('Authorization') ||
        SESSIONLESS.test(new URL(request.url).pathname)
      ) {
        return undefined;
      }
      request.headers.set('Authorization', `Bearer ${access}`);
      retries.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      const retry = retries.get(id);
      retries.delete(id);
      if (retry === undefined || response.status !== 401) return undefined;
      const sentWith = retry.headers.get('Authorization');
      const current = tokens.get().access;
      let access: string;
      if (current !== null && sentWith !== `Bearer ${current}`) {
        access = current;
      } else {
        const outcome = await refreshOnce();
        if (outcome.kind !== 'refreshed') return undefined;
        access = outcome.access;
      }
      retry.headers.set('Authorization', `Bearer ${access}`);
      return options.fetch(retry);
    },
    onError({ id }) {
      retries.delete(id);
      return undefined;
    },
  };
}
