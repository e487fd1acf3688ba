// What each floor entry's `src` refers to. Every language file was written from these sources by the
// team, without a native speaker's review: until one signs a language off, its figures in the lab's
// languages report are the evidence for it.
import type { FloorSource } from '../floors';

export const FLOOR_SOURCES: Readonly<Record<FloorSource, string>> = {
  'en-floor':
    'A rendering of the English floors (src/lexicon, src/method-request.ts, src/crisis-evidence.ts): ' +
    'the same kinds of statement, in the first person, in the inflections people write.',
  'who-signs':
    'The warning signs in WHO, "Preventing suicide: a global imperative" (2014) and "LIVE LIFE" (2021): ' +
    'talking about wanting to die, looking for a way, saying goodbye, giving things away.',
  idiom: "The language's everyday expression of being at the end of one's tether, as Wiktionary glosses it.",
  slang: 'Internet euphemisms for suicide or self-harm in that language, as Wiktionary lists them.',
};
