// Builds the VideoProvider the consumer renders with, from VIDEO_PROVIDER and its secrets, through the
// same providerConfigFromVars the API worker uses so both agree. Embedded by default (renderClip
// from @solace/renderer, optionally with Workers AI speech). Also builds the per-video webhook URL
// for external providers when PUBLIC_API_URL is set.
import {
  createProvider,
  createWorkersAiSpeech,
  providerConfigFromVars,
  type Result,
  signDidWebhookUrl,
  type VideoProvider,
} from '@solace/providers';
import { renderClip } from '@solace/renderer';
import type { Bindings, ConsumerConfig } from './config';

function varsOf(env: Bindings): Record<string, string | undefined> {
  const vars: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(env)) if (typeof value === 'string') vars[name] = value;
  return vars;
}

export function buildProvider(env: Bindings, config: ConsumerConfig): Result<VideoProvider> {
  const speech =
    env.AI && config.TTS_AI_MODEL !== '' ? createWorkersAiSpeech(env.AI, config.TTS_AI_MODEL) : undefined;
  return createProvider(providerConfigFromVars(varsOf(env)), {
    // Wrapped so the providers' calls keep the worker's global `this`.
    fetch: (input, init) => fetch(input, init),
    renderClip,
    ...(speech ? { speech } : {}),
    now: () => Date.now(),
  });
}

/** Where the API worker receives this provider's completion webhooks (see its routes/webhooks.ts). */
const WEBHOOK_PATH = '/api/v1/liveavatar/webhooks';

/**
 * The callback URL for one video, or undefined (polling only) when PUBLIC_API_URL is empty or, for
 * D-ID, no DID_WEBHOOK_SECRET is set: D-ID does not sign webhooks, so its URL must carry our token.
 */
export function webhookUrlFor(
  env: Bindings,
  config: ConsumerConfig,
  provider: VideoProvider,
): ((videoId: string) => Promise<string | undefined>) | undefined {
  if (config.PUBLIC_API_URL === '') return undefined;
  const base = config.PUBLIC_API_URL.replace(/\/+$/, '');
  if (provider.name === 'heygen') return async () => `${base}${WEBHOOK_PATH}/heygen/`;
  if (provider.name === 'd-id') {
    const secret = env.DID_WEBHOOK_SECRET ?? '';
    if (secret === '') return undefined;
    return (videoId) => signDidWebhookUrl(`${base}${WEBHOOK_PATH}/d-id/`, videoId, secret);
  }
  return undefined;
}
