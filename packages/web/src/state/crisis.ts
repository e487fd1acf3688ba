/**
 * Whether the crisis banner is up. A verdict with `show_crisis_resources` raises it from any screen; only
 * the user's "Dismiss" lowers it, so it stays while they read or keep talking.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ClientSafety } from '../api/types';

let raised = false;
const listeners = new Set<(raised: boolean) => void>();

function set(value: boolean): void {
  raised = value;
  for (const listener of listeners) listener(raised);
}

export function noteSafety(safety: ClientSafety | undefined): void {
  if (safety?.show_crisis_resources) set(true);
}

export function dismissCrisis(): void {
  set(false);
}

export function useCrisisRaised(): boolean {
  const [value, setValue] = useState(raised);
  useEffect(() => {
    listeners.add(setValue);
    return () => {
      listeners.delete(setValue);
    };
  }, []);
  return value;
}
