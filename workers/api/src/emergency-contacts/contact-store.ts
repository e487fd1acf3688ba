/**
 * Emergency contacts in D1, with the two rules the table cannot state itself: at most MAX_CONTACTS per user,
 * and exactly one primary whenever any exist. Each write that touches the rules is one statement or one D1
 * batch (atomic), with the rule written into its SQL, so two concurrent requests cannot leave six contacts,
 * two primaries or none. Every query is scoped to the owner: another user's id reads as missing.
 */
import { randomToken } from '@solace/contracts';
import { createDb, type EmergencyContactRow, emergencyContacts } from '@solace/db';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import { forgetAnswersFor } from '../http/idempotency';
import type { CursorKey } from '../http/pagination';
import { MAX_CONTACTS } from './contact-fields';

export interface NewContact {
  name: string;
  phone: string;
  relationship: string;
  isPrimary: boolean;
}

export type ContactPatch = Partial<NewContact>;

/** Oldest first: the order they were added, which is also the order a primary is promoted in. */
export async function listContacts(
  d1: D1Database,
  userId: number,
  limit: number,
  after: CursorKey | undefined,
): Promise<EmergencyContactRow[]> {
  const [createdAt, id] = (after ?? []) as [number?, string?];
  const mine = eq(emergencyContacts.userId, userId);
  const page =
    createdAt === undefined || id === undefined
      ? mine
      : and(
          mine,
          or(
            gt(emergencyContacts.createdAt, createdAt),
            and(eq(emergencyContacts.createdAt, createdAt), gt(emergencyContacts.id, id)),
          ),
        );
  return createDb(d1)
    .select()
    .from(emergencyContacts)
    .where(page)
    .orderBy(asc(emergencyContacts.createdAt), asc(emergencyContacts.id))
    .limit(limit);
}

export async function getContact(
  d1: D1Database,
  userId: number,
  id: string,
): Promise<EmergencyContactRow | undefined> {
  return createDb(d1)
    .select()
    .from(emergencyContacts)
    .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.userId, userId)))
    .get();
}

/** Clears every other primary of the user, but only once `id` is theirs and primary (same batch). */
function clearOtherPrimaries(d1: D1Database, userId: number, id: string, now: number): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE emergency_contacts SET is_primary = 0, updated_at = ?3
       WHERE user_id = ?1 AND id != ?2 AND is_primary = 1
         AND EXISTS (SELECT 1 FROM emergency_contacts WHERE id = ?2 AND user_id = ?1 AND is_primary = 1)`,
    )
    .bind(userId, id, now);
}

/**
 * Inserts a contact unless the user already has MAX_CONTACTS. The first contact is primary whatever was
 * asked; a contact asked to be primary takes that from the others. Undefined when the limit was reached.
 */
export async function createContact(
  d1: D1Database,
  userId: number,
  input: NewContact,
  now: number,
): Promise<EmergencyContactRow | undefined> {
  const id = randomToken(16);
  const insert = d1
    .prepare(
      `INSERT INTO emergency_contacts
         (id, user_id, name, phone, relationship, is_primary, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5,
              CASE WHEN ?6 = 1 OR NOT EXISTS (SELECT 1 FROM emergency_contacts WHERE user_id = ?2)
                   THEN 1 ELSE 0 END,
              ?7, ?7
       WHERE (SELECT COUNT(*) FROM emergency_contacts WHERE user_id = ?2) < ?8`,
    )
    .bind(
      id,
      userId,
      input.name,
      input.phone,
      input.relationship,
      input.isPrimary ? 1 : 0,
      now,
      MAX_CONTACTS,
    );
  const [inserted] = await d1.batch([insert, clearOtherPrimaries(d1, userId, id, now)]);
  if (inserted === undefined || inserted.meta.changes === 0) return undefined;
  return getContact(d1, userId, id);
}

/**
 * Applies a patch to one of the user's contacts (absent fields keep their value); `isPrimary: true` also
 * clears the other primaries in the same batch. The caller refuses `isPrimary: false` on the primary, so
 * it is never written here. Undefined when the contact is not theirs.
 */
export async function updateContact(
  d1: D1Database,
  userId: number,
  id: string,
  patch: ContactPatch,
  now: number,
): Promise<EmergencyContactRow | undefined> {
  const update = d1
    .prepare(
      `UPDATE emergency_contacts
       SET name = COALESCE(?3, name), phone = COALESCE(?4, phone),
           relationship = COALESCE(?5, relationship),
           is_primary = CASE WHEN ?6 = 1 THEN 1 ELSE is_primary END, updated_at = ?7
       WHERE id = ?1 AND user_id = ?2`,
    )
    .bind(
      id,
      userId,
      patch.name ?? null,
      patch.phone ?? null,
      patch.relationship ?? null,
      patch.isPrimary === true ? 1 : 0,
      now,
    );
  const [updated] = await d1.batch([update, clearOtherPrimaries(d1, userId, id, now)]);
  if (updated === undefined || updated.meta.changes === 0) return undefined;
  return getContact(d1, userId, id);
}

/** Deletes one of the user's contacts; when it was the primary, the oldest remaining one is promoted. */
export async function deleteContact(
  d1: D1Database,
  userId: number,
  id: string,
  now: number,
): Promise<boolean> {
  const remove = d1.prepare('DELETE FROM emergency_contacts WHERE id = ?1 AND user_id = ?2').bind(id, userId);
  const promote = d1
    .prepare(
      `UPDATE emergency_contacts SET is_primary = 1, updated_at = ?2
       WHERE id = (SELECT id FROM emergency_contacts WHERE user_id = ?1 ORDER BY created_at, id LIMIT 1)
         AND NOT EXISTS (SELECT 1 FROM emergency_contacts WHERE user_id = ?1 AND is_primary = 1)`,
    )
    .bind(userId, now);
  // Its stored Idempotency-Key answer (name, phone number) goes with it.
  const [removed] = await d1.batch([remove, promote, forgetAnswersFor(d1, userId, id)]);
  return removed !== undefined && removed.meta.changes > 0;
}
