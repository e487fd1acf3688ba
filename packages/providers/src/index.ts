// @solace/providers: the video provider layer. Pure and runtime-neutral: fetch, time and the
// renderer are passed in; every failure is a tagged ProviderError, never a thrown exception.
export {
  createProvider,
  type ProviderConfig,
  ProviderConfigSchema,
  type ProviderDeps,
  providerConfigFromVars,
} from './config';
export { createDidProvider, DID_DEFAULT_BASE_URL, type DidProviderOptions } from './did';
export {
  createDidWebhookVerifier,
  DID_WEBHOOK_TOKEN_PARAM,
  DID_WEBHOOK_VIDEO_PARAM,
  type DidWebhookVerifierOptions,
  didWebhookToken,
  signDidWebhookUrl,
} from './did-webhook';
export { type ClipCacheKeyInput, clipCacheKey, constantTimeEqual, hmacSha256Hex, sha256Hex } from './digest';
export { DEFAULT_DOWNLOAD_TIMEOUT_MS, DEFAULT_MAX_CLIP_BYTES } from './download';
export {
  createEmbeddedProvider,
  type EmbeddedProviderOptions,
  type RenderClipFn,
  type RenderClipOptions,
  type RenderClipResult,
  type SpeechFn,
} from './embedded';
export {
  type ProviderFromEnvOptions,
  providerFromEnv,
  WEBHOOK_PATH,
  type WebhookUrlOptions,
  webhookUrlFor,
} from './from-env';
export { createHeygenProvider, HEYGEN_DEFAULT_BASE_URL, type HeygenProviderOptions } from './heygen';
export {
  createHeygenWebhookVerifier,
  HEYGEN_LEGACY_SIGNATURE_HEADER,
  HEYGEN_SIGNATURE_HEADER,
  HEYGEN_TIMESTAMP_HEADER,
  type HeygenWebhookVerifierOptions,
} from './heygen-webhook';
export { DEFAULT_RETRY_AFTER_SECONDS, DEFAULT_TIMEOUT_MS, parseRetryAfter } from './http';
export { readCapped } from './read-capped';
export { createResultHostCheck, DEFAULT_RESULT_HOSTS, resultHostsFor } from './result-hosts';
export type {
  ClipRequest,
  CreateOutcome,
  DownloadedClip,
  HttpProviderOptions,
  PollOutcome,
  ProviderError,
  ProviderErrorKind,
  ProviderName,
  Result,
  VideoProvider,
  WebhookEvent,
  WebhookVerifier,
} from './types';
export { type AiRunner, createWorkersAiSpeech } from './workers-ai-speech';
