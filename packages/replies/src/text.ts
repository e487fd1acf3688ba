// Small text helpers shared by the checker and the composer. Counting rules are deliberately simple and
// match how the text will be spoken: words are whitespace-separated tokens with a letter or digit in them,
// sentences end at . ! or ? followed by a space or the end.

/** Lowercase, curly quotes folded, apostrophes dropped ("can't" → "cant"), everything else a single space. */
export function normalizeForMatch(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

export function countSentences(text: string): number {
  return splitSentences(text).length;
}

export function countQuestions(text: string): number {
  return splitSentences(text).filter((sentence) => sentence.endsWith('?')).length;
}

/** Collapses runs of whitespace (including newlines a model may emit) into single spaces. */
export function squashSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The form two reply texts are compared in when deciding whether one repeats the other: normalizeForMatch
 * for every script (its a–z would reduce a Chinese or Russian reply to nothing).
 */
export function replyKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
