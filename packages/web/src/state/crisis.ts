/**
 * Whether the crisis banner is up, and which list it shows. A verdict with `show_crisis_resources` raises
 * it from any screen; a notice for a message in a language the safety layer does not read raises it with
 * the international list on request. Only the user's "Dismiss" lowers it, so it stays while they read or
 * keep talking.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ClientSafety } from '../api/types';

/** What the banner lists: a country (null: the profile's) and a language whose lines come first. */
export interface CrisisScope {
  country: string | null;
  lang: string | null;
}

let raised: CrisisScope | null = null;
const listeners = new Set<(raised: CrisisScope | null) => void>();

function set(value: CrisisScope | null): void {
  raised = value;
  for (const listener of listeners) listener(raised);
}

/** The language the API put in `crisis_resources_url` (the verdict's), if any. */
export function scopeOf(url: string | undefined, country: string | null): CrisisScope {
  let lang: string | null = null;
  try {
    lang = url === undefined ? null : new URL(url).searchParams.get('lang');
  } catch {
    lang = null;
  }
  return { country, lang };
}

export function noteSafety(safety: ClientSafety | undefined, url?: string): void {
  if (safety?.show_crisis_resources) set(scopeOf(url, raised?.country ?? null));
}

/** The international list, in the message's language first: for messages the layer could not read. */
export function showInternationalLines(url: string): void {
  set(scopeOf(url, 'INTL'));
}

export function dismissCrisis(): void {
  set(null);
}

export function useCrisisRaised(): CrisisScope | null {
  const [value, setValue] = useState(raised);
  useEffect(() => {
    listeners.add(setValue);
    return () => {
      listeners.delete(setValue);
    };
  }, []);
  return value;
}
