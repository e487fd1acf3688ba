/**
 * Field validation with DRF's words. Schemas are zod objects built from these field helpers; a failed
 * parse becomes a 400 with one key per field holding a list of messages.
 */
import { z } from '@hono/zod-openapi';
import { fieldErrors } from './api-error';

const REQUIRED = 'This field is required.';
const BLANK = 'This field may not be blank.';

export interface StringFieldOptions {
  /** DRF's CharField trims by default. */
  trim?: boolean;
  maxLength?: number;
}

function baseString() {
  return z.string({
    error: (issue) => (issue.input === undefined ? REQUIRED : 'Not a valid string.'),
  });
}

/** A required, non-blank string. */
export function requiredString({ trim = true, maxLength }: StringFieldOptions = {}) {
  let inner = z.string().min(1, BLANK);
  if (maxLength !== undefined) {
    inner = inner.max(maxLength, `Ensure this field has no more than ${maxLength} characters.`);
  }
  return baseString()
    .transform((v) => (trim ? v.trim() : v))
    .pipe(inner);
}

/** An optional string; `null` and absent both read as undefined. */
export function optionalString(options: StringFieldOptions = {}) {
  return z.preprocess((v) => (v === null ? undefined : v), requiredString(options).optional());
}

/**
 * A request member documented as a string but accepted as anything: for fields a handler checks itself
 * (with its own DRF messages, or as a credential that must fail as 403, not 400).
 */
export function documentedString(meta: Record<string, unknown> = {}) {
  return z
    .unknown()
    .optional()
    .openapi({ type: 'string', ...meta });
}

/** DRF's 400 body from zod issues: one key per top-level field, `non_field_errors` for the rest. */
export function fieldErrorsFrom(issues: readonly z.core.$ZodIssue[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : 'non_field_errors';
    const list = fields[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    fields[key] = list;
  }
  return fieldErrors(fields);
}
