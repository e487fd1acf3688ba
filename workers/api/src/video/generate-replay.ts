/**
 * Idempotent replays of generate: the stored answer keeps its video_id, transcript and status, and its
 * signed clip URL is signed again, so a replay a day later still carries a URL that plays.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { idempotentWith } from '../http/idempotency';
import { signingContext } from '../http/signed-url';
import { signedUrlFor } from './video-body';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export async function resignClipUrl(body: unknown, c: Context<AppEnv>): Promise<unknown> {
  if (!isRecord(body) || typeof body.video_id !== 'string' || typeof body.video_url !== 'string') return body;
  return { ...body, video_url: await signedUrlFor(signingContext(c), body.video_id) };
}

/** `idempotent` for POST /liveavatar/generate/. */
export const idempotentGenerate = idempotentWith({ replay: resignClipUrl });
