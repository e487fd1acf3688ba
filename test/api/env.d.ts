import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** The pool's own secrets, fresh for each run (vitest.config.mts). */
      JWT_SIGNING_KEYS: string;
      DATA_ENCRYPTION_KEYS: string;
      PASSWORD_PEPPER: string;
      /** .dev.vars.example's KEY=value lines (vitest.config.mts). */
      TEST_DEV_VARS_EXAMPLE: Record<string, string>;
      /** The [vars] and [observability] of wrangler.toml's top level, preview and production. */
      TEST_DEPLOY_CONFIGS: Record<
        'top' | 'preview' | 'production',
        { vars: Record<string, unknown>; observability: Record<string, unknown> | null }
      >;
      /** The [env.preview] vars of two branch previews whose names read alike (vitest.config.mts). */
      TEST_BRANCH_PREVIEWS: Record<'one' | 'two', Record<string, unknown>>;
    }
  }
}
