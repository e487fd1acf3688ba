// The consumer's bindings and typed configuration. Bindings = `wrangler types` output plus the
// secrets it may read (not in wrangler.toml, so the generated Env cannot see them; .dev.vars.example
// lists them). Vars are parsed once per env object (@solace/contracts `createConfigReader`, shared with
// the API); a malformed var is an operator error: the batch throws (and is retried), never a silent default.
import { createConfigReader } from '@solace/contracts';
import { z } from 'zod';

export interface Secrets {
  HEYGEN_API_KEY?: string;
  DID_API_KEY?: string;
  /** Signs the per-video D-ID webhook URL; without it D-ID jobs are polled only. */
  DID_WEBHOOK_SECRET?: string;
  /** Non-secret provider settings that are only needed when VIDEO_PROVIDER is external (see provider.ts). */
  HEYGEN_BASE_URL?: string;
  HEYGEN_AVATAR_MAP?: string;
  HEYGEN_VOICE_MAP?: string;
  DID_BASE_URL?: string;
  DID_SOURCE_URL_MAP?: string;
  DID_VOICE_MAP?: string;
  VIDEO_PROVIDER_TIMEOUT_MS?: string;
}

/** AI is declared only for deployed environments (under wrangler dev it would need an account). */
export type Bindings = Env & Secrets & { AI?: Ai };

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

export const getConfig: (env: Bindings) => ConsumerConfig = createConfigReader(ConfigSchema, 'consumer');
