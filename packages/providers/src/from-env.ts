// Building "the provider" from a worker's env, and the completion-webhook URL for one video: one copy for
// both workers (the API renders in the request and receives webhooks; the consumer renders and polls),
// so they cannot disagree on names, maps, speech or where webhooks go. Runtime-neutral: the caller
// passes fetch, the renderer and the AI binding.
import { createProvider, providerConfigFromVars } from './config';
import { signDidWebhookUrl } from './did-webhook';
import type { RenderClipFn } from './embedded';
import type { ProviderName, Result, VideoProvider } from './types';
import { type AiRunner, createWorkersAiSpeech } from './workers-ai-speech';

/** video/webhook-routes.ts of the API worker, under its base path. */
export const WEBHOOK_PATH = '/api/v1/liveavatar/webhooks';

export interface ProviderFromEnvOptions {
  renderClip: RenderClipFn;
  fetch: typeof fetch;
  /** The Workers AI binding, when the environment has one; speech also needs ttsModel. */
  ai?: AiRunner;
  ttsModel?: string;
  /** A provider in particular (a webhook route), instead of VIDEO_PROVIDER. */
  name?: ProviderName;
  now?: () => number;
}

/** The string-valued entries of a worker env: its vars and secrets. */
function varsOf(env: object): Record<string, string | undefined> {
  const vars: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(env)) if (typeof value === 'string') vars[name] = value;
  return vars;
}

/**
 * The provider named by VIDEO_PROVIDER (or `options.name`). A missing API key is not papered over with
 * the embedded renderer: it comes back `rejected`, and the caller answers or retries accordingly.
 */
export function providerFromEnv(env: object, options: ProviderFromEnvOptions): Result<VideoProvider> {
  const vars = varsOf(env);
  if (options.name !== undefined) vars.VIDEO_PROVIDER = options.name;
  const speech =
    options.ai !== undefined && (options.ttsModel ?? '') !== ''
      ? createWorkersAiSpeech(options.ai, options.ttsModel ?? '')
      : undefined;
  return createProvider(providerConfigFromVars(vars), {
    fetch: options.fetch,
    renderClip: options.renderClip,
    ...(speech !== undefined ? { speech } : {}),
    now: options.now ?? (() => Date.now()),
  });
}

export interface WebhookUrlOptions {
  /** PUBLIC_API_URL; empty = no webhooks, polling only. */
  publicApiUrl: string;
  /** DID_WEBHOOK_SECRET: D-ID signs nothing, so its callback URL must carry our token. */
  didWebhookSecret?: string;
}

/** The callback URL for one video, or undefined (polling only) when webhooks cannot be used. */
export function webhookUrlFor(
  options: WebhookUrlOptions,
  provider: ProviderName,
): ((videoId: string) => Promise<string | undefined>) | undefined {
  if (options.publicApiUrl === '') return undefined;
  const base = options.publicApiUrl.replace(/\/+$/, '');
  switch (provider) {
    case 'heygen':
      return async () => `${base}${WEBHOOK_PATH}/heygen/`;
    case 'd-id': {
      const secret = options.didWebhookSecret ?? '';
      if (secret === '') return undefined;
      return (videoId) => signDidWebhookUrl(`${base}${WEBHOOK_PATH}/d-id/`, videoId, secret);
    }
    case 'embedded':
      return undefined;
  }
}
