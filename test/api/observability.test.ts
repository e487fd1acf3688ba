// Observability: one structured line per request (method, route pattern, status, duration, request id)
// that never carries message text, tokens, signatures or emails; a data point per request and per safety
// verdict in Workers Analytics Engine (a fake binding here); the request id carried into the queue message.
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserAndLogin, PASSWORD } from './helpers/accounts';
import { bearer, call, callWith, postJson } from './helpers/http';

function fakeMetrics() {
  const points: AnalyticsEngineDataPoint[] = [];
  return { points, binding: { writeDataPoint: (p: AnalyticsEngineDataPoint) => points.push(p ?? {}) } };
}

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
});
afterEach(() => vi.restoreAllMocks());

const requestLines = () =>
  lines
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.event === 'request');

describe('request log', () => {
  it('writes exactly one line per request with the route pattern, and nothing private', async () => {
    const user = await createUserAndLogin();
    lines = [];
    const message = 'My secret worry is about my sister Ada';
    const responses = [
      await call('GET', '/profile/', undefined, { headers: bearer(user.access) }),
      await postJson('/login/', { email: user.email, password: PASSWORD }),
      await postJson('/chat/', { message }, { headers: bearer(user.access) }),
      await call('GET', '/liveavatar/videos/some-video-id/', undefined, { headers: bearer(user.access) }),
      await call('GET', '/liveavatar/clips/vid123/?exp=9999999999&sig=SECRETSIGNATURE', undefined),
      await call('POST', '/liveavatar/webhooks/d-id/?video_id=v1&token=SECRETTOKEN', {}),
      await call('GET', '/no/such/path/', undefined),
    ];
    const logged = requestLines();
    // The observations happened: one line for each request, in order, matching its response.
    expect(logged).toHaveLength(responses.length);
    logged.forEach((line, i) => {
      expect(line.status).toBe(responses[i]?.status);
      expect(line.requestId).toBe(responses[i]?.headers.get('x-request-id'));
      expect(line.durationMs).toEqual(expect.any(Number));
    });
    expect(logged.map((l) => `${l.method} ${l.route}`)).toEqual([
      'GET /api/v1/profile',
      'POST /api/v1/login',
      'POST /api/v1/chat',
      'GET /api/v1/liveavatar/videos/:videoId',
      'GET /api/v1/liveavatar/clips/:videoId',
      'POST /api/v1/liveavatar/webhooks/d-id',
      'GET unmatched',
    ]);
    const all = lines.join('\n');
    for (const secret of [
      user.email,
      PASSWORD,
      user.access,
      message,
      'Ada',
      'SECRETSIGNATURE',
      'SECRETTOKEN',
      'some-video-id',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('metrics', () => {
  it('writes a data point per request and the safety level per message to Analytics Engine', async () => {
    const user = await createUserAndLogin();
    const metrics = fakeMetrics();
    const req = new Request('http://localhost/api/v1/chat/', {
      method: 'POST',
      headers: { ...bearer(user.access), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Work has been really stressful this week.' }),
    });
    const res = await callWith(req, { METRICS: metrics.binding });
    expect(res.status).toBe(200);
    const blobs = metrics.points.map((p) => p.blobs);
    expect(blobs).toContainEqual(['request', 'POST', '/api/v1/chat', '200']);
    expect(blobs).toContainEqual(['safety', expect.stringMatching(/^(none|low|elevated|crisis)$/)]);
    expect(JSON.stringify(metrics.points)).not.toContain('stressful');
  });
});

describe('request id in the render queue message', () => {
  it('carries the X-Request-Id of generate into the job', async () => {
    const user = await createUserAndLogin();
    const sent: unknown[] = [];
    const queue = { send: async (body: unknown) => void sent.push(body) };
    const req = new Request('http://localhost/api/v1/liveavatar/generate/', {
      method: 'POST',
      headers: { ...bearer(user.access), 'content-type': 'application/json', 'x-request-id': 'req-abc_123' },
      body: JSON.stringify({ message: `A long week, ${crypto.randomUUID()}.` }),
    });
    const res = await callWith(req, { RENDER_MODE: 'queue', RENDER_QUEUE: queue });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-request-id')).toBe('req-abc_123');
    expect(sent).toEqual([
      { videoId: expect.any(String), kind: 'render', pollCount: 0, requestId: 'req-abc_123' },
    ]);
    expect(env.ENVIRONMENT).toBe('test');
  });
});
