// @solace/clips: the render pipeline core. Owns the videos state machine in D1 and the clips in R2;
// used by the API worker (create, status, synchronous render, webhooks, retention, account deletion)
// and by the render consumer (renderVideo per queue message). Takes bindings as arguments, never Env.
export { type CreateVideoInput, cacheKeyOf, createVideo } from './create';
export {
  MAX_POLL_DELAY_SECONDS,
  newObjectKey,
  newVideoId,
  pollDelaySeconds,
  type RenderJob,
  RenderJobSchema,
  retryDelaySeconds,
  VideoIdSchema,
} from './job';
export type { RenderOutcome } from './outcome';
export { DEAD_LETTER_MESSAGE, isRetryable, publicErrorMessage, TIMED_OUT_MESSAGE } from './outcome';
export { recordProviderResult } from './poll';
export {
  type ClipDeps,
  getVideo,
  listUserVideos,
  VideoNotFoundError,
  type VideoPageKey,
  type VideoRecord,
} from './records';
export { type RenderDeps, renderVideo } from './render';
export {
  type DeletedCounts,
  deleteExpiredClips,
  deleteUserClips,
  failStaleVideos,
  RETENTION_CALL_BUDGET,
  type RetentionCounts,
  STALE_VIDEO_MS,
} from './retention';
export { DEFAULT_RENDER_LEASE_MS, markFailed } from './transitions';
