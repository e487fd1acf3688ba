/**
 * Where the app keeps its tokens (the client's TokenStore): the access token only in memory (gone with
 * the tab, never in storage), the refresh token in sessionStorage so a reload keeps the user signed in
 * while closing the tab signs them out. Any script running in the page could still read sessionStorage;
 * the strict CSP (no inline or third-party script) is what keeps such script out.
 */
import type { TokenStore } from '@solace/client';

export type { TokenPair } from '@solace/client';

const REFRESH_KEY = 'solace.refresh';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled; the session then lasts until the page is reloaded.
    return null;
  }
}

export function sessionTokens(): TokenStore {
  let access: string | null = null;
  return {
    get: () => ({ access, refresh: storage()?.getItem(REFRESH_KEY) ?? null }),
    set(pair) {
      access = pair.access;
      storage()?.setItem(REFRESH_KEY, pair.refresh);
    },
    clear() {
      access = null;
      storage()?.removeItem(REFRESH_KEY);
    },
  };
}
