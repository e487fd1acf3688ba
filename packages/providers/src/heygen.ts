// HeyGen v3 avatar-video client: POST /v3/videos to create, GET /v3/videos/{id} to poll, then a
// plain GET of the presigned video_url. Auth is the X-Api-Key header; create carries an
// Idempotency-Key so a redelivered queue message replays HeyGen's first answer instead of
// starting a second render. It maps our catalog ids to HeyGen's and never logs or echoes text.
import { z } from 'zod';
import { DEFAULT_MAX_CLIP_BYTES, downloadClip } from './download';
import { requestJson, sanitize } from './http';
import { httpContexts } from './http-context';
import { createResultHostCheck, resultHostsFor } from './result-hosts';
import {
  type CreateOutcome,
  err,
  type HttpProviderOptions,
  ok,
  type PollOutcome,
  type Result,
  type VideoProvider,
} from './types';

export const HEYGEN_DEFAULT_BASE_URL = 'https://api.heygen.com';

/** HeyGen documents Idempotency-Key as 1–255 characters of [A-Za-z0-9_:.-]. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{1,255}$/;

export interface HeygenProviderOptions extends HttpProviderOptions {
  /** Our public avatar id → HeyGen avatar (look) id. */
  avatarMap: Record<string, string>;
}

// Create answers {data:{video_id, status}}; the initial status is not a stable enum ("waiting"
// has been seen), so only the id is required.
const CreateResponseSchema = z.object({
  data: z.object({ video_id: z.string().min(1), status: z.string().optional() }),
});

const VideoDetailSchema = z.object({
  data: z.object({
    id: z.string().optional(),
    status: z.enum(['waiting', 'pending', 'processing', 'completed', 'failed']),
    video_url: z.string().min(1).nullish(),
    failure_code: z.string().nullish(),
    failure_message: z.string().nullish(),
  }),
});

export function createHeygenProvider(opts: HeygenProviderOptions): VideoProvider {
  const baseUrl = (opts.baseUrl ?? HEYGEN_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const { ctx, downloadCtx } = httpContexts('heygen', opts);
  const allowed = createResultHostCheck(resultHostsFor('heygen', opts.baseUrl, opts.resultHosts));
  const authHeaders = { 'X-Api-Key': opts.apiKey, Accept: 'application/json' };

  return {
    name: 'heygen',
    synchronous: false,

    async create(req, { idempotencyKey }): Promise<Result<CreateOutcome>> {
      const avatar = opts.avatarMap[req.avatarId];
      const voice = opts.voiceMap[req.voiceId];
      if (avatar === undefined)
        return err({ kind: 'rejected', message: 'heygen create: avatar not configured' });
      if (voice === undefined)
        return err({ kind: 'rejected', message: 'heygen create: voice not configured' });
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
        return err({ kind: 'rejected', message: 'heygen create: idempotency key has invalid characters' });
      }
      const body: Record<string, string> = {
        type: 'avatar',
        avatar_id: avatar,
        script: req.transcript,
        voice_id: voice,
        // Echoed back in webhook payloads, so a webhook can be matched to our video row.
        callback_id: req.videoId,
      };
      if (req.callbackUrl !== undefined) body.callback_url = req.callbackUrl;
      const res = await requestJson(
        ctx,
        'create',
        `${baseUrl}/v3/videos`,
        {
          method: 'POST',
          headers: { ...authHeaders, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
          body: JSON.stringify(body),
        },
        CreateResponseSchema,
      );
      if (!res.ok) return res;
      return ok({ kind: 'job', providerJobId: res.value.data.video_id });
    },

    async poll(providerJobId): Promise<Result<PollOutcome>> {
      const res = await requestJson(
        ctx,
        'poll',
        `${baseUrl}/v3/videos/${encodeURIComponent(providerJobId)}`,
        { method: 'GET', headers: authHeaders },
        VideoDetailSchema,
      );
      if (!res.ok) return res;
      const video = res.value.data;
      switch (video.status) {
        case 'waiting':
        case 'pending':
          return ok({ status: 'pending' });
        case 'processing':
          return ok({ status: 'processing' });
        case 'completed':
          if (!video.video_url)
            return err({ kind: 'malformed', message: 'heygen poll: completed without video_url' });
          return ok({ status: 'completed', resultUrl: video.video_url });
        case 'failed': {
          const reason = [video.failure_code, video.failure_message].filter(Boolean).join(': ');
          return ok({
            status: 'failed',
            message: sanitize(reason || 'heygen reported failure', ctx.secrets),
          });
        }
      }
    },

    download(resultUrl) {
      return downloadClip(downloadCtx, resultUrl, {
        maxBytes: opts.maxClipBytes ?? DEFAULT_MAX_CLIP_BYTES,
        allowed,
      });
    },
  };
}
