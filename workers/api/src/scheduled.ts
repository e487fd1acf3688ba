/**
 * The daily cron: prunes refresh-token state that can no longer be used, ended login-failure windows,
 * video sessions a day past their expiry (with their recent replies), Idempotency-Key records past
 * their 24 hours, expired password-reset tokens and development outbox rows older than 7 days; fails
 * videos stuck without progress (a synchronous render whose request died), deletes clips (rows and R2
 * objects) older than the retention period, and retries the R2 deletions that failed when an account or
 * a picture went (pending_object_deletions). Logs counts only.
 */
import { deleteExpiredClips, failStaleVideos } from '@solace/clips';
import { createDb } from '@solace/db';
import { pruneLoginFailures } from './auth/login-lockout';
import { pruneExpiredTokens } from './auth/prune';
import { getConfig } from './config';
import type { Bindings } from './env';
import { pruneIdempotencyKeys } from './http/idempotency';
import { pruneOutbox } from './mail/outbox';
import { pruneResetTokens } from './password/reset-tokens';
import { retryPendingDeletions } from './profile/pending-deletions';
import { pruneVideoSessions } from './video/session-tokens';

export async function runMaintenance(env: Bindings, now: number): Promise<void> {
  const config = getConfig(env);
  const tokens = await pruneExpiredTokens(createDb(env.DB), now);
  const loginFailures = await pruneLoginFailures(env.DB, now);
  const sessions = await pruneVideoSessions(env.DB, now);
  const idempotencyKeys = await pruneIdempotencyKeys(env.DB, now);
  const resetTokens = await pruneResetTokens(env.DB, now);
  const outbox = await pruneOutbox(env.DB, now);
  const deps = { db: env.DB, bucket: env.CLIPS, now: () => now };
  const stale = await failStaleVideos(deps);
  const clips = await deleteExpiredClips(deps, config.CLIP_RETENTION_DAYS);
  const pending = await retryPendingDeletions(env, now);
  console.log(
    JSON.stringify({
      event: 'maintenance',
      refreshTokens: tokens.tokens,
      refreshFamilies: tokens.families,
      loginFailures,
      videoSessions: sessions,
      idempotencyKeys,
      resetTokens,
      outboxMessages: outbox,
      staleVideos: stale,
      videos: clips.videos,
      clipObjects: clips.objects,
      pendingObjectsDeleted: pending.deleted,
      pendingObjectsFailed: pending.failed,
    }),
  );
}
