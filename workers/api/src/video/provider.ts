/**
 * Builds the configured VideoProvider from the worker's vars and secrets, with the same var names the
 * consumer worker reads (providerConfigFromVars), so both sides agree on what "the provider" is.
 * A missing API key is not papered over with the embedded renderer: it comes back as a `rejected` result
 * and the caller answers 503 video_unavailable with the transcript.
 */
import {
  createProvider,
  createWorkersAiSpeech,
  type ProviderName,
  providerConfigFromVars,
  type RenderClipFn,
  type Result,
  signDidWebhookUrl,
  type VideoProvider,
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

function varsOf(env: Bindings): Record<string, string | undefined> {
  const vars: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(env)) {
    if (typeof value === 'string') vars[name] = value;
  }
  return vars;
}

/** The provider named by VIDEO_PROVIDER, or `name` when a webhook route needs one in particular. */
export function buildProvider(env: Bindings, config: Config, name?: ProviderName): Result<VideoProvider> {
  const vars = varsOf(env);
  if (name !== undefined) vars.VIDEO_PROVIDER = name;
  const speech =
    env.AI !== undefined && config.TTS_AI_MODEL !== ''
      ? createWorkersAiSpeech(env.AI, config.TTS_AI_MODEL)
      : undefined;
  return createProvider(providerConfigFromVars(vars), {
    // Wrapped so the providers' calls keep the worker's global `this`.
    fetch: (input, init) => fetch(input, init),
    renderClip: lazyRenderClip,
    ...(speech !== undefined ? { speech } : {}),
    now: () => Date.now(),
  });
}

/** routes/webhooks.ts, under the API base. */
const WEBHOOK_PATH = '/api/v1/liveavatar/webhooks';

/**
 * The completion-webhook URL for one video, as the consumer builds it: none (polling only) without
 * PUBLIC_API_URL, or for D-ID without DID_WEBHOOK_SECRET, whose token its unsigned webhooks must carry.
 */
export function webhookUrlFor(
  env: Bindings,
  config: Config,
  provider: VideoProvider,
): ((videoId: string) => Promise<string | undefined>) | undefined {
  if (config.PUBLIC_API_URL === '') return undefined;
  const base = config.PUBLIC_API_URL.replace(/\/+$/, '');
  switch (provider.name) {
    case 'heygen':
      return async () => `${base}${WEBHOOK_PATH}/heygen/`;
    case 'd-id': {
      const secret = env.DID_WEBHOOK_SECRET ?? '';
      if (secret === '') return undefined;
      return (videoId) => signDidWebhookUrl(`${base}${WEBHOOK_PATH}/d-id/`, videoId, secret);
    }
    case 'embedded':
      return undefined;
  }
}
