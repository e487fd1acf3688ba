// Creating a video row. Clips are content-addressed by (provider, avatar, voice, transcript): when an
// identical clip is already stored the video is born 'ready' on that object, with no render at all —
// which is how vetted crisis replies come back at once.
import { videos } from '@solace/db';
import { clipCacheKey } from '@solace/providers';
import { newVideoId } from './job';
import { type ClipDeps, dbOf, toRecord, type VideoRecord } from './records';
import { findCachedClip, touchCachedClip } from './store';

export interface CreateVideoInput {
  userId: number;
  sessionId: string | null;
  transcript: string;
  avatarId: string;
  voiceId: string;
  provider: string;
  /** The safety level of the message the clip answers, kept for the user's history and export. */
  safetyLevel?: string | null;
}

export async function createVideo(deps: ClipDeps, input: CreateVideoInput): Promise<VideoRecord> {
  const db = dbOf(deps);
  const now = deps.now();
  const id = newVideoId();
  const cacheKey = await clipCacheKey(input);
  const cached = await findCachedClip(deps, cacheKey);
  const row = {
    id,
    userId: input.userId,
    sessionId: input.sessionId,
    provider: input.provider,
    avatarId: input.avatarId,
    voiceId: input.voiceId,
    transcript: input.transcript,
    safetyLevel: input.safetyLevel ?? null,
    cacheKey,
    attempts: 0,
    pollCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  const base = { ...row, error: null, providerJobId: null };
  if (cached) {
    const ready = { ...base, status: 'ready' as const, ...cached };
    await db.batch([db.insert(videos).values(ready), touchCachedClip(deps, cacheKey)]);
    return toRecord(ready);
  }
  const queued = { ...base, status: 'queued' as const, objectKey: null, size: null, etag: null };
  await db.insert(videos).values(queued);
  return toRecord(queued);
}

/** The content key a video was created under (exported for tests and diagnostics). */
export async function cacheKeyOf(input: Omit<CreateVideoInput, 'userId' | 'sessionId'>): Promise<string> {
  return clipCacheKey(input);
}
