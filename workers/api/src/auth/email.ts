// Email addresses in one canonical form, so that look-alikes are one account (or none), never two.
// NFKC folds full-width and other compatibility forms, the domain goes through IDNA (the URL parser's
// UTS #46 mapping: ideographic and full-width full stops become dots, the result is the ASCII A-label),
// and the whole address is lower-cased. Invisible characters (zero-width spaces and joiners, soft
// hyphens, bidi marks, variation selectors: Unicode's default-ignorables and format characters) are
// rejected rather than stripped: an address that contains them is not what its owner typed.
// Rows stored before this form existed (raw, lower-cased) are still found through legacyEmail().

const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u;

function idnaDomain(domain: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for the ASCII range on purpose
  if (/^[\x00-\x7f]*$/.test(domain)) return domain;
  // The URL parser would cut the host at these and drop the rest; such an address is not an address.
  if (/[/?#@:%\\\s]/.test(domain)) return null;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

/** The canonical stored form, or null when the address carries invisible characters or no valid domain. */
export function normalizeEmail(raw: string): string | null {
  const trimmed = raw.trim();
  if (INVISIBLE.test(trimmed)) return null;
  const folded = trimmed.normalize('NFKC').toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at <= 0 || at === folded.length - 1) return folded;
  const domain = idnaDomain(folded.slice(at + 1));
  if (domain === null) return null;
  return `${folded.slice(0, at)}@${domain}`;
}

/** How addresses were stored before normalisation: trimmed and lower-cased only. */
export function legacyEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
