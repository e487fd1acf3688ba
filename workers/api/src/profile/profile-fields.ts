/**
 * PATCH /profile/'s body, DRF partial-update style: every field is optional, unknown fields are ignored,
 * and an empty body changes nothing. `name` follows signup's rules and cannot be null; `timezone` is an
 * IANA zone stored in the spelling Intl resolves it to; `country` an ISO 3166-1 alpha-2 code stored in
 * upper case; `language` a BCP 47 tag stored as Intl canonicalises it (`pt-br` → `pt-BR`). `null` clears a
 * time zone, a country or a language.
 */
import { z } from '@hono/zod-openapi';
import { nameErrors } from '../auth/signup-fields';
import { COUNTRY_CODES } from './countries';

const BLANK = 'This field may not be blank.';
const MAX_ZONE_LENGTH = 64;

const notAString = (issue: { input?: unknown }) =>
  issue.input === null ? 'This field may not be null.' : 'Not a valid string.';
const invalidChoice = (value: string) => `"${value.slice(0, MAX_ZONE_LENGTH)}" is not a valid choice.`;

/** The zone as Intl spells it (`utc` → `UTC`), or null when it is not a zone this runtime knows. */
export function canonicalTimeZone(value: string): string | null {
  // IANA names start with a letter; Intl also accepts UTC offsets ("+01:00"), which are not zones.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value) || value.length > MAX_ZONE_LENGTH) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Longer tags exist but carry extensions the safety layer never reads; 35 is RFC 5646's minimum buffer. */
const MAX_LANGUAGE_LENGTH = 35;

/**
 * The tag as Intl canonicalises it, or null when it is not a well-formed BCP 47 tag with a 2–3 letter
 * language subtag (`und`, private use and 5–8 letter registered-language subtags name no language we read).
 */
export function canonicalLanguage(value: string): string | null {
  if (value.length > MAX_LANGUAGE_LENGTH || !/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(value)) return null;
  try {
    const [tag] = Intl.getCanonicalLocales(value);
    return tag === undefined || tag.split('-')[0] === 'und' ? null : tag;
  } catch {
    return null;
  }
}

const text = () => z.string({ error: notAString }).trim().min(1, BLANK);

const NameField = text()
  .superRefine((value, ctx) => {
    for (const message of nameErrors(value)) ctx.addIssue({ code: 'custom', message });
  })
  .openapi({ maxLength: 150, example: 'Ada Lovelace' });

const TimezoneField = text()
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) ctx.addIssue({ code: 'custom', message: invalidChoice(value) });
    return zone ?? value;
  })
  .nullable()
  .openapi({ description: 'An IANA time zone; null clears it.', example: 'Europe/Berlin' });

const CountryField = text()
  .transform((value, ctx) => {
    const code = value.toUpperCase();
    if (!COUNTRY_CODES.has(code)) ctx.addIssue({ code: 'custom', message: invalidChoice(value) });
    return code;
  })
  .nullable()
  .openapi({
    description: 'ISO 3166-1 alpha-2, any case (stored upper case); null clears it.',
    example: 'DE',
  });

const LanguageField = text()
  .transform((value, ctx) => {
    const tag = canonicalLanguage(value);
    if (tag === null) ctx.addIssue({ code: 'custom', message: invalidChoice(value) });
    return tag ?? value;
  })
  .nullable()
  .openapi({
    description:
      'A BCP 47 language tag, stored as Intl canonicalises it; the safety layer reads messages with it ' +
      'as its first language hint. null clears it.',
    example: 'pt-BR',
  });

export const ProfileUpdateSchema = z
  .object({
    name: NameField.optional(),
    timezone: TimezoneField.optional(),
    country: CountryField.optional(),
    language: LanguageField.optional(),
  })
  .openapi('ProfileUpdate', {
    description: 'Every field is optional; unknown fields are ignored and an empty body changes nothing.',
  });

export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
