/**
 * The request bodies of the password routes and their checks, with signup's rules and Django's and
 * dj-rest-auth's words. Passwords are trimmed like every DRF CharField. The order mirrors DRF: each field
 * on its own first (required, then the password rules on `new_password`), then the pair (`confirm_password`
 * must match), and only then the checks that cost bcrypt work or a token look-up.
 */
import { z } from '@hono/zod-openapi';
import { validatePassword } from '@solace/auth';
import { legacyEmail, normalizeEmail } from '../auth/email';
import { EMAIL_MAX_LENGTH, isValidEmail, SIGNUP_MESSAGES } from '../auth/signup-fields';
import { fieldErrors } from '../http/api-error';
import { requiredString } from '../http/fields';

export const PASSWORD_FIELD_MESSAGES = {
  /** dj-rest-auth's PasswordChangeSerializer. */
  wrongOldPassword: 'Your old password was entered incorrectly. Please enter it again.',
  mismatch: SIGNUP_MESSAGES.mismatch,
  invalidToken: 'Invalid or expired token.',
  invalidEmail: SIGNUP_MESSAGES.invalidEmail,
} as const;

const EXAMPLE_PASSWORD = 'velvet-Harbor-91!';

export const PasswordChangeSchema = z
  .object({
    old_password: requiredString(),
    new_password: requiredString(),
    confirm_password: requiredString(),
  })
  .openapi('PasswordChange', {
    example: {
      old_password: 'the-current-one',
      new_password: EXAMPLE_PASSWORD,
      confirm_password: EXAMPLE_PASSWORD,
    },
  });

export const PasswordResetRequestSchema = z
  .object({ email: requiredString() })
  .openapi('PasswordResetRequest', { example: { email: 'ada@example.com' } });

export const PasswordResetConfirmSchema = z
  .object({
    token: requiredString().openapi({ description: 'The token from the reset link (after `#token=`).' }),
    new_password: requiredString(),
    confirm_password: requiredString(),
  })
  .openapi('PasswordResetConfirm', {
    example: {
      token: 'qL3mZt0n5V9fJ2cXw8yH1aR4sK7dE6gU0pB3iO5lN2M',
      new_password: EXAMPLE_PASSWORD,
      confirm_password: EXAMPLE_PASSWORD,
    },
  });

/** Throws the 400 for a new password that breaks signup's rules or does not match its confirmation. */
export function requireAcceptableNewPassword(
  newPassword: string,
  confirmPassword: string,
  user: { email: string; name: string },
): void {
  const problems = validatePassword(newPassword, user);
  if (problems.length > 0) throw fieldErrors({ new_password: problems });
  if (newPassword !== confirmPassword) {
    throw fieldErrors({ confirm_password: [PASSWORD_FIELD_MESSAGES.mismatch] });
  }
}

export function wrongOldPassword() {
  return fieldErrors({ old_password: [PASSWORD_FIELD_MESSAGES.wrongOldPassword] });
}

export function invalidResetToken() {
  return fieldErrors({ token: [PASSWORD_FIELD_MESSAGES.invalidToken] });
}

export interface ResetEmail {
  /** Normalised (auth/email.ts). */
  email: string;
  /** As stored before normalisation, so older rows are found too. */
  legacy: string;
}

/** The address of a reset request, checked like signup's; a 400 when it cannot be anyone's address. */
export function requireResetEmail(raw: string): ResetEmail {
  const email = normalizeEmail(raw);
  if (Array.from(raw).length > EMAIL_MAX_LENGTH) {
    throw fieldErrors({ email: [SIGNUP_MESSAGES.maxLength(EMAIL_MAX_LENGTH)] });
  }
  if (email === null || !isValidEmail(email)) {
    throw fieldErrors({ email: [PASSWORD_FIELD_MESSAGES.invalidEmail] });
  }
  return { email, legacy: legacyEmail(raw) };
}
