// The contract for the reviewed crisis-resource data. Every number, SMS code and address in the data was
// read on a stored public page, so the schema insists that each entry names that page and the review date;
// it cannot check that the page says what the entry says, which is what REVIEW.md is for.
import { z } from 'zod';

/**
 * A number as dialled from a phone inside the country it belongs to: digits only, with an optional leading
 * `+`, no spaces or punctuation ("116123", "08001110111", "988"). The form printed on the source page goes
 * in `phone_display`, and its digits must match.
 */
export const DialableSchema = z.string().regex(/^\+?[0-9]{3,15}$/, 'digits only, optional leading +');

/** Only https addresses, for the service itself and for the page that verified it. */
export const HttpsUrlSchema = z.url({ protocol: /^https$/ });

/** ISO 3166-1 alpha-2, upper case. */
export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/);

/** ISO 639-1, lower case. */
export const LanguageCodeSchema = z.string().regex(/^[a-z]{2}$/);

/** YYYY-MM-DD: the day the entry was checked against its pages. */
export const VerifiedOnSchema = z.iso.date();

export const ResourceKindSchema = z.enum(['emergency', 'crisis_line', 'directory']);
export type ResourceKind = z.infer<typeof ResourceKindSchema>;

const digits = (value: string): string => value.replace(/[^0-9]/g, '');

export const CrisisResourceSchema = z
  .object({
    kind: ResourceKindSchema,
    name: z.string().min(1),
    phone: DialableSchema.optional(),
    /** The number as printed on the source page, for display. */
    phone_display: z.string().min(1).optional(),
    sms: DialableSchema.optional(),
    /** A word to send to `sms` to start a conversation, where the service asks for one. */
    sms_keyword: z.string().min(1).optional(),
    url: HttpsUrlSchema.optional(),
    hours: z.string().min(1),
    /** Languages the service answers in; empty only when the source gives no usable list (see `notes`). */
    languages: z.array(LanguageCodeSchema),
    notes: z.string().min(1).optional(),
    /** The page every number, code and address in this entry was checked against. */
    source_url: HttpsUrlSchema,
    /** Further pages read for this entry (an address, hours or languages the main page lacks). */
    also_checked: z.array(HttpsUrlSchema).optional(),
    verified_on: VerifiedOnSchema,
  })
  .refine((r) => r.kind === 'emergency' || r.phone || r.sms || r.url, {
    message: 'a crisis line or directory needs a phone, an SMS code or an address',
  })
  .refine((r) => r.phone_display === undefined || (r.phone && digits(r.phone_display) === digits(r.phone)), {
    message: 'phone_display must carry the same digits as phone',
    path: ['phone_display'],
  })
  .refine((r) => r.sms_keyword === undefined || r.sms !== undefined, {
    message: 'sms_keyword needs sms',
    path: ['sms_keyword'],
  });
export type CrisisResource = z.infer<typeof CrisisResourceSchema>;

/** A data-file entry: the lines themselves; the emergency number is mapped to a resource in code. */
const ListedResourceSchema = CrisisResourceSchema.refine((r) => r.kind !== 'emergency', {
  message: 'emergency numbers are country fields, not listed resources',
});

export const CountryResourcesSchema = z.object({
  name: z.string().min(1),
  emergency_number: DialableSchema,
  emergency_source_url: HttpsUrlSchema,
  emergency_verified_on: VerifiedOnSchema,
  emergency_notes: z.string().min(1).optional(),
  resources: z.array(ListedResourceSchema).min(1),
});
export type CountryResources = z.infer<typeof CountryResourcesSchema>;

/** Shown when the country is unknown: directories that cover many countries, and what to do in danger. */
export const InternationalResourcesSchema = z.object({
  name: z.string().min(1),
  emergency_guidance: z.string().min(1),
  emergency_guidance_source_url: HttpsUrlSchema,
  emergency_guidance_verified_on: VerifiedOnSchema,
  resources: z.array(ListedResourceSchema).min(1),
});
export type InternationalResources = z.infer<typeof InternationalResourcesSchema>;

export const CountriesSchema = z.record(CountryCodeSchema, CountryResourcesSchema);

export type ResourcesFile = {
  international: InternationalResources;
  countries: Record<string, CountryResources>;
};

/**
 * Splits the data file into its `INTL` entry and one entry per ISO country code, and validates both. It
 * throws on invalid data: a bad entry is a build error, caught by the tests before anything ships.
 */
export function parseResourcesFile(raw: unknown): ResourcesFile {
  const { INTL, ...countries } = z.record(z.string(), z.unknown()).parse(raw);
  return {
    international: InternationalResourcesSchema.parse(INTL),
    countries: CountriesSchema.parse(countries),
  };
}
