// The signed clip URL: full body, HEAD, byte ranges (closed, open, suffix), 416, 304, cache headers, and
// the refusals: tampered or expired signature (403), not rendered yet (409), failed (410).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { at, bearer, callWith, fetchWorker, postJson } from './helpers/http';

interface Generated {
  video_id: string;
  video_url: string;
  status: string;
}

function fetchClip(url: string, init: RequestInit = {}, nowMs?: number): Promise<Response> {
  const request = new Request(url, init);
  return nowMs === undefined ? fetchWorker(request) : callWith(request, { TEST_NOW_MS: String(nowMs) });
}

async function generate(access: string, overrides?: Record<string, unknown>): Promise<Generated> {
  const res = await postJson(
    '/liveavatar/generate/',
    { message: 'Work has been stressful this week.' },
    { headers: bearer(access), ...(overrides ? { envOverrides: overrides } : {}) },
  );
  expect([200, 202]).toContain(res.status);
  return (await res.json()) as Generated;
}

let ready: Generated;
let full: Uint8Array;
let etag: string;

beforeAll(async () => {
  const user = await createUserAndLogin();
  ready = await generate(user.access, { RENDER_MODE: 'sync' });
  expect(ready.status).toBe('ready');
  const res = await fetchClip(ready.video_url);
  expect(res.status).toBe(200);
  full = new Uint8Array(await res.arrayBuffer());
  etag = res.headers.get('etag') ?? '';
});

describe('a ready clip', () => {
  it('is served in full as MP4 with validators and private caching', async () => {
    const res = await fetchClip(ready.video_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(full.byteLength));
    expect(etag).toMatch(/^"[^"]+"$/);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(new TextDecoder().decode(full.slice(4, 8))).toBe('ftyp');
    expect(full.byteLength).toBeGreaterThan(10_000);
    await res.arrayBuffer();
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetchClip(ready.video_url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(full.byteLength));
    expect(res.headers.get('etag')).toBe(etag);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it.each([
    ['bytes=0-99', 0, 100],
    ['bytes=100-', 100, -1],
    ['bytes=-500', -500, -1],
    ['bytes=10-10', 10, 1],
  ])('serves %s as 206 with the right Content-Range and bytes', async (range, start, length) => {
    const size = full.byteLength;
    const from = start < 0 ? size + start : start;
    const to = length < 0 ? size - 1 : from + length - 1;
    const res = await fetchClip(ready.video_url, { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${from}-${to}/${size}`);
    expect(res.headers.get('content-length')).toBe(String(to - from + 1));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(full.slice(from, to + 1));
  });

  it('clamps a range that runs past the end', async () => {
    const size = full.byteLength;
    const res = await fetchClip(ready.video_url, { headers: { range: `bytes=${size - 10}-${size + 1000}` } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect((await res.arrayBuffer()).byteLength).toBe(10);
  });

  it('answers an unsatisfiable range with 416 and bytes */size', async () => {
    for (const range of [`bytes=${full.byteLength}-`, 'bytes=-0']) {
      const res = await fetchClip(ready.video_url, { headers: { range } });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${full.byteLength}`);
      expect(await res.json()).toMatchObject({ detail: 'Requested range not satisfiable.' });
    }
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const res = await fetchClip(ready.video_url, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
    const other = await fetchClip(ready.video_url, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it('never exposes the object key', async () => {
    const row = await env.DB.prepare('SELECT object_key FROM videos WHERE id = ?')
      .bind(ready.video_id)
      .first<{ object_key: string }>();
    expect(row?.object_key).toBeTruthy();
    const res = await fetchClip(ready.video_url, { method: 'HEAD' });
    expect(ready.video_url).not.toContain(row?.object_key);
    res.headers.forEach((value) => {
      expect(value).not.toContain(row?.object_key);
    });
  });
});

describe('refusals', () => {
  it('answers 403 for a tampered signature, expiry or video id', async () => {
    const url = new URL(ready.video_url);
    const sig = url.searchParams.get('sig') ?? '';
    const flipped = new URL(url);
    flipped.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    const later = new URL(url);
    later.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    // Same bytes, another spelling: the last character's spare bits changed.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = new URL(url);
    respelled.searchParams.set('sig', sig.slice(0, -1) + alphabet[alphabet.indexOf(sig.at(-1) ?? 'A') ^ 1]);
    const unsigned = new URL(url);
    unsigned.searchParams.delete('sig');
    const otherVideo = new URL(url.toString().replace(ready.video_id, 'AAAAAAAAAAAAAAAAAAAAAA'));
    for (const bad of [flipped, respelled, later, unsigned, otherVideo]) {
      const res = await fetchClip(bad.toString());
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        detail: 'This video link is not valid.',
        code: 'signature_invalid',
      });
    }
  });

  it('answers 403 once the URL has expired', async () => {
    const exp = Number(new URL(ready.video_url).searchParams.get('exp'));
    const res = await fetchClip(ready.video_url, {}, exp * 1000 + 1);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'This video link has expired.', code: 'signature_expired' });
    // A second before expiry the same URL still works, with max-age bounded by the time left.
    const early = await fetchClip(ready.video_url, { method: 'HEAD' }, exp * 1000 - 1000);
    expect(early.status).toBe(200);
    expect(early.headers.get('cache-control')).toBe('private, max-age=1');
  });

  it('fails closed in a deployed environment without a signing key, and another key rejects the signature', async () => {
    const noKey = await callWith(new Request(ready.video_url), {
      ENVIRONMENT: 'production',
      CLIP_SIGNING_KEY: undefined,
    });
    expect(noKey.status).toBe(503);
    expect(await noKey.json()).toEqual({
      detail: 'Video links are unavailable: the service is not configured to sign them.',
      code: 'clip_signing_unavailable',
    });
    const withKey = await callWith(new Request(ready.video_url), {
      ENVIRONMENT: 'production',
      CLIP_SIGNING_KEY: 'a-real-production-signing-key-0123456789',
    });
    expect(withKey.status).toBe(403);
  });

  it('honours CLIP_URL_TTL_SECONDS', async () => {
    const user = await createUserAndLogin();
    const now = Date.now();
    const res = await postJson(
      '/liveavatar/generate/',
      { message: 'Work has been stressful this week.' },
      { headers: bearer(user.access), ...at(now, { CLIP_URL_TTL_SECONDS: '60' }) },
    );
    const { video_url } = (await res.json()) as Generated;
    expect(Number(new URL(video_url).searchParams.get('exp'))).toBe(Math.floor(now / 1000) + 60);
  });

  it('answers 409 video_not_ready with Retry-After while queued, then 410 once failed', async () => {
    const user = await createUserAndLogin();
    // The file's first clip may have the same reply: without the cache entry this one must be queued.
    await env.DB.prepare('DELETE FROM clip_objects').run();
    const queued = await generate(user.access, { RENDER_MODE: 'queue' });
    expect(queued.status).toBe('queued');
    const res = await fetchClip(queued.video_url);
    expect(res.status).toBe(409);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ detail: 'The video is not ready yet.', code: 'video_not_ready' });

    await env.DB.prepare("UPDATE videos SET status = 'failed', error = 'x' WHERE id = ?")
      .bind(queued.video_id)
      .run();
    const gone = await fetchClip(queued.video_url);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ detail: 'The video could not be rendered.', code: 'video_failed' });
  });
});
