/** The account as every profile-shaped answer gives it (signup, GET and PATCH /profile/). */
import { z } from '@hono/zod-openapi';
import type { AuthUser } from '../env';

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    profile_picture: z
      .string()
      .nullable()
      .openapi({ description: 'A signed, expiring URL of the picture; null when there is none.' }),
    date_joined: z.string().openapi({ format: 'date-time' }),
    timezone: z
      .string()
      .nullable()
      .openapi({ description: 'IANA time zone; null until set.', example: 'Europe/Berlin' }),
    country: z
      .string()
      .nullable()
      .openapi({ description: 'ISO 3166-1 alpha-2; null until set.', example: 'DE' }),
    language: z.string().nullable().openapi({
      description: 'BCP 47 language tag the person writes in; null until set.',
      example: 'pt-BR',
    }),
  })
  .openapi('Profile');

export type Profile = z.infer<typeof ProfileSchema>;

/** `pictureUrl` is the signed URL of the stored picture (or null); the caller signs it. */
export function profileBody(
  user: Omit<AuthUser, 'pictureKey' | 'pictureType' | 'pictureUpdatedAt'>,
  pictureUrl: string | null,
): Profile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    profile_picture: pictureUrl ?? user.profilePicture,
    date_joined: user.dateJoined.toISOString(),
    timezone: user.timezone,
    country: user.country,
    language: user.language,
  };
}
