// Django's default password validators with Django's exact messages, in Django's default order
// (UserAttributeSimilarity, MinimumLength, CommonPassword, Numeric), plus a maximum length that Django
// lacks (bcrypt work and request size stay bounded). Lengths count code points, as Python's len() does.
// Returns every message, like django.contrib.auth.password_validation.validate_password.

import { COMMON_PASSWORDS_TEXT } from './data/common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Django's UserAttributeSimilarityValidator.DEFAULT_MAX_SIMILARITY. */
export const MAX_SIMILARITY = 0.7;

export const PASSWORD_MESSAGES = {
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `This password is too long. It must contain at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common.',
  entirelyNumeric: 'This password is entirely numeric.',
  similarTo: (verboseName: string) => `The password is too similar to the ${verboseName}.`,
} as const;

export interface PasswordUserAttributes {
  name?: string | null;
  email?: string | null;
}

// Attribute name → Django-style verbose name, in the order Django checks first_name before email.
const USER_ATTRIBUTES: ReadonlyArray<readonly [keyof PasswordUserAttributes, string]> = [
  ['name', 'name'],
  ['email', 'email address'],
];

let commonPasswords: Set<string> | undefined;

/** The list is parsed on first use, not at module load, so isolates that never sign up skip the cost. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords.has(password.toLowerCase().trim());
}

export function commonPasswordCount(): number {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords.size;
}

/**
 * difflib.SequenceMatcher(a, b).quick_ratio(): an upper bound on ratio() from the multiset
 * intersection of characters, 2 * matches / (len(a) + len(b)). Junk heuristics play no part in it.
 */
export function quickRatio(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  const length = left.length + right.length;
  if (length === 0) return 1;
  const available = new Map<string, number>();
  for (const char of right) available.set(char, (available.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of left) {
    const count = available.get(char) ?? 0;
    available.set(char, count - 1);
    if (count > 0) matches++;
  }
  return (2 * matches) / length;
}

/** Django's exceeds_maximum_length_ratio: skip a short attribute part against a much longer password. */
function exceedsMaximumLengthRatio(passwordLength: number, value: string): boolean {
  const valueLength = Array.from(value).length;
  const lengthBoundSimilarity = (MAX_SIMILARITY / 2) * passwordLength;
  return passwordLength >= 10 * valueLength && valueLength < lengthBoundSimilarity;
}

// Python's `\W` on str: anything that is not a letter, a number or an underscore.
const NON_WORD = /[^\p{L}\p{N}_]+/u;

function similarAttribute(password: string, user: PasswordUserAttributes): string | null {
  const lowered = password.toLowerCase();
  const passwordLength = Array.from(lowered).length;
  for (const [attribute, verboseName] of USER_ATTRIBUTES) {
    const value = user[attribute];
    if (typeof value !== 'string' || value.length === 0) continue;
    const valueLower = value.toLowerCase();
    const parts = [...valueLower.split(NON_WORD), valueLower];
    for (const part of parts) {
      if (exceedsMaximumLengthRatio(passwordLength, part)) continue;
      if (quickRatio(lowered, part) >= MAX_SIMILARITY) return verboseName;
    }
  }
  return null;
}

export function validatePassword(password: string, user: PasswordUserAttributes = {}): string[] {
  const messages: string[] = [];
  const similar = similarAttribute(password, user);
  if (similar !== null) messages.push(PASSWORD_MESSAGES.similarTo(similar));
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) messages.push(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) messages.push(PASSWORD_MESSAGES.tooLong);
  if (isCommonPassword(password)) messages.push(PASSWORD_MESSAGES.tooCommon);
  if (/^\p{Nd}+$/u.test(password)) messages.push(PASSWORD_MESSAGES.entirelyNumeric);
  return messages;
}
