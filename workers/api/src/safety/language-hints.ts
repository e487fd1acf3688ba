/**
 * The language hints the safety checker reads a message with: the profile's language first, then the
 * languages of `Accept-Language` in q order. They are priors for short or mixed messages; the checker
 * never lets them override what clear text says.
 */
import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '../env';

/** Enough for a person's languages; the header can list many more, and each hint costs a little. */
const MAX_HINTS = 6;
const TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/** A BCP 47 tag as Intl canonicalises it, or null for `*`, `und` and anything malformed. */
function canonical(tag: string): string | null {
  if (!TAG.test(tag) || tag.length > 35) return null;
  try {
    const [value] = Intl.getCanonicalLocales(tag);
    return value === undefined || value.startsWith('und') ? null : value;
  } catch {
    return null;
  }
}

/** RFC 9110 §12.5.4: `tag;q=0.8, …`; q defaults to 1, q=0 means "not this one", ties keep header order. */
export function acceptLanguages(header: string | undefined): string[] {
  if (header === undefined) return [];
  const ranged = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [rawTag = '', ...params] = part.split(';').map((s) => s.trim());
      const qParam = params.find((p) => /^q=/i.test(p));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: canonical(rawTag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry): entry is { tag: string; q: number; index: number } => entry.tag !== null && entry.q > 0);
  ranged.sort((a, b) => b.q - a.q || a.index - b.index);
  return ranged.map((entry) => entry.tag);
}

export function languageHints(profileLanguage: string | null | undefined, acceptLanguage?: string): string[] {
  const hints = [profileLanguage ?? null, ...acceptLanguages(acceptLanguage)].filter(
    (tag): tag is string => tag !== null,
  );
  return [...new Set(hints)].slice(0, MAX_HINTS);
}

/** The hints for this request: the signed-in profile's language (if any) and the request's header. */
export function languageHintsFor(c: Context<AppEnv>): string[] {
  // Routes without auth have no user; the variable's type does not say so.
  const user = c.get('user') as AuthUser | undefined;
  return languageHints(user?.language, c.req.header('accept-language'));
}
