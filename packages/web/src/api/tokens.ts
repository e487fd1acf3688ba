/**
 * Where the app keeps its tokens: the access token only in memory (gone with the tab, never readable
 * from storage), the refresh token in sessionStorage so a reload keeps the user signed in while closing
 * the tab signs them out. Any script running in the page could still read sessionStorage; the strict
 * CSP (no inline or third-party script) is what keeps such script out.
 */
export interface TokenPair {
  access: string;
  refresh: string;
}

export interface TokenStore {
  get(): Partial<TokenPair>;
  set(tokens: Partial<TokenPair>): void;
  clear(): void;
}

const REFRESH_KEY = 'solace.refresh';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled; the session then lasts until the page is reloaded.
    return null;
  }
}

export function createTokenStore(): TokenStore {
  let access: string | undefined;
  return {
    get() {
      const refresh = storage()?.getItem(REFRESH_KEY) ?? undefined;
      return { ...(access ? { access } : {}), ...(refresh ? { refresh } : {}) };
    },
    set(tokens) {
      if (tokens.access !== undefined) access = tokens.access;
      if (tokens.refresh !== undefined) storage()?.setItem(REFRESH_KEY, tokens.refresh);
    },
    clear() {
      access = undefined;
      storage()?.removeItem(REFRESH_KEY);
    },
  };
}
