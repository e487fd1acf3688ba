// The consumer's provider and webhook URL, through @solace/providers' providerFromEnv / webhookUrlFor
// (the API worker uses the same two), with the renderer imported directly: rendering is this worker's job.
import {
  type AiRunner,
  providerFromEnv,
  type Result,
  type VideoProvider,
  webhookUrlFor as webhookUrl,
} from '@solace/providers';
import { renderClip } from '@solace/renderer';
import type { Bindings, ConsumerConfig } from './config';

export function buildProvider(env: Bindings, config: ConsumerConfig): Result<VideoProvider> {
  return providerFromEnv(env, {
    renderClip,
    // Wrapped so the providers' calls keep the worker's global `this`.
    fetch: (input, init) => fetch(input, init),
    ...(env.AI ? { ai: env.AI as unknown as AiRunner } : {}),
    ttsModel: config.TTS_AI_MODEL,
  });
}

export function webhookUrlFor(env: Bindings, config: ConsumerConfig, provider: VideoProvider) {
  return webhookUrl(
    { publicApiUrl: config.PUBLIC_API_URL, didWebhookSecret: env.DID_WEBHOOK_SECRET ?? '' },
    provider.name,
  );
}
