// Crisis resources for a country, the emergency number first, then the lines that speak the person's
// language (when it is known), then the others in their reviewed order. Total by design: any input, including none
// or garbage, gets an answer (the international list), because the caller is about to show it to someone
// who may be in danger. The data is validated once, when the module loads.
import raw from './data/resources.json';
import {
  type CountryResources,
  type CrisisResource,
  type InternationalResources,
  parseResourcesFile,
} from './schema';

export type CrisisLookup = {
  /** The ISO 3166-1 alpha-2 code that matched, or `INTL` when none did. */
  country: string;
  resources: CrisisResource[];
};

export const INTERNATIONAL = 'INTL';

/** Codes people send that are not the ISO code of the country they mean. */
const ALIASES: ReadonlyMap<string, string> = new Map([['UK', 'GB']]);

const { international, countries } = parseResourcesFile(raw);

function emergencyFor(entry: CountryResources): CrisisResource {
  return {
    kind: 'emergency',
    name: 'Emergency services',
    phone: entry.emergency_number,
    phone_display: entry.emergency_number,
    hours: '24/7',
    languages: [],
    ...(entry.emergency_notes === undefined ? {} : { notes: entry.emergency_notes }),
    source_url: entry.emergency_source_url,
    verified_on: entry.emergency_verified_on,
  };
}

/** With no country there is no number to give, only the instruction to call the local one. */
function emergencyGuidance(entry: InternationalResources): CrisisResource {
  return {
    kind: 'emergency',
    name: 'Emergency services',
    hours: '24/7',
    languages: [],
    notes: entry.emergency_guidance,
    source_url: entry.emergency_guidance_source_url,
    verified_on: entry.emergency_guidance_verified_on,
  };
}

const BY_COUNTRY = new Map<string, readonly CrisisResource[]>(
  Object.entries(countries).map(([code, entry]) => [code, [emergencyFor(entry), ...entry.resources]]),
);
const INTERNATIONAL_RESOURCES: readonly CrisisResource[] = [
  emergencyGuidance(international),
  ...international.resources,
];

/** Every country with its own list, sorted; anything else gets the international list. */
export const SUPPORTED_COUNTRIES: readonly string[] = Object.freeze([...BY_COUNTRY.keys()].sort());

/** The ISO 639-1 code of a BCP 47 tag's primary subtag ("pt-BR" → "pt"), or undefined. */
export function primaryLanguage(language: string | null | undefined): string | undefined {
  const primary = typeof language === 'string' ? language.trim().split(/[-_]/)[0]?.toLowerCase() : '';
  return primary !== undefined && /^[a-z]{2}$/.test(primary) ? primary : undefined;
}

/** Emergency entries stay first; lines in the language come next, each group in its reviewed order. */
export function languageFirst(
  resources: readonly CrisisResource[],
  language: string | undefined,
): CrisisResource[] {
  if (language === undefined) return [...resources];
  const rank = (r: CrisisResource) => (r.kind === 'emergency' ? 0 : r.languages.includes(language) ? 1 : 2);
  // Array.prototype.sort is stable, so equal ranks keep the data's order.
  return [...resources].sort((a, b) => rank(a) - rank(b));
}

/**
 * The resources to show for a country code (case-insensitive, surrounding spaces ignored): the emergency
 * number first, then the crisis lines, those that speak `language` (a BCP 47 tag; only its primary
 * subtag counts) before the others. Unknown, missing or malformed codes get `INTL`. Never throws.
 */
export function resourcesFor(country: string | null | undefined, language?: string | null): CrisisLookup {
  const typed = typeof country === 'string' ? country.trim().toUpperCase() : '';
  const code = ALIASES.get(typed) ?? typed;
  const lang = primaryLanguage(language);
  const resources = BY_COUNTRY.get(code);
  // Each caller gets its own copy, so that one caller cannot change what the next one is shown.
  if (resources === undefined) {
    return {
      country: INTERNATIONAL,
      resources: structuredClone(languageFirst(INTERNATIONAL_RESOURCES, lang)),
    };
  }
  return { country: code, resources: structuredClone(languageFirst(resources, lang)) };
}
