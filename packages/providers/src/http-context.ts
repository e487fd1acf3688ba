// The request and download contexts every HTTP provider client (HeyGen, D-ID) builds from its options:
// one place for the defaults, and for keeping the API key out of every error message.
import { DEFAULT_DOWNLOAD_TIMEOUT_MS } from './download';
import { DEFAULT_TIMEOUT_MS, type HttpContext } from './http';
import type { HttpProviderOptions, ProviderName } from './types';

export function httpContexts(
  provider: ProviderName,
  opts: Pick<HttpProviderOptions, 'apiKey' | 'fetch' | 'timeoutMs' | 'downloadTimeoutMs' | 'now'>,
): { ctx: HttpContext; downloadCtx: HttpContext } {
  const ctx: HttpContext = {
    provider,
    fetch: opts.fetch,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: opts.now ?? Date.now,
    secrets: [opts.apiKey],
  };
  return { ctx, downloadCtx: { ...ctx, timeoutMs: opts.downloadTimeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS } };
}
