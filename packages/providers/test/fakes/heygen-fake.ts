// A local stand-in for HeyGen's v3 video API, speaking its documented shapes: X-Api-Key auth,
// POST /v3/videos → {data:{video_id,status}}, GET /v3/videos/{id} → {data:{id,status,video_url,
// failure_code,failure_message}}, errors as {error:{code,message}}, and a presigned-style
// video_url served by the same server (Content-Length, or 403 S3 "Request has expired").
import { gzipSync } from 'node:zlib';
import {
  type FakeServer,
  fakeClipBytes,
  json,
  type Reply,
  s3ExpiredReply,
  startFakeServer,
} from './fake-server';

export type HeygenCreateScenario =
  | 'ok'
  | 'rate_limited'
  | 'server_error'
  | 'bad_request'
  | 'in_progress'
  | 'invalid_json'
  | 'wrong_shape'
  | 'hang';

export type HeygenPollStep =
  | 'pending'
  | 'processing'
  | 'completed'
  | 'failed'
  | 'rate_limited'
  | 'not_found'
  | 'server_error'
  | 'wrong_shape';

export type FileScenario = 'ok' | 'expired' | 'no_length' | 'html' | 'gzip';

export interface HeygenScript {
  create: HeygenCreateScenario;
  /** One step per poll; the last step repeats. */
  poll: HeygenPollStep[];
  file: FileScenario;
  /** Retry-After sent with 429s; null sends none. */
  retryAfter: string | null;
}

export interface HeygenFake extends FakeServer {
  apiKey: string;
  videoId: string;
  clip: Uint8Array;
  script: HeygenScript;
}

const error = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  json(status, { error: { code, message, param: null, doc_url: null } }, headers);

export async function startHeygenFake(apiKey = 'hg-test-key'): Promise<HeygenFake> {
  const videoId = 'v_0f3a9c2e7b1d4e6a';
  const clip = fakeClipBytes();
  const script: HeygenScript = { create: 'ok', poll: ['pending'], file: 'ok', retryAfter: '7' };
  const tooMany = (): Reply =>
    error(
      429,
      'rate_limit_exceeded',
      'Too many requests',
      script.retryAfter ? { 'Retry-After': script.retryAfter } : {},
    );

  const server = await startFakeServer((req, origin): Reply => {
    const path = req.path.split('?')[0] ?? '';
    if (path.startsWith('/files/')) {
      switch (script.file) {
        case 'expired':
          return s3ExpiredReply();
        case 'html':
          return { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<html>login</html>' };
        case 'no_length':
          return { status: 200, headers: { 'Content-Type': 'video/mp4' }, body: clip, chunked: true };
        case 'gzip':
          // Content-Length then counts compressed bytes, not the clip the client ends up with.
          return {
            status: 200,
            headers: { 'Content-Type': 'video/mp4', 'Content-Encoding': 'gzip' },
            body: gzipSync(clip),
          };
        case 'ok':
          return { status: 200, headers: { 'Content-Type': 'video/mp4' }, body: clip };
      }
    }
    if (req.headers['x-api-key'] !== apiKey) return error(401, 'authentication_failed', 'Invalid API key');
    if (req.method === 'POST' && path === '/v3/videos') {
      switch (script.create) {
        case 'ok':
          return json(200, { data: { video_id: videoId, status: 'waiting', output_format: 'mp4' } });
        case 'rate_limited':
          return tooMany();
        case 'server_error':
          return error(500, 'internal_error', 'Internal server error');
        case 'bad_request':
          return error(400, 'invalid_parameter', 'avatar_id not found');
        case 'in_progress':
          return error(409, 'request_in_progress', 'A request with this key is in progress');
        case 'invalid_json':
          return {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
            body: '{"data": {"video_id": ',
          };
        case 'wrong_shape':
          return json(200, { data: { id: videoId } });
        case 'hang':
          return { status: 200, hang: true };
      }
    }
    if (req.method === 'GET' && path.startsWith('/v3/videos/')) {
      const id = decodeURIComponent(path.slice('/v3/videos/'.length));
      const step = (script.poll.length > 1 ? script.poll.shift() : script.poll[0]) ?? 'pending';
      const detail = {
        id,
        title: null,
        created_at: 1_767_225_600,
        failure_code: null,
        failure_message: null,
      };
      switch (step) {
        case 'pending':
        case 'processing':
          return json(200, { data: { ...detail, status: step, video_url: null } });
        case 'completed': {
          const videoUrl = `${origin}/files/${id}.mp4?X-Amz-Expires=604800&X-Amz-Signature=f4k3`;
          return json(200, { data: { ...detail, status: 'completed', video_url: videoUrl, duration: 4.2 } });
        }
        case 'failed':
          return json(200, {
            data: {
              ...detail,
              status: 'failed',
              video_url: null,
              failure_code: 'AVATAR_UNAVAILABLE',
              failure_message: `Avatar look is unavailable, see ${origin}/help`,
            },
          });
        case 'rate_limited':
          return tooMany();
        case 'not_found':
          return error(404, 'not_found', 'Video not found');
        case 'server_error':
          return error(503, 'service_unavailable', 'Try later', { 'Retry-After': '12' });
        case 'wrong_shape':
          return json(200, { data: { id, status: 'rendering' } });
      }
    }
    return error(404, 'not_found', 'No such route');
  });
  return { ...server, apiKey, videoId, clip, script };
}
