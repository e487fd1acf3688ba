// Where the client keeps the login: an access token for requests and a refresh token to renew it.
// Apps pass their own store (secure storage on mobile, memory in a browser tab); `memoryTokens` is the
// in-process one.

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface StoredTokens {
  access: string | null;
  refresh: string | null;
}

export interface TokenStore {
  get(): StoredTokens;
  /** Called with the pair from login and with every rotated pair from refresh. */
  set(pair: TokenPair): void;
  /** Called on logout and when the session is lost. */
  clear(): void;
}

export function memoryTokens(initial: Partial<TokenPair> = {}): TokenStore {
  let current: StoredTokens = { access: initial.access ?? null, refresh: initial.refresh ?? null };
  return {
    get: () => ({ ...current }),
    set: (pair) => {
      current = { access: pair.access, refresh: pair.refresh };
    },
    clear: () => {
      current = { access: null, refresh: null };
    },
  };
}
