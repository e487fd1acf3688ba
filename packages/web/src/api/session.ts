/**
 * The app's one Solace client and who is signed in. Screens subscribe with `useSession` (state/session
 * hook); the client calls `onSessionLost` when a refresh is refused, which signs the app out.
 */
import { createSolaceClient } from '@solace/client';
import { sessionTokens } from './tokens';
import type { Profile } from './types';

export type SessionState =
  | { kind: 'unknown' }
  | { kind: 'signed-out'; notice?: string }
  | { kind: 'signed-in'; profile: Profile };

type Listener = (state: SessionState) => void;

export const tokens = sessionTokens();
let state: SessionState = tokens.get().refresh ? { kind: 'unknown' } : { kind: 'signed-out' };
const listeners = new Set<Listener>();

export function getSession(): SessionState {
  return state;
}

export function setSession(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener(state);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const client = createSolaceClient({
  baseUrl: window.location.origin,
  tokens,
  onSessionLost: () => {
    if (state.kind !== 'signed-out') {
      setSession({ kind: 'signed-out', notice: 'Your session has ended. Please log in again.' });
    }
  },
});

export const api = client.api;

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
