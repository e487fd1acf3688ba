/**
 * R2 objects no D1 row names: a clip stored just before its worker crashed (the row update never ran),
 * or a picture whose reservation row was lost. A failed call is already handled where it happens
 * (pending_object_deletions); this sweep catches the rest. Each cron run lists a few pages of each bucket
 * from where the last run stopped (maintenance_cursors), and deletes objects more than a day old that
 * nothing references: a younger one may belong to a request that is about to write its row.
 * Logs counts only.
 */
import type { Bindings } from '../env';

const DAY_MS = 24 * 60 * 60 * 1000;
/** R2 lists up to 1,000 objects a page; five pages a bucket keeps a run well inside its call budget. */
const PAGES_PER_RUN = 5;
// D1 binds at most 100 parameters per statement.
const CHUNK = 90;

interface SweptBucket {
  name: 'clips' | 'pictures';
  bucket: R2Bucket;
  prefix: string;
  /** The keys among `keys` that a row names (or that another step owns). */
  referenced: (d1: D1Database, keys: string[]) => Promise<Set<string>>;
}

const marks = (n: number) => Array.from({ length: n }, (_, i) => `?${i + 1}`).join(', ');

async function keysIn(d1: D1Database, sql: string, keys: string[]): Promise<Set<string>> {
  const rows = await d1
    .prepare(sql)
    .bind(...keys)
    .all<{ key: string }>();
  return new Set(rows.results.map((r) => r.key));
}

const BUCKETS = (env: Bindings): SweptBucket[] => [
  {
    name: 'clips',
    bucket: env.CLIPS,
    prefix: 'clips/',
    referenced: (d1, keys) =>
      keysIn(
        d1,
        `SELECT object_key AS key FROM videos WHERE object_key IN (${marks(keys.length)})
         UNION SELECT object_key FROM clip_objects WHERE object_key IN (${marks(keys.length)})`,
        keys,
      ),
  },
  {
    name: 'pictures',
    bucket: env.PICTURES,
    prefix: 'pictures/',
    // A key waiting in pending_object_deletions is the retry's to delete.
    referenced: (d1, keys) =>
      keysIn(
        d1,
        `SELECT picture_key AS key FROM users WHERE picture_key IN (${marks(keys.length)})
         UNION SELECT object_key FROM pending_object_deletions WHERE object_key IN (${marks(keys.length)})`,
        keys,
      ),
  },
];

export interface SweepCounts {
  listed: number;
  deleted: number;
}

async function readCursor(d1: D1Database, name: string): Promise<string | undefined> {
  const row = await d1
    .prepare('SELECT cursor FROM maintenance_cursors WHERE name = ?1')
    .bind(`sweep:${name}`)
    .first<{ cursor: string }>();
  return row?.cursor;
}

async function saveCursor(d1: D1Database, name: string, cursor: string | undefined, now: number) {
  if (cursor === undefined) {
    await d1.prepare('DELETE FROM maintenance_cursors WHERE name = ?1').bind(`sweep:${name}`).run();
    return;
  }
  await d1
    .prepare(
      `INSERT INTO maintenance_cursors (name, cursor, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (name) DO UPDATE SET cursor = ?2, updated_at = ?3`,
    )
    .bind(`sweep:${name}`, cursor, now)
    .run();
}

async function sweepBucket(d1: D1Database, target: SweptBucket, now: number): Promise<SweepCounts> {
  const counts = { listed: 0, deleted: 0 };
  let cursor = await readCursor(d1, target.name);
  for (let page = 0; page < PAGES_PER_RUN; page += 1) {
    const listing = await target.bucket.list({ prefix: target.prefix, cursor, limit: 1000 });
    counts.listed += listing.objects.length;
    const old = listing.objects.filter((o) => o.uploaded.getTime() <= now - DAY_MS).map((o) => o.key);
    for (let i = 0; i < old.length; i += CHUNK) {
      const part = old.slice(i, i + CHUNK);
      const used = await target.referenced(d1, part);
      const orphans = part.filter((key) => !used.has(key));
      if (orphans.length === 0) continue;
      await target.bucket.delete(orphans);
      counts.deleted += orphans.length;
    }
    cursor = listing.truncated ? listing.cursor : undefined;
    if (cursor === undefined) break;
  }
  // The next run goes on from here; a finished listing starts over.
  await saveCursor(d1, target.name, cursor, now);
  return counts;
}

/** One sweep step per bucket, so an outage of one bucket leaves the other swept. */
export function orphanSweeps(env: Bindings, now: number): Record<string, () => Promise<SweepCounts>> {
  return Object.fromEntries(
    BUCKETS(env).map((target) => [`orphans_${target.name}`, () => sweepBucket(env.DB, target, now)]),
  );
}
