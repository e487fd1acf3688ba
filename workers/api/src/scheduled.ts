/**
 * The daily cron: prunes refresh-token state that can no longer be used, and deletes clips (rows and R2
 * objects) older than the retention period. Logs counts only.
 */
import { deleteExpiredClips } from '@solace/clips';
import { createDb } from '@solace/db';
import { pruneExpiredTokens } from './auth/prune';
import { getConfig } from './config';
import type { Bindings } from './env';

export async function runMaintenance(env: Bindings, now: number): Promise<void> {
  const config = getConfig(env);
  const tokens = await pruneExpiredTokens(createDb(env.DB), now);
  const clips = await deleteExpiredClips(
    { db: env.DB, bucket: env.CLIPS, now: () => now },
    config.CLIP_RETENTION_DAYS,
  );
  console.log(
    JSON.stringify({
      event: 'maintenance',
      refreshTokens: tokens.tokens,
      refreshFamilies: tokens.families,
      videos: clips.videos,
      clipObjects: clips.objects,
    }),
  );
}
