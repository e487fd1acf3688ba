/**
 * If-Match for the safety plan (RFC 9110 §13.1.1), with versions as ETags (`"3"`). Absent is allowed only
 * while no plan exists (a first write); `*` matches any stored plan and never the absence of one; a list
 * matches when any of its tags names the stored version. Weak tags (`W/"3"`) compare by their value,
 * which here is the version either way.
 */
import { ERROR_CODES } from '@solace/contracts';
import { ApiError } from '../http/api-error';

export function preconditionFailed(): ApiError {
  return new ApiError(
    412,
    ERROR_CODES.PRECONDITION_FAILED,
    'The safety plan changed since you read it. Read it again, then save your changes.',
  );
}

export function preconditionRequired(): ApiError {
  return new ApiError(
    428,
    ERROR_CODES.PRECONDITION_REQUIRED,
    'Send If-Match with the version you read, so that no change made elsewhere is overwritten.',
  );
}

export type Precondition = { kind: 'none' } | { kind: 'any' } | { kind: 'versions'; versions: number[] };

export function parseIfMatch(header: string | undefined): Precondition {
  if (header === undefined || header.trim() === '') return { kind: 'none' };
  if (header.trim() === '*') return { kind: 'any' };
  const versions = header
    .split(',')
    .map((tag) => /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(tag)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
  return { kind: 'versions', versions };
}

/**
 * The version a write must find, given what is stored now (0: nothing): a number, or undefined for
 * "whatever is stored" (`*`). Throws the 412 or 428 when the write must not happen.
 */
export function expectedVersion(precondition: Precondition, stored: number): number | undefined {
  switch (precondition.kind) {
    case 'none':
      if (stored !== 0) throw preconditionRequired();
      return 0;
    case 'any':
      if (stored === 0) throw preconditionFailed();
      return undefined;
    case 'versions':
      if (!precondition.versions.includes(stored)) throw preconditionFailed();
      return stored;
  }
}
