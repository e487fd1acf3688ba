// renderVideo: one idempotent step of the pipeline, shared by the API's synchronous path and the
// consumer. Each call moves a video at most one step: ready/failed → report; no job yet → claim and
// create (embedded: render and store; external: persist the job id, then report pending); job
// exists → poll once, and on completion copy the clip into R2. It never waits on a provider: the
// caller decides whether to come back (re-enqueue with backoff) or give up.
import type { VideoRow } from '@solace/db';
import type { VideoProvider } from '@solace/providers';
import { currentOutcome, endWithError, outcomeOf, type RenderOutcome } from './outcome';
import { pollOnce } from './poll';
import { type ClipDeps, requireVideoRow } from './records';
import { findCachedClip, markReady, putClip, recordStoredClip, touchCachedClip } from './store';
import { claimRender, DEFAULT_RENDER_LEASE_MS, recordProviderJob, releaseRender } from './transitions';

export type { RenderOutcome };

export interface RenderDeps extends ClipDeps {
  provider: VideoProvider;
  /** Where the provider should post its completion webhook for this video, if webhooks are on. */
  callbackUrl?: (videoId: string) => Promise<string | undefined>;
  /** Claim lease; see DEFAULT_RENDER_LEASE_MS. */
  leaseMs?: number;
}

export async function renderVideo(deps: RenderDeps, videoId: string): Promise<RenderOutcome> {
  const row = await requireVideoRow(deps, videoId);
  if (row.status === 'ready' || row.status === 'failed') return outcomeOf(row);
  if (row.providerJobId !== null) return pollOnce(deps, row, row.providerJobId);
  return createStep(deps, row);
}

async function createStep(deps: RenderDeps, row: VideoRow): Promise<RenderOutcome> {
  const leaseMs = deps.leaseMs ?? DEFAULT_RENDER_LEASE_MS;
  if (!(await claimRender(deps, row.id, row.attempts, leaseMs))) return currentOutcome(deps, row.id);
  const attempt = row.attempts + 1;
  const release = () => releaseRender(deps, row.id, attempt);

  // An identical clip may have been stored since this video was created: reuse it, render nothing.
  const cached = await findCachedClip(deps, row.cacheKey);
  if (cached) {
    if (await markReady(deps, row.id, row.cacheKey, cached, { fillCache: false })) {
      await touchCachedClip(deps, row.cacheKey).run();
    }
    return currentOutcome(deps, row.id);
  }

  const callbackUrl = deps.provider.synchronous ? undefined : await deps.callbackUrl?.(row.id);
  const created = await deps.provider.create(
    {
      videoId: row.id,
      transcript: row.transcript,
      avatarId: row.avatarId,
      voiceId: row.voiceId,
      ...(callbackUrl ? { callbackUrl } : {}),
    },
    { idempotencyKey: row.id },
  );
  if (!created.ok) return endWithError(deps, row.id, created.error, release);

  if (created.value.kind === 'job') {
    // Persist before anyone waits: a redelivery now polls this job instead of creating another.
    await recordProviderJob(deps, row.id, attempt, created.value.providerJobId);
    return currentOutcome(deps, row.id);
  }

  const put = await putClip(deps.bucket, created.value.bytes);
  if (!put.ok) {
    return endWithError(deps, row.id, { kind: 'unavailable', message: 'clip storage failed' }, release);
  }
  await recordStoredClip(deps, row.id, row.cacheKey, put.clip);
  return currentOutcome(deps, row.id);
}
