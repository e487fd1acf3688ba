/** Workers Rate Limiting binding → DRF-style 429 with `Retry-After`. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { throttled } from './api-error';

/** The `period` of every [[ratelimits]] binding in wrangler.toml; the binding cannot report it. */
export const LIMIT_PERIOD_SECONDS = 60;

export async function enforceRateLimit(
  limiter: RateLimit,
  key: string,
  periodSeconds = LIMIT_PERIOD_SECONDS,
): Promise<void> {
  const { success } = await limiter.limit({ key });
  // The binding does not say when the window resets; the period is the honest upper bound.
  if (!success) throw throttled(periodSeconds);
}

export interface RateLimitTarget {
  limiter: RateLimit;
  key: string;
}

/**
 * The same check as route middleware, placed before the body guard and validator: a throttled client
 * costs no body reading, and is throttled whatever it sends.
 */
export function rateLimit(
  target: (c: Context<AppEnv>) => RateLimitTarget,
  periodSeconds = LIMIT_PERIOD_SECONDS,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { limiter, key } = target(c);
    await enforceRateLimit(limiter, key, periodSeconds);
    await next();
  });
}

/** The client address Cloudflare saw; local development has none, so all local calls share one key. */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? '127.0.0.1';
}
