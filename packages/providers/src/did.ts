// D-ID talks client: POST /talks to create, GET /talks/{id} to poll, then a plain GET of the
// presigned result_url. Auth is `Authorization: Basic <key>` with the key exactly as D-ID issues
// it (it is already the encoded credential). D-ID documents no idempotency header, so the
// idempotency key is not sent: the consumer must persist the talk id before it waits on it.
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

export const DID_DEFAULT_BASE_URL = 'https://api.d-id.com';

export interface DidProviderOptions extends HttpProviderOptions {
  /** Our public avatar id → the image URL D-ID animates (source_url). */
  sourceUrlMap: Record<string, string>;
}

const CreateResponseSchema = z.object({ id: z.string().min(1), status: z.string().optional() });

export const DidErrorSchema = z.object({ kind: z.string().optional(), description: z.string().optional() });

/** The talk object, as returned by GET /talks/{id} and posted to the webhook. */
export const DidTalkSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['created', 'started', 'done', 'error', 'rejected']),
  result_url: z.string().min(1).nullish(),
  error: DidErrorSchema.nullish(),
});

export type DidTalk = z.output<typeof DidTalkSchema>;

/** Shared by poll and the webhook verifier so both read a talk the same way. */
export function talkOutcome(talk: DidTalk, secrets: readonly string[]): Result<PollOutcome> {
  switch (talk.status) {
    case 'created':
      return ok({ status: 'pending' });
    case 'started':
      return ok({ status: 'processing' });
    case 'done':
      if (!talk.result_url) return err({ kind: 'malformed', message: 'd-id talk: done without result_url' });
      return ok({ status: 'completed', resultUrl: talk.result_url });
    case 'error':
    case 'rejected': {
      const reason = [talk.status, talk.error?.kind, talk.error?.description].filter(Boolean).join(': ');
      return ok({ status: 'failed', message: sanitize(reason, secrets) });
    }
  }
}

export function createDidProvider(opts: DidProviderOptions): VideoProvider {
  const baseUrl = (opts.baseUrl ?? DID_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const { ctx, downloadCtx } = httpContexts('d-id', opts);
  const allowed = createResultHostCheck(resultHostsFor('d-id', opts.baseUrl, opts.resultHosts));
  const authHeaders = { Authorization: `Basic ${opts.apiKey}`, Accept: 'application/json' };

  return {
    name: 'd-id',
    synchronous: false,

    async create(req): Promise<Result<CreateOutcome>> {
      const sourceUrl = opts.sourceUrlMap[req.avatarId];
      const voice = opts.voiceMap[req.voiceId];
      if (sourceUrl === undefined)
        return err({ kind: 'rejected', message: 'd-id create: avatar not configured' });
      if (voice === undefined) return err({ kind: 'rejected', message: 'd-id create: voice not configured' });
      const body: Record<string, unknown> = {
        source_url: sourceUrl,
        script: { type: 'text', input: req.transcript, provider: { type: 'microsoft', voice_id: voice } },
      };
      if (req.callbackUrl !== undefined) body.webhook = req.callbackUrl;
      const res = await requestJson(
        ctx,
        'create',
        `${baseUrl}/talks`,
        {
          method: 'POST',
          headers: { ...authHeaders, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
        CreateResponseSchema,
      );
      if (!res.ok) return res;
      return ok({ kind: 'job', providerJobId: res.value.id });
    },

    async poll(providerJobId): Promise<Result<PollOutcome>> {
      const res = await requestJson(
        ctx,
        'poll',
        `${baseUrl}/talks/${encodeURIComponent(providerJobId)}`,
        { method: 'GET', headers: authHeaders },
        DidTalkSchema,
      );
      return res.ok ? talkOutcome(res.value, ctx.secrets) : res;
    },

    download(resultUrl) {
      return downloadClip(downloadCtx, resultUrl, {
        maxBytes: opts.maxClipBytes ?? DEFAULT_MAX_CLIP_BYTES,
        allowed,
      });
    },
  };
}
