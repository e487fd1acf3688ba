// The consumer's typed configuration, parsed from vars once per env object. A malformed var is an
// operator error: the batch throws (and is retried), it is never replaced by a silent default.
import { z } from 'zod';
import type { Bindings } from './env';

const positive = z.coerce.number().int().positive();

const ConfigSchema = z.object({
  VIDEO_PROVIDER: z.enum(['embedded', 'heygen', 'd-id']),
  RENDER_MAX_POLLS: positive,
  RENDER_POLL_BASE_SECONDS: positive,
  TTS_AI_MODEL: z.string().default(''),
  /** Base URL of the API worker for provider webhooks; empty = polling only. */
  PUBLIC_API_URL: z.union([z.literal(''), z.url()]).default(''),
});

export type ConsumerConfig = z.infer<typeof ConfigSchema>;

const cache = new WeakMap<object, ConsumerConfig>();

export function getConfig(env: Bindings): ConsumerConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    // Names only: values may be secrets.
    const names = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid consumer configuration: ${names}`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}
