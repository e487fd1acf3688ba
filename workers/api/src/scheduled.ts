/**
 * The hourly cron: prunes refresh-token state that can no longer be used, ended login-failure windows,
 * video sessions a day past their expiry (with their recent replies), Idempotency-Key records past
 * their 24 hours, expired password-reset tokens and development outbox rows older than 7 days; fails
 * videos stuck without progress (a synchronous render whose request died), deletes clips (rows and R2
 * objects) older than the retention period until none is left or the run's call budget is spent, retries
 * the R2 deletions that failed when an account or a picture went (pending_object_deletions), and sweeps
 * R2 objects no row names (maintenance/orphan-sweep.ts).
 *
 * Each step runs on its own: one that throws (an R2 or D1 outage) is logged by name and the others still
 * run. Logs counts only.
 */
import { deleteExpiredClips, failStaleVideos } from '@solace/clips';
import { createDb } from '@solace/db';
import { pruneLoginFailures } from './auth/login-lockout';
import { pruneExpiredTokens } from './auth/prune';
import { getConfig } from './config';
import type { Bindings } from './env';
import { pruneIdempotencyKeys } from './http/idempotency';
import { pruneOutbox } from './mail/outbox';
import { orphanSweeps } from './maintenance/orphan-sweep';
import { pruneResetTokens } from './password/reset-tokens';
import { retryPendingDeletions } from './profile/pending-deletions';
import { pruneVideoSessions } from './video/session-tokens';

type Step = () => Promise<unknown>;

function steps(env: Bindings, now: number): Record<string, Step> {
  const deps = { db: env.DB, bucket: env.CLIPS, now: () => now };
  return {
    refresh_tokens: () => pruneExpiredTokens(createDb(env.DB), now),
    login_failures: () => pruneLoginFailures(env.DB, now),
    video_sessions: () => pruneVideoSessions(env.DB, now),
    idempotency_keys: () => pruneIdempotencyKeys(env.DB, now),
    reset_tokens: () => pruneResetTokens(env.DB, now),
    outbox: () => pruneOutbox(env.DB, now),
    stale_videos: () => failStaleVideos(deps),
    clips: () => deleteExpiredClips(deps, getConfig(env).CLIP_RETENTION_DAYS),
    pending_objects: () => retryPendingDeletions(env, now),
    ...orphanSweeps(env, now),
  };
}

export async function runMaintenance(env: Bindings, now: number): Promise<void> {
  const results: Record<string, unknown> = {};
  const failedSteps: string[] = [];
  for (const [name, step] of Object.entries(steps(env, now))) {
    try {
      results[name] = await step();
    } catch (error) {
      failedSteps.push(name);
      // The error's name only: messages can carry keys or row data.
      const reason = error instanceof Error ? error.name : 'Error';
      console.error(JSON.stringify({ event: 'maintenance_step_failed', step: name, error: reason }));
    }
  }
  const tokens = results.refresh_tokens as { tokens: number; families: number } | undefined;
  const clips = results.clips as { videos: number; objects: number; complete: boolean } | undefined;
  const pending = results.pending_objects as { deleted: number; failed: number } | undefined;
  const swept = (name: string) => (results[name] as { deleted: number } | undefined)?.deleted;
  console.log(
    JSON.stringify({
      event: 'maintenance',
      refreshTokens: tokens?.tokens,
      refreshFamilies: tokens?.families,
      loginFailures: results.login_failures,
      videoSessions: results.video_sessions,
      idempotencyKeys: results.idempotency_keys,
      resetTokens: results.reset_tokens,
      outboxMessages: results.outbox,
      staleVideos: results.stale_videos,
      videos: clips?.videos,
      clipObjects: clips?.objects,
      retentionComplete: clips?.complete,
      pendingObjectsDeleted: pending?.deleted,
      pendingObjectsFailed: pending?.failed,
      orphanClipsDeleted: swept('orphans_clips'),
      orphanPicturesDeleted: swept('orphans_pictures'),
      failedSteps,
    }),
  );
}
