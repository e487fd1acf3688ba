/**
 * The request and response bodies of login, refresh and logout, in simplejwt's shapes: `{email,
 * password}` → `{access, refresh}` (auth/token-pair-schema.ts); `{refresh}` → `{access, refresh}` (the new
 * refresh token only while rotation is on); logout answers `{}`.
 */
import { z } from '@hono/zod-openapi';
import { requiredString } from '../http/fields';

const ACCESS_EXAMPLE = 'eyJhbGciOiJIUzI1NiIsImtpZCI6ImsxIn0.eyJ0b2tlbl90eXBlIjoiYWNjZXNzIn0.c2ln';
const REFRESH_EXAMPLE = 'eyJhbGciOiJIUzI1NiIsImtpZCI6ImsxIn0.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCJ9.c2ln';

export const LoginSchema = z
  .object({ email: requiredString(), password: requiredString() })
  .openapi('LoginRequest', { example: { email: 'ada@example.com', password: 'velvet-Harbor-91!' } });

export const RefreshSchema = z
  .object({ refresh: requiredString() })
  .openapi('RefreshRequest', { example: { refresh: REFRESH_EXAMPLE } });

export const RefreshedSchema = z
  .strictObject({
    access: z.string().openapi({ description: 'Access JWT for `Authorization: Bearer`; short-lived.' }),
    refresh: z.string().optional().openapi({
      description: 'The rotated refresh token; the one sent is spent. Absent when rotation is off.',
    }),
  })
  .openapi('RefreshedTokens', { example: { access: ACCESS_EXAMPLE, refresh: REFRESH_EXAMPLE } });

export const EmptySchema = z.strictObject({}).openapi('Empty', { example: {} });
