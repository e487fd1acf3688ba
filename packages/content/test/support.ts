// Text measures shared by the catalog tests.

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Sentences end in . ! or ? (optionally inside a closing quote) followed by a space or the end. */
export const sentenceCount = (text: string): number =>
  text.split(/[.!?]["”)]?(?:\s+|$)/).filter(Boolean).length;

/** Words that would make the copy clinical or medical; the catalog is wellbeing support, not care. */
export const CLINICAL_WORDS =
  /\b(diagnos\w*|disorders?|medication|medicines?|prescri\w*|dosage|pills?|cures?|cured|therapy|therapist|symptoms?|treatment)\b/i;
