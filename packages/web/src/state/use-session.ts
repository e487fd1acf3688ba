import { useEffect, useState } from 'preact/hooks';
import { getSession, type SessionState, subscribeSession } from '../api/session';

export function useSession(): SessionState {
  const [state, setState] = useState(getSession);
  useEffect(() => subscribeSession(setState), []);
  return state;
}
