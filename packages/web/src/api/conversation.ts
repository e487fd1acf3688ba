/**
 * The therapist's replies: a video session, generate (ready, queued or `video_unavailable`), the status
 * of a queued clip, and chat, the text reply the app falls back to when video cannot be made.
 */
import { ApiProblem, unwrap } from './problem';
import { api, newIdempotencyKey } from './session';
import type { ChatAnswer, ClientSafety, GenerateAnswer, VideoStatus } from './types';

export type ReplyOutcome =
  | { kind: 'video'; answer: GenerateAnswer }
  | {
      kind: 'text';
      reply: string;
      safety: ClientSafety;
      crisisResourcesUrl?: string | undefined;
      reason: 'video_unavailable';
    };

let sessionToken: string | null = null;

async function ensureSession(): Promise<string | null> {
  if (sessionToken !== null) return sessionToken;
  try {
    const created = await unwrap<{ session_token: string }>(
      api.POST('/api/v1/liveavatar/session/', { body: {} }),
    );
    sessionToken = created.session_token;
  } catch {
    // The session only groups replies; a conversation goes on without one.
    sessionToken = null;
  }
  return sessionToken;
}

function withSession(message: string, token: string | null) {
  return token === null ? { message } : { message, session_token: token };
}

async function chat(message: string, token: string | null): Promise<ChatAnswer> {
  return unwrap<ChatAnswer>(api.POST('/api/v1/chat/', { body: withSession(message, token) }));
}

function sessionGone(error: unknown): boolean {
  return error instanceof ApiProblem && (error.code === 'session_expired' || error.status === 404);
}

/** One user message → one reply: a clip when video works, otherwise chat's text (automatically). */
export async function sendMessage(message: string): Promise<ReplyOutcome> {
  let token = await ensureSession();
  const generate = () =>
    unwrap<GenerateAnswer>(
      api.POST('/api/v1/liveavatar/generate/', {
        body: withSession(message, token),
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    );
  try {
    try {
      return { kind: 'video', answer: await generate() };
    } catch (error) {
      if (!sessionGone(error) || token === null) throw error;
      sessionToken = null;
      token = await ensureSession();
      return { kind: 'video', answer: await generate() };
    }
  } catch (error) {
    if (!(error instanceof ApiProblem) || error.code !== 'video_unavailable') throw error;
    try {
      const answer = await chat(message, token);
      return {
        kind: 'text',
        reply: answer.reply,
        safety: answer.safety,
        crisisResourcesUrl: answer.crisis_resources_url,
        reason: 'video_unavailable',
      };
    } catch {
      // Chat failed too: the 503 still carried the reply as text.
      const body = error.body as {
        transcript?: string;
        safety?: ClientSafety;
        crisis_resources_url?: string;
      };
      if (typeof body.transcript !== 'string' || body.safety === undefined) throw error;
      return {
        kind: 'text',
        reply: body.transcript,
        safety: body.safety,
        crisisResourcesUrl: body.crisis_resources_url,
        reason: 'video_unavailable',
      };
    }
  }
}

export function videoStatus(videoId: string): Promise<VideoStatus> {
  return unwrap<VideoStatus>(
    api.GET('/api/v1/liveavatar/videos/{videoId}/', { params: { path: { videoId } } }),
  );
}

/** Polls a queued clip until it is ready or failed; `signal` stops it when the screen goes away. */
export async function waitForVideo(videoId: string, signal: AbortSignal): Promise<VideoStatus> {
  let delay = 800;
  for (;;) {
    const status = await videoStatus(videoId);
    if (status.status === 'ready' || status.status === 'failed') return status;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, delay);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('stopped', 'AbortError'));
      });
    });
    delay = Math.min(delay * 1.5, 5000);
  }
}
