/** The API worker's Hono environment: bindings from `wrangler types`, plus per-request variables. */

/** Secrets are not in wrangler.toml, so `wrangler types` cannot see them; `.dev.vars.example` lists them. */
export interface Secrets {
  JWT_SIGNING_KEYS?: string;
  PASSWORD_PEPPER?: string;
  CLIP_SIGNING_KEY?: string;
  /** AES-GCM key ring for journal and safety plan text (encryption/data-keys.ts). */
  DATA_ENCRYPTION_KEYS?: string;
  HEYGEN_API_KEY?: string;
  HEYGEN_WEBHOOK_SECRET?: string;
  DID_API_KEY?: string;
  DID_WEBHOOK_SECRET?: string;
  /** Resend's API key: the mail provider outside development (mail/resend.ts). */
  RESEND_API_KEY?: string;
}

export type Bindings = Env & Secrets;

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  profilePicture: string | null;
  dateJoined: Date;
  timezone: string | null;
  country: string | null;
  language: string | null;
  pictureKey: string | null;
  pictureType: string | null;
  pictureUpdatedAt: number | null;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    user: AuthUser;
    /** Set by a route whose answer must not carry X-D1-Bookmark (http/d1-sessions.ts). */
    withholdBookmark?: boolean;
  };
}
