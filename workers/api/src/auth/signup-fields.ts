// Signup input validation with DRF's and Django's words. Every field is checked and every message
// collected (DRF reports all fields at once); the cross-field password mismatch is reported under
// non_field_errors only when each field is valid on its own, as DRF's validate() runs after the fields.

import { z } from '@hono/zod-openapi';
import { validatePassword } from '@solace/auth';
import { documentedString, requiredString } from '../http/fields';
import { legacyEmail, normalizeEmail } from './email';

export const SIGNUP_MESSAGES = {
  invalidEmail: 'Enter a valid email address.',
  duplicateEmail: 'A user is already registered with this e-mail address.',
  controlCharacters: 'This field may not contain control characters.',
  mismatch: "The two password fields didn't match.",
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
} as const;

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 150;

export interface SignupInput {
  /** Normalised (email.ts). */
  email: string;
  /** As stored before normalisation, for finding older rows. */
  legacyEmail: string;
  name: string;
  password: string;
}

export type SignupCheck = { ok: true; input: SignupInput } | { ok: false; errors: Record<string, string[]> };

// Django's EmailValidator, minus quoted local parts and IP literals: a dot-atom local part and a domain
// of LDH labels ending in a TLD of 2+ characters. Checked on the normalised address (email.ts), whose
// domain is already in its ASCII (IDNA) form.
const LOCAL_PART = /^[-!#$%&'*+/=?^_`{}|~0-9a-z]+(\.[-!#$%&'*+/=?^_`{}|~0-9a-z]+)*$/;
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

export function isValidEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64 || domain.endsWith('-')) return false;
  return LOCAL_PART.test(local) && DOMAIN.test(domain);
}

const codePoints = (value: string) => Array.from(value).length;

/** The rules of a (trimmed, non-blank) name beyond being a string: signup's and the profile update's. */
export function nameErrors(name: string): string[] {
  const problems: string[] = [];
  if (codePoints(name) > NAME_MAX_LENGTH) problems.push(SIGNUP_MESSAGES.maxLength(NAME_MAX_LENGTH));
  if (/\p{Cc}/u.test(name)) problems.push(SIGNUP_MESSAGES.controlCharacters);
  return problems;
}

function stringField(value: unknown, key: string, errors: Record<string, string[]>): string | undefined {
  const parsed = requiredString().safeParse(value);
  if (parsed.success) return parsed.data;
  errors[key] = parsed.error.issues.map((issue) => issue.message);
  return undefined;
}

export function checkSignup(body: Record<string, unknown>): SignupCheck {
  const errors: Record<string, string[]> = {};
  const rawEmail = stringField(body.email, 'email', errors);
  const name = stringField(body.name, 'name', errors);
  const password = stringField(body.password, 'password', errors);
  const confirm = stringField(body.confirm_password, 'confirm_password', errors);

  // Normalised in full (NFKC, IDNA, lower case), not only the domain lower-cased as Django does: one
  // account per mailbox, whatever look-alike spelling of it arrives.
  const email = rawEmail === undefined ? undefined : (normalizeEmail(rawEmail) ?? '');
  if (rawEmail !== undefined && email !== undefined) {
    if (codePoints(rawEmail) > EMAIL_MAX_LENGTH || codePoints(email) > EMAIL_MAX_LENGTH)
      errors.email = [SIGNUP_MESSAGES.maxLength(EMAIL_MAX_LENGTH)];
    else if (!isValidEmail(email)) errors.email = [SIGNUP_MESSAGES.invalidEmail];
  }
  if (name !== undefined) {
    const problems = nameErrors(name);
    if (problems.length > 0) errors.name = problems;
  }
  if (password !== undefined) {
    const passwordErrors = validatePassword(password, { email, name });
    if (passwordErrors.length > 0) errors.password = passwordErrors;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (email === undefined || name === undefined || password === undefined || confirm === undefined) {
    return { ok: false, errors: { non_field_errors: ['Invalid input.'] } };
  }
  if (password !== confirm) return { ok: false, errors: { non_field_errors: [SIGNUP_MESSAGES.mismatch] } };
  return { ok: true, input: { email, legacyEmail: legacyEmail(rawEmail ?? ''), name, password } };
}

const SIGNUP_EXAMPLE = {
  email: 'ada@example.com',
  name: 'Ada',
  password: 'velvet-Harbor-91!',
  confirm_password: 'velvet-Harbor-91!',
};

/**
 * The signup body for the route validator: documented field by field, checked by `checkSignup` as a
 * whole so that every field's messages arrive together and the cross-field checks keep DRF's order.
 */
export const SignupSchema = z
  .object({
    email: documentedString({ format: 'email', maxLength: EMAIL_MAX_LENGTH }),
    name: documentedString({ maxLength: NAME_MAX_LENGTH }),
    password: documentedString({
      minLength: 8,
      description:
        "Django's validators: at least 8 characters, not common, not all digits, not like the email.",
    }),
    confirm_password: documentedString({ description: 'Must equal `password`.' }),
  })
  .openapi({ required: ['email', 'name', 'password', 'confirm_password'] })
  .transform((body, ctx) => {
    const checked = checkSignup(body);
    if (checked.ok) return checked.input;
    for (const [field, messages] of Object.entries(checked.errors)) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return z.NEVER;
  })
  .openapi('SignupRequest', { example: SIGNUP_EXAMPLE });
