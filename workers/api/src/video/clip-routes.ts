/**
 * GET (and HEAD) /liveavatar/clips/{videoId}/: the clip behind the signed URL that generate and the video
 * status hand out. No Bearer: a `<video src>` cannot send one, so the signature is the credential.
 */
import { getVideo } from '@solace/clips';
import { ERROR_CODES } from '@solace/contracts';
import { nowMs } from '../auth/clock';
import { getConfig } from '../config';
import { ApiError, notFound } from '../http/api-error';
import { createRouter, defineRoute } from '../openapi/router';
import { serveClip } from './clip-response';
import { CLIP_HEAD, CLIP_RESPONSES, ClipQuerySchema } from './clip-schemas';
import { clipSigner } from './clip-url';
import { VideoIdParamsSchema } from './video-schemas';

export const clips = createRouter();

/** A queued clip usually lands within seconds with the embedded renderer. */
const NOT_READY_RETRY_SECONDS = 5;

clips.openapi(
  defineRoute({
    method: 'get',
    path: '/{videoId}',
    tags: ['video'],
    summary: 'The clip (signed URL)',
    description:
      'The URL from generate or the video status, for a `<video src>`: its signature is the credential, ' +
      'so no Authorization header. Supports HEAD, one byte range (206) and If-None-Match (304).',
    security: [],
    request: { params: VideoIdParamsSchema, query: ClipQuerySchema },
    responses: CLIP_RESPONSES,
  }),
  async (c) => {
    const config = getConfig(c.env);
    const { videoId } = c.req.valid('param');
    const nowSeconds = Math.floor(nowMs(c.env) / 1000);
    const key = clipSigner.requireKey(c.env, config);
    const expiresAt = await clipSigner.requireValid(
      key,
      videoId,
      c.req.query('exp'),
      c.req.query('sig'),
      nowSeconds,
    );
    const video = await getVideo({ db: c.env.DB }, videoId);
    if (video === null) throw notFound();
    switch (video.status) {
      case 'queued':
      case 'rendering':
        throw new ApiError(409, ERROR_CODES.VIDEO_NOT_READY, 'The video is not ready yet.', {
          headers: { 'Retry-After': String(NOT_READY_RETRY_SECONDS) },
        });
      case 'failed':
        throw new ApiError(410, ERROR_CODES.VIDEO_FAILED, 'The video could not be rendered.');
      case 'ready':
        if (video.objectKey === null) throw notFound();
        return serveClip(c.env.CLIPS, video.objectKey, {
          method: c.req.method,
          range: c.req.header('range'),
          ifNoneMatch: c.req.header('if-none-match'),
          maxAgeSeconds: expiresAt - nowSeconds,
        });
    }
  },
);
// Hono answers HEAD with the GET route; the document lists it as its own operation.
clips.openAPIRegistry.registerPath(CLIP_HEAD);
