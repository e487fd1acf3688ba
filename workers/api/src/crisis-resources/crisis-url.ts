/**
 * Where a client finds crisis lines for the person in front of it: the crisis resources list of their
 * country. Answers whose safety verdict sets `show_crisis_resources` carry this URL as
 * `crisis_resources_url`. The country is the profile's, else the one Cloudflare reads from the client's
 * address (`CF-IPCountry`); without either (or with Cloudflare's "unknown" and "Tor" codes) the URL has no
 * country and the endpoint answers with its international list.
 */
import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '../env';

const COUNTRY = /^[A-Z]{2}$/;
/** CF-IPCountry's values that name no country: unknown, and Tor exit nodes. */
const NO_COUNTRY = new Set(['XX', 'T1']);

/** An ISO 3166-1 alpha-2 code from a profile field or header, or undefined when it is not one. */
export function countryCode(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code !== undefined && COUNTRY.test(code) && !NO_COUNTRY.has(code) ? code : undefined;
}

/** `<origin>/api/v1/crisis-resources/?country=XX`, or without the query when no country is known. */
export function crisisResourcesUrlFor(c: Context<AppEnv>): string {
  // Routes without auth have no user; the variable's type does not say so.
  const user = c.get('user') as AuthUser | undefined;
  const country = countryCode(user?.country) ?? countryCode(c.req.header('cf-ipcountry'));
  const url = `${new URL(c.req.url).origin}/api/v1/crisis-resources/`;
  return country === undefined ? url : `${url}?country=${country}`;
}
