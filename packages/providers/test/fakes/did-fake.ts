// A local stand-in for D-ID's talks API, speaking its documented shapes: `Authorization: Basic
// <key>`, POST /talks → 201 {id,object:"talk",status:"created"}, GET /talks/{id} → the talk with
// status created|started|done|error|rejected, result_url when done, error {kind,description}
// when failed, errors as {kind,description}, and result_url served by the same server.
import {
  type FakeServer,
  fakeClipBytes,
  json,
  type Reply,
  s3ExpiredReply,
  startFakeServer,
} from './fake-server';
import type { FileScenario } from './heygen-fake';

export type DidCreateScenario =
  | 'ok'
  | 'rate_limited'
  | 'server_error'
  | 'bad_request'
  | 'invalid_json'
  | 'wrong_shape'
  | 'hang';

export type DidPollStep =
  | 'created'
  | 'started'
  | 'done'
  | 'error'
  | 'rejected'
  | 'rate_limited'
  | 'not_found'
  | 'server_error'
  | 'wrong_shape';

export interface DidScript {
  create: DidCreateScenario;
  /** One step per poll; the last step repeats. */
  poll: DidPollStep[];
  file: FileScenario;
  retryAfter: string | null;
}

export interface DidFake extends FakeServer {
  apiKey: string;
  talkId: string;
  clip: Uint8Array;
  script: DidScript;
}

const error = (status: number, kind: string, description: string, headers: Record<string, string> = {}) =>
  json(status, { kind, description }, headers);

export async function startDidFake(apiKey = 'ZGlkLXVzZXI6ZGlkLXNlY3JldA=='): Promise<DidFake> {
  const talkId = 'tlk_7Hq2mXo9LkP3';
  const clip = fakeClipBytes(6000);
  const script: DidScript = { create: 'ok', poll: ['created'], file: 'ok', retryAfter: '9' };
  const tooMany = (): Reply =>
    error(
      429,
      'TooManyRequestsError',
      'Rate limit',
      script.retryAfter ? { 'Retry-After': script.retryAfter } : {},
    );

  const server = await startFakeServer((req, origin): Reply => {
    const path = req.path.split('?')[0] ?? '';
    if (path.startsWith('/results/')) {
      switch (script.file) {
        case 'expired':
          return s3ExpiredReply();
        case 'html':
        case 'gzip':
          return { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<html></html>' };
        case 'no_length':
          return {
            status: 200,
            headers: { 'Content-Type': 'binary/octet-stream' },
            body: clip,
            chunked: true,
          };
        case 'ok':
          return { status: 200, headers: { 'Content-Type': 'video/mp4' }, body: clip };
      }
    }
    if (req.headers.authorization !== `Basic ${apiKey}`)
      return error(401, 'AuthorizationError', 'Unauthorized');
    if (req.method === 'POST' && path === '/talks') {
      switch (script.create) {
        case 'ok':
          return json(201, {
            id: talkId,
            object: 'talk',
            created_at: '2026-05-01T10:00:00.000Z',
            created_by: 'auth0|fake',
            status: 'created',
          });
        case 'rate_limited':
          return tooMany();
        case 'server_error':
          return error(500, 'InternalServerError', 'Internal error');
        case 'bad_request':
          return error(400, 'BadRequestError', 'Failed to validate script');
        case 'invalid_json':
          return { status: 201, headers: { 'Content-Type': 'application/json' }, body: 'OK' };
        case 'wrong_shape':
          return json(201, { talk_id: talkId });
        case 'hang':
          return { status: 201, hang: true };
      }
    }
    if (req.method === 'GET' && path.startsWith('/talks/')) {
      const id = decodeURIComponent(path.slice('/talks/'.length));
      const step = (script.poll.length > 1 ? script.poll.shift() : script.poll[0]) ?? 'created';
      const talk = { id, object: 'talk', source_url: 'https://example.invalid/alice.jpg', created_at: '' };
      switch (step) {
        case 'created':
        case 'started':
          return json(200, { ...talk, status: step });
        case 'done':
          return json(200, {
            ...talk,
            status: 'done',
            result_url: `${origin}/results/${id}.mp4?AWSAccessKeyId=FAKE&Expires=1767225600&Signature=f4k3`,
            duration: 3.1,
          });
        case 'error':
          return json(200, {
            ...talk,
            status: 'error',
            error: { kind: 'FaceError', description: 'No face found' },
          });
        case 'rejected':
          return json(200, {
            ...talk,
            status: 'rejected',
            error: { kind: 'ModerationError', description: 'Rejected' },
          });
        case 'rate_limited':
          return tooMany();
        case 'not_found':
          return error(404, 'NotFoundError', 'Talk not found');
        case 'server_error':
          return error(502, 'BadGatewayError', 'Upstream error');
        case 'wrong_shape':
          return json(200, { ...talk, status: 'finished' });
      }
    }
    return error(404, 'NotFoundError', 'No such route');
  });
  return { ...server, apiKey, talkId, clip, script };
}
