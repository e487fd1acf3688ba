// Maps provider failures to the fixed, public-safe sentences stored in videos.error and shown to
// the owner. Provider messages can quote upstream bodies or URLs, so they are never stored.
import type { ProviderError, ProviderErrorKind } from '@solace/providers';

const MESSAGES: Record<ProviderErrorKind, string> = {
  rate_limited: 'The video service is busy. Please try again shortly.',
  unavailable: 'The video service is unavailable right now.',
  rejected: 'The video service could not accept this request.',
  malformed: 'The video service returned an unexpected response.',
  failed: 'The video could not be rendered.',
  expired_result: 'The rendered video expired before it could be stored.',
};

export const TIMED_OUT_MESSAGE = 'The video took too long to render and timed out.';
export const DEAD_LETTER_MESSAGE = 'The video could not be rendered after several attempts.';

export function publicErrorMessage(error: ProviderError): string {
  return MESSAGES[error.kind];
}

/**
 * Transient failures are worth another delivery; everything else is final. `expired_result` is final
 * because the job's result is gone: resubmitting would render (and bill) a second job.
 */
export function isRetryable(error: ProviderError): boolean {
  return error.kind === 'rate_limited' || error.kind === 'unavailable';
}
