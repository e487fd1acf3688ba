/**
 * The API worker's provider and webhook URL, through @solace/providers' providerFromEnv / webhookUrlFor
 * (the consumer uses the same two), with the renderer loaded lazily.
 */
import {
  type AiRunner,
  type ProviderName,
  providerFromEnv,
  type RenderClipFn,
  type Result,
  type VideoProvider,
  webhookUrlFor as webhookUrl,
} from '@solace/providers';
import type { Config } from '../config';
import type { Bindings } from '../env';

/**
 * The renderer (and mediabunny under it) is loaded on first use: only the synchronous render path and
 * the catalog need it, so accounts, chat and clip downloads start without evaluating it.
 */
export function loadRenderer(): Promise<typeof import('@solace/renderer')> {
  return import('@solace/renderer');
}

const lazyRenderClip: RenderClipFn = async (options) => (await loadRenderer()).renderClip(options);

/** The provider named by VIDEO_PROVIDER, or `name` when a webhook route needs one in particular. */
export function buildProvider(env: Bindings, config: Config, name?: ProviderName): Result<VideoProvider> {
  return providerFromEnv(env, {
    renderClip: lazyRenderClip,
    // Wrapped so the providers' calls keep the worker's global `this`.
    fetch: (input, init) => fetch(input, init),
    ...(env.AI !== undefined ? { ai: env.AI as unknown as AiRunner } : {}),
    ttsModel: config.TTS_AI_MODEL,
    ...(name !== undefined ? { name } : {}),
  });
}

export function webhookUrlFor(env: Bindings, config: Config, provider: VideoProvider) {
  return webhookUrl(
    { publicApiUrl: config.PUBLIC_API_URL, didWebhookSecret: env.DID_WEBHOOK_SECRET ?? '' },
    provider.name,
  );
}
