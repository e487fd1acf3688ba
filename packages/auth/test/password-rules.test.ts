// Django's password validators: each rule and its exact message, the similarity algorithm, the list.
import { describe, expect, it } from 'vitest';
import {
  commonPasswordCount,
  isCommonPassword,
  PASSWORD_MESSAGES,
  quickRatio,
  validatePassword,
} from '../src/password-rules';

const USER = { name: 'Alice Smith', email: 'alice.smith@example.com' };

describe('password rules', () => {
  it('uses Django words', () => {
    expect(PASSWORD_MESSAGES.tooShort).toBe(
      'This password is too short. It must contain at least 8 characters.',
    );
    expect(PASSWORD_MESSAGES.tooCommon).toBe('This password is too common.');
    expect(PASSWORD_MESSAGES.entirelyNumeric).toBe('This password is entirely numeric.');
    expect(PASSWORD_MESSAGES.similarTo('email address')).toBe(
      'The password is too similar to the email address.',
    );
    expect(PASSWORD_MESSAGES.similarTo('name')).toBe('The password is too similar to the name.');
  });

  it('accepts a reasonable password', () => {
    expect(validatePassword('Tr0ub4dor&3-quiet-river', USER)).toEqual([]);
  });

  it('enforces the length bounds in code points', () => {
    expect(validatePassword('Zq7#kLp', USER)).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(validatePassword('Zq7#kLp!', USER)).toEqual([]);
    expect(validatePassword('😀😀😀😀😀😀😀', USER)).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(validatePassword('a'.repeat(128).replace(/^a{3}/, 'Zq7'), USER)).toEqual([]);
    expect(validatePassword(`Zq7${'w'.repeat(126)}`, USER)).toEqual([
      'This password is too long. It must contain at most 128 characters.',
    ]);
  });

  it('rejects common passwords case-insensitively and after trimming', () => {
    expect(validatePassword('password', USER)).toEqual([PASSWORD_MESSAGES.tooCommon]);
    expect(validatePassword('  PassWord1 ', USER)).toEqual([PASSWORD_MESSAGES.tooCommon]);
    expect(validatePassword('sunshine', {})).toEqual([PASSWORD_MESSAGES.tooCommon]);
  });

  it('reports every failing rule in Django order', () => {
    expect(validatePassword('12345', USER)).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.tooCommon,
      PASSWORD_MESSAGES.entirelyNumeric,
    ]);
    expect(validatePassword('90417253886', USER)).toEqual([PASSWORD_MESSAGES.entirelyNumeric]);
  });

  it('rejects passwords too similar to the email or the name', () => {
    expect(validatePassword('examplecom', USER)).toEqual([
      'The password is too similar to the email address.',
    ]);
    expect(validatePassword('smithalice', USER)).toEqual(['The password is too similar to the name.']);
    expect(validatePassword('Jonathan99', { name: 'Jonathan Doe', email: 'jd@x.io' })).toEqual([
      'The password is too similar to the name.',
    ]);
    // quick_ratio of 'smith2024!' against 'smith' is 0.667: below Django's 0.7.
    expect(validatePassword('smith2024!', USER)).toEqual([]);
  });

  it('checks each part of an attribute split on non-word characters', () => {
    // quick_ratio against 'ann-smith' is 0.56, against its part 'smith' 0.71: the part decides.
    expect(validatePassword('xxsmithxx', { name: 'Ann-Smith', email: 'a@b.io' })).toEqual([
      'The password is too similar to the name.',
    ]);
  });

  it('implements difflib quick_ratio', () => {
    expect(quickRatio('', '')).toBe(1);
    expect(quickRatio('abc', '')).toBe(0);
    expect(quickRatio('abcd', 'bcda')).toBe(1);
    expect(quickRatio('alice.smith', 'alice.smith@example.com')).toBeCloseTo(0.647, 3);
    expect(quickRatio('aab', 'abb')).toBeCloseTo(4 / 6, 10);
  });

  it('ships a real list of at least 10,000 common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('Tr0ub4dor&3-quiet-river')).toBe(false);
  });
});
