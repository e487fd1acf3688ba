// The provider contract shared by the embedded renderer and the external avatar-video APIs.
// Everything here is data: no I/O, no Env. Failures are tagged values, never exceptions,
// so the API worker and the consumer map them to public codes in one exhaustive switch.

export type ProviderName = 'embedded' | 'heygen' | 'd-id';

/** What the pipeline asks for. Ids are our public catalog ids; each provider maps them. */
export interface ClipRequest {
  videoId: string;
  transcript: string;
  avatarId: string;
  voiceId: string;
  /** Where the provider should post its completion webhook, if the caller accepts one. */
  callbackUrl?: string;
}

export type ProviderError =
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'unavailable'; message: string; retryAfterSeconds?: number }
  | { kind: 'rejected'; message: string }
  | { kind: 'malformed'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'expired_result'; message: string };

export type ProviderErrorKind = ProviderError['kind'];

export type Result<T> = { ok: true; value: T } | { ok: false; error: ProviderError };

export type CreateOutcome =
  | { kind: 'clip'; bytes: Uint8Array; contentType: 'video/mp4' }
  | { kind: 'job'; providerJobId: string };

export type PollOutcome =
  | { status: 'pending' | 'processing' }
  | { status: 'completed'; resultUrl: string }
  | { status: 'failed'; message: string };

/** A finished clip ready for a known-length R2 put. */
export interface DownloadedClip {
  body: ReadableStream<Uint8Array>;
  length: number;
  contentType: string;
}

/** What every external (HTTP) provider client takes; each adds its own id maps. */
export interface HttpProviderOptions {
  apiKey: string;
  baseUrl?: string;
  fetch: typeof fetch;
  /** Our public voice id → the provider's voice id. */
  voiceMap: Record<string, string>;
  timeoutMs?: number;
  downloadTimeoutMs?: number;
  maxClipBytes?: number;
  /**
   * Extra origin patterns finished clips may be downloaded from, beyond the provider's documented hosts
   * and the base URL's origin (see result-hosts.ts).
   */
  resultHosts?: readonly string[];
  now?: () => number;
}

export interface VideoProvider {
  readonly name: ProviderName;
  /** True when create() returns the clip itself (embedded); false when it returns a job to poll. */
  readonly synchronous: boolean;
  create(req: ClipRequest, opts: { idempotencyKey: string }): Promise<Result<CreateOutcome>>;
  poll(providerJobId: string): Promise<Result<PollOutcome>>;
  download(resultUrl: string): Promise<Result<DownloadedClip>>;
}

/** A verified completion notification. videoId is our id when the provider echoes it back. */
export interface WebhookEvent {
  providerJobId: string;
  outcome: PollOutcome;
  videoId?: string;
}

export interface WebhookVerifier {
  /**
   * requestUrl is the full URL the webhook was posted to. D-ID does not sign its webhooks, so
   * its verifier authenticates a per-video token carried in that URL; HeyGen's ignores it.
   */
  verify(
    rawBody: string,
    headers: Headers,
    nowSeconds: number,
    requestUrl?: string,
  ): Promise<Result<WebhookEvent>>;
}

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function err<T = never>(error: ProviderError): Result<T> {
  return { ok: false, error };
}
