/** The documented body of a new login's tokens (login, password change): simplejwt's `{access, refresh}`. */
import { z } from '@hono/zod-openapi';

export const TokenPairSchema = z
  .strictObject({
    access: z.string().openapi({ description: 'Access JWT for `Authorization: Bearer`; short-lived.' }),
    refresh: z.string().openapi({ description: 'Refresh JWT for POST /refresh/; single use with rotation.' }),
  })
  .openapi('TokenPair', { example: { access: 'eyJhbGciOiJIUzI1NiIs…', refresh: 'eyJhbGciOiJIUzI1NiIs…' } });
