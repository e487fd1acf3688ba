/**
 * The profile's own columns of the users row. The picture columns change through picture-store.ts, and
 * the per-isolate user cache is the caller's to forget after a change.
 */
import { createDb, users } from '@solace/db';
import { eq } from 'drizzle-orm';
import { userNotFound } from '../auth/auth-errors';

export interface ProfileChanges {
  name?: string | undefined;
  timezone?: string | null | undefined;
  country?: string | null | undefined;
}

export interface ProfileColumns {
  name: string;
  timezone: string | null;
  country: string | null;
}

/** Writes the fields given (none: no write) and answers the stored values; a gone user is a 401. */
export async function updateProfile(
  d1: D1Database,
  userId: number,
  changes: ProfileChanges,
): Promise<ProfileColumns | null> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return null;
  const [row] = await createDb(d1)
    .update(users)
    .set(set)
    .where(eq(users.id, userId))
    .returning({ name: users.name, timezone: users.timezone, country: users.country });
  if (row === undefined) throw userNotFound();
  return row;
}
