/**
 * Response bodies of the video endpoints, built in one place so generate, the status endpoint and the
 * 503 fallback agree on field names. The object key, provider job id and cache key never appear here.
 */
import type { VideoRecord } from '@solace/clips';
import { ERROR_CODES } from '@solace/contracts';
import type { ProviderError } from '@solace/providers';
import type { ClientSafety } from '@solace/safety';
import { ApiError } from '../http/api-error';
import type { SigningContext } from '../http/signed-url';
import { crisisResourcesField } from '../safety/crisis-field';
import { signClipUrl } from './clip-url';
import { retryAfterSeconds } from './generate';
import type { GeneratedVideo, VideoStatusBody } from './video-schemas';

export interface UrlContext extends SigningContext {
  /** Where the user's crisis lines are (crisis-resources/crisis-url.ts); only when the verdict asks. */
  crisisResourcesUrl?: string;
  /** The person's safety plan, when they have one and the verdict asks for crisis resources. */
  safetyPlanUrl?: string;
}

export function signedUrlFor(ctx: UrlContext, videoId: string): Promise<string> {
  return signClipUrl(ctx, videoId);
}

export function statusUrlFor(origin: string, videoId: string): string {
  return `${origin}/api/v1/liveavatar/videos/${encodeURIComponent(videoId)}/`;
}

/** GET /liveavatar/videos/{id}/: the URL only once there is something to play. */
export async function videoStatusBody(ctx: UrlContext, video: VideoRecord): Promise<VideoStatusBody> {
  const body: VideoStatusBody = {
    video_id: video.id,
    status: video.status,
    video_url: video.status === 'ready' ? await signedUrlFor(ctx, video.id) : null,
    transcript: video.transcript,
    created_at: new Date(video.createdAt).toISOString(),
  };
  if (video.status === 'failed') body.error = video.error ?? 'The video could not be rendered.';
  return body;
}

/**
 * 200/202 of a new video (generate, content clips). A queued answer already carries the signed URL: it
 * answers 409 with Retry-After until the clip is stored, so a client may poll either the URL or `status_url`.
 */
export interface ClipBody {
  video_id: string;
  video_url: string;
  transcript: string;
  status: 'ready' | 'queued';
  status_url?: string;
}

export async function clipBody(ctx: UrlContext, video: VideoRecord): Promise<ClipBody> {
  const body: ClipBody = {
    video_id: video.id,
    video_url: await signedUrlFor(ctx, video.id),
    transcript: video.transcript,
    status: video.status === 'ready' ? 'ready' : 'queued',
  };
  if (video.status !== 'ready') body.status_url = statusUrlFor(ctx.origin, video.id);
  return body;
}

/** 200/202 of generate: the clip, plus the safety view of the message it answers. */
export async function generatedBody(
  ctx: UrlContext,
  video: VideoRecord,
  safety: ClientSafety,
): Promise<GeneratedVideo> {
  return {
    ...(await clipBody(ctx, video)),
    safety,
    ...crisisResourcesField(safety, ctx.crisisResourcesUrl, ctx.safetyPlanUrl),
  };
}

/**
 * 503 video_unavailable: the text still reaches the user (generate's reply, who can continue in chat; a
 * content item's narration). `safety` is the verdict on the user's message, null when there was none.
 */
export function videoUnavailable(
  error: ProviderError,
  transcript: string,
  safety: ClientSafety | null,
  crisisResourcesUrl?: string,
  safetyPlanUrl?: string,
): ApiError {
  return new ApiError(
    503,
    ERROR_CODES.VIDEO_UNAVAILABLE,
    `The video could not be made right now. The ${safety === null ? 'narration' : 'reply'} is included as text.`,
    {
      extra:
        safety === null
          ? { transcript }
          : { transcript, safety, ...crisisResourcesField(safety, crisisResourcesUrl, safetyPlanUrl) },
      headers: { 'Retry-After': String(retryAfterSeconds(error)) },
    },
  );
}
