// The consumer's bindings: `wrangler types` output plus the secrets it may read. Secrets are not in
// wrangler.toml, so the generated Env cannot see them; .dev.vars.example lists them.

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
