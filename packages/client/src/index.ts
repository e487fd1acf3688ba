/**
 * @solace/client: a typed client of the Solace API. `api` is an openapi-fetch client over the paths of
 * the API's own OpenAPI document (`paths` in schema.d.ts, generated), with the session middleware that
 * sends the access token and refreshes it on 401 (session.ts). `login`, `logout` and `signup` keep the
 * token store in step with the account endpoints.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';
import { createSessionMiddleware } from './session';
import type { TokenStore } from './tokens';

export type { components, paths } from './schema';
export { createSessionMiddleware, REFRESH_PATH, type SessionOptions } from './session';
export { memoryTokens, type StoredTokens, type TokenPair, type TokenStore } from './tokens';

export type Schemas = components['schemas'];

export interface SolaceClientOptions {
  /** The API's origin, e.g. `https://api.example.com` (paths carry `/api/v1`). */
  baseUrl: string;
  tokens: TokenStore;
  /** Called once when the refresh token is refused: the user has to log in again. */
  onSessionLost?: () => void;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

export type SolaceClient = ReturnType<typeof createSolaceClient>;

export function createSolaceClient(options: SolaceClientOptions) {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { tokens } = options;
  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: (request) => fetchImpl(request) });
  api.use(
    createSessionMiddleware({
      baseUrl: options.baseUrl,
      tokens,
      fetch: fetchImpl,
      ...(options.onSessionLost === undefined ? {} : { onSessionLost: options.onSessionLost }),
    }),
  );

  return {
    /** The typed client: `api.GET('/api/v1/profile/')`, `api.POST('/api/v1/chat/', { body })`… */
    api,
    /** Logs in and stores the token pair; the result is openapi-fetch's `{data, error, response}`. */
    async login(email: string, password: string) {
      const result = await api.POST('/api/v1/login/', { body: { email, password } });
      if (result.data !== undefined) tokens.set(result.data);
      return result;
    },
    /** Revokes the login on the server (best effort) and clears the stored tokens. */
    async logout(): Promise<void> {
      const refresh = tokens.get().refresh;
      tokens.clear();
      if (refresh === null) return;
      try {
        await api.POST('/api/v1/logout/', { body: { refresh } });
      } catch {
        // The tokens are gone from this device either way; the server's copy expires on its own.
      }
    },
    /** Creates an account; it does not log in. */
    signup(body: Schemas['SignupRequest']) {
      return api.POST('/api/v1/signup/', { body });
    },
  };
}
