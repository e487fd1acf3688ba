// The vetted replies in every language the safety layer reads besides English, as VettedReply entries:
// one per situation and language, id `<group>-1-<language>`. A verdict in one of these languages is
// answered in it; any other language (or none) gets the English set.
import type { VettedGroup, VettedReply } from './vetted';
import { ASIAN_VETTED } from './vetted-asian';
import { EUROPEAN_VETTED } from './vetted-european';

/**
 * The situations written in each language. A request to hurt someone is answered with the language's
 * `harm` text (a step away from the person, someone to talk to, a line), which declines without helping.
 */
export type TranslatedGroup = Exclude<VettedGroup, 'harm-request'>;

const TEXTS = { ...EUROPEAN_VETTED, ...ASIAN_VETTED };

export type VettedLanguage = keyof typeof TEXTS;

/** BCP 47 primary subtags with their own vetted texts (English is the default set in vetted.ts). */
export const VETTED_LANGUAGES: readonly VettedLanguage[] = Object.keys(TEXTS) as VettedLanguage[];

/** Crisis for imminent risk and threats with means or time; elevated for every other situation. */
const LEVELS: Readonly<Record<VettedGroup, VettedReply['level']>> = {
  crisis: 'crisis',
  'crisis-harm': 'crisis',
  acts: 'elevated',
  thoughts: 'elevated',
  other: 'elevated',
  harm: 'elevated',
  'harm-request': 'elevated',
  distress: 'elevated',
};

function withHarmRequest(texts: Readonly<Record<TranslatedGroup, string>>): [VettedGroup, string][] {
  return [...(Object.entries(texts) as [VettedGroup, string][]), ['harm-request', texts.harm]];
}

export const TRANSLATED_VETTED_REPLIES: readonly VettedReply[] = VETTED_LANGUAGES.flatMap((language) =>
  withHarmRequest(TEXTS[language]).map(([group, text]) => ({
    id: `${group}-1-${language}`,
    group,
    level: LEVELS[group],
    language,
    text,
  })),
);

/** The language a vetted reply is written in for a verdict's language tag: its own, else English. */
export function vettedLanguage(tag: string | undefined): VettedLanguage | 'en' {
  const primary = tag?.split('-')[0]?.toLowerCase();
  return primary !== undefined && (VETTED_LANGUAGES as readonly string[]).includes(primary)
    ? (primary as VettedLanguage)
    : 'en';
}
