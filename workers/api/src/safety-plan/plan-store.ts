/**
 * The safety_plans table: one row per user holding the sealed document and its version. Writes are
 * conditional on the version the client read (If-Match), in the SQL itself, so of two devices writing
 * from the same version exactly one succeeds and the other gets a 412, never a silent overwrite.
 */
import type { SafetyPlanRow } from '@solace/db';
import type { Sealed } from '../encryption/sealed-text';

interface RawRow {
  user_id: number;
  version: number;
  key_id: string;
  ciphertext: string;
  created_at: number;
  updated_at: number;
}

const fromRaw = (r: RawRow): SafetyPlanRow => ({
  userId: r.user_id,
  version: r.version,
  keyId: r.key_id,
  ciphertext: r.ciphertext,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function findPlan(d1: D1Database, userId: number): Promise<SafetyPlanRow | undefined> {
  const row = await d1.prepare('SELECT * FROM safety_plans WHERE user_id = ?1').bind(userId).first<RawRow>();
  return row === null ? undefined : fromRaw(row);
}

/** Version 1, unless a plan exists already (another device created it first): then undefined. */
export async function createPlan(
  d1: D1Database,
  userId: number,
  sealed: Sealed,
  now: number,
): Promise<SafetyPlanRow | undefined> {
  const row = await d1
    .prepare(
      `INSERT INTO safety_plans (user_id, version, key_id, ciphertext, created_at, updated_at)
       VALUES (?1, 1, ?2, ?3, ?4, ?4) ON CONFLICT (user_id) DO NOTHING RETURNING *`,
    )
    .bind(userId, sealed.keyId, sealed.ciphertext, now)
    .first<RawRow>();
  return row === null ? undefined : fromRaw(row);
}

/** The next version, when the stored one is `expected` (undefined: any); else undefined. */
export async function replacePlan(
  d1: D1Database,
  userId: number,
  expected: number | undefined,
  sealed: Sealed,
  now: number,
): Promise<SafetyPlanRow | undefined> {
  const row = await d1
    .prepare(
      `UPDATE safety_plans SET version = version + 1, key_id = ?3, ciphertext = ?4, updated_at = ?5
       WHERE user_id = ?1 AND (?2 IS NULL OR version = ?2) RETURNING *`,
    )
    .bind(userId, expected ?? null, sealed.keyId, sealed.ciphertext, now)
    .first<RawRow>();
  return row === null ? undefined : fromRaw(row);
}

export async function deletePlan(d1: D1Database, userId: number): Promise<boolean> {
  const result = await d1.prepare('DELETE FROM safety_plans WHERE user_id = ?1').bind(userId).run();
  return result.meta.changes > 0;
}

export interface LinkedContact {
  id: string;
  name: string;
  phone: string;
  relationship: string;
}

/** Every emergency contact of the user (at most a handful), to check and expand `contact_ids`. */
export async function contactsOf(d1: D1Database, userId: number): Promise<LinkedContact[]> {
  const { results } = await d1
    .prepare(
      'SELECT id, name, phone, relationship FROM emergency_contacts WHERE user_id = ?1 ORDER BY created_at, id',
    )
    .bind(userId)
    .all<LinkedContact>();
  return results;
}
