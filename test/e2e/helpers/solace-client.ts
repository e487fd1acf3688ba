/**
 * The typed client (@solace/client) as the end-to-end tests use it: an in-memory token store, and a fetch
 * that records every answer, so a test can count the client's refreshes and check that no step of a
 * flow answered 5xx, including the requests the client makes on its own.
 */
import {
  createSolaceClient,
  memoryTokens,
  REFRESH_PATH,
  type SolaceClient,
  type TokenStore,
} from '@solace/client';

export interface Exchange {
  method: string;
  path: string;
  status: number;
}

export interface ClientUnderTest {
  solace: SolaceClient;
  tokens: TokenStore;
  /** Every request the client sent, with its answer's status, in order. */
  exchanges: Exchange[];
  /** How many times the client called POST /api/v1/refresh/ by itself. */
  refreshes(): number;
  /** How many times `onSessionLost` fired. */
  sessionsLost(): number;
  /** The exchanges that answered 5xx (there should be none). */
  serverErrors(): Exchange[];
}

export function clientFor(baseUrl: string): ClientUnderTest {
  const exchanges: Exchange[] = [];
  const tokens = memoryTokens();
  let lost = 0;
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    exchanges.push({ method: request.method, path: new URL(request.url).pathname, status: response.status });
    return response;
  };
  const solace = createSolaceClient({
    baseUrl,
    tokens,
    fetch: recordingFetch,
    onSessionLost: () => {
      lost += 1;
    },
  });
  return {
    solace,
    tokens,
    exchanges,
    refreshes: () => exchanges.filter((e) => e.method === 'POST' && e.path === REFRESH_PATH).length,
    sessionsLost: () => lost,
    serverErrors: () => exchanges.filter((e) => e.status >= 500),
  };
}
