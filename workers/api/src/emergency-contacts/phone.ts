/**
 * Phone numbers of emergency contacts, parsed and stored in E.164 with libphonenumber-js (its `max`
 * metadata: full per-country patterns, so a number of the right length but an unassigned range is still
 * refused). A national number needs a region to be read in: the user's profile country; without one, only
 * the international form (`+…`) is accepted. Extensions are refused: E.164 has no room for them, and a
 * number someone dials in a crisis must ring through directly.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string };

export const PHONE_MESSAGES = {
  invalid: 'Enter a valid phone number.',
  needsInternational:
    'Enter the number in international form, starting with + and the country code (set your profile country to use national numbers).',
  extension: 'Enter the number without an extension.',
} as const;

/** The region a national number is read in: the profile country when libphonenumber-js knows it. */
function regionOf(country: string | null): Parameters<typeof parsePhoneNumberFromString>[1] {
  if (country === null || !isSupportedCountry(country)) return undefined;
  return { defaultCountry: country };
}

export function normalizePhone(raw: string, profileCountry: string | null): PhoneResult {
  const text = raw.trim();
  const region = regionOf(profileCountry);
  if (!/\d/.test(text)) return { ok: false, message: PHONE_MESSAGES.invalid };
  if (!text.startsWith('+') && region === undefined) {
    return { ok: false, message: PHONE_MESSAGES.needsInternational };
  }
  const parsed = parsePhoneNumberFromString(text, region);
  if (parsed === undefined || !parsed.isValid()) return { ok: false, message: PHONE_MESSAGES.invalid };
  if (parsed.ext !== undefined) return { ok: false, message: PHONE_MESSAGES.extension };
  return { ok: true, e164: parsed.number };
}
