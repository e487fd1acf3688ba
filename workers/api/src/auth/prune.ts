// Cron-time cleanup so refresh state does not grow forever (simplejwt's outstanding/blacklist tables do).
// Deletes refresh tokens past their expiry, then families that can no longer yield a usable token: past
// their absolute cap, or with no token left. Used-but-unexpired rows stay: they are what detects reuse.
// Deletes run in bounded chunks so one run never holds a long write on a large table.

import type { Db } from '@solace/db';
import { sql } from 'drizzle-orm';

const CHUNK = 5000;
/** Bounds one cron run; anything left over goes in the next run. */
const MAX_CHUNKS = 40;

export interface PruneResult {
  tokens: number;
  families: number;
}

async function deleteInChunks(run: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_CHUNKS; i++) {
    const deleted = await run();
    total += deleted;
    if (deleted < CHUNK) break;
  }
  return total;
}

export async function pruneExpiredTokens(db: Db, now: number): Promise<PruneResult> {
  const tokens = await deleteInChunks(async () => {
    const result = await db.run(sql`DELETE FROM refresh_tokens WHERE jti IN (
      SELECT t.jti FROM refresh_tokens t JOIN refresh_families f ON f.id = t.family_id
      WHERE t.expires_at <= ${now} OR f.absolute_expires_at <= ${now} LIMIT ${CHUNK})`);
    return result.meta.changes;
  });
  const families = await deleteInChunks(async () => {
    const result = await db.run(sql`DELETE FROM refresh_families WHERE id IN (
      SELECT f.id FROM refresh_families f
      WHERE f.absolute_expires_at <= ${now}
         OR NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = f.id)
      LIMIT ${CHUNK})`);
    return result.meta.changes;
  });
  return { tokens, families };
}
