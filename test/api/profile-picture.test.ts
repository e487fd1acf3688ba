// PUT/DELETE /profile/picture/ and the signed picture URL: real PNG, JPEG and WebP headers built byte by
// byte, the magic-byte check against the Content-Type, the size and dimension caps, what is stored (R2
// object, user row, pending deletions) and what is not on every refusal, the signed URL (bytes, ETag,
// 304, HEAD, expiry, tampering), replacement and removal, and R2/D1 failures cleaned up by the cron.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../workers/api/src/index';
import {
  awayFromWindowEdge,
  BASE,
  bearer,
  call,
  callWith,
  createUserAndLogin,
  fetchWorker,
  randomIp,
  UNAUTHORIZED_CHALLENGE,
} from './helpers/accounts';
import { faultyBucket, faultyD1 } from './helpers/faults';
import { gif, jpeg, png, webpExtended, webpLossless, webpLossy } from './helpers/images';

const DAY = 24 * 3600 * 1000;
const URL_PATTERN =
  /^http:\/\/localhost\/api\/v1\/profile\/picture\/(\d+)\/\?v=(\d+)&exp=(\d+)&sig=[A-Za-z0-9_-]{43}$/;

interface Profile {
  id: number;
  profile_picture: string | null;
}

function upload(
  access: string,
  body: BodyInit | null,
  type: string | null,
  envOverrides?: Record<string, unknown>,
): Promise<Response> {
  const headers: Record<string, string> = { ...bearer(access), 'cf-connecting-ip': randomIp() };
  if (type !== null) headers['content-type'] = type;
  const request = new Request(`${BASE}/profile/picture/`, { method: 'PUT', headers, body });
  return envOverrides ? callWith(request, envOverrides) : fetchWorker(request);
}

function fetchUrl(url: string, init: RequestInit = {}, nowMs?: number): Promise<Response> {
  const request = new Request(url, init);
  return nowMs === undefined ? fetchWorker(request) : callWith(request, { TEST_NOW_MS: String(nowMs) });
}

async function pictureRow(userId: number) {
  return env.DB.prepare(
    'SELECT picture_key, picture_type, picture_updated_at, profile_picture FROM users WHERE id = ?1',
  )
    .bind(userId)
    .first<{
      picture_key: string | null;
      picture_type: string | null;
      picture_updated_at: number | null;
      profile_picture: string | null;
    }>();
}

async function storedKeys(): Promise<string[]> {
  return (await env.PICTURES.list({ prefix: 'pictures/' })).objects.map((o) => o.key);
}

async function pendingKeys(): Promise<string[]> {
  const rows = await env.DB.prepare('SELECT object_key FROM pending_object_deletions').all<{
    object_key: string;
  }>();
  return rows.results.map((r) => r.object_key);
}

async function runCron(atMs: number, overrides: Record<string, unknown> = {}): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: atMs, cron: '17 3 * * *' }),
    { ...env, ...overrides } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

async function uploaded(access: string, bytes: Uint8Array<ArrayBuffer>, type: string): Promise<Profile> {
  const res = await upload(access, bytes, type);
  expect(res.status).toBe(200);
  return (await res.json()) as Profile;
}

describe('PUT /profile/picture', () => {
  it.each([
    ['PNG', png(3, 2), 'image/png'],
    ['JPEG', jpeg(5, 4), 'image/jpeg'],
    ['lossy WebP', webpLossy(16, 9), 'image/webp'],
    ['lossless WebP', webpLossless(6, 7), 'image/webp'],
    ['extended WebP', webpExtended(4096, 4096), 'image/webp'],
  ])(
    'stores a %s and answers the profile with a signed URL serving the same bytes',
    async (_, bytes, type) => {
      const account = await createUserAndLogin();
      const res = await upload(account.access, bytes, `${type}; charset=binary`);
      expect(res.status).toBe(200);
      const profile = (await res.json()) as Profile;
      expect(profile).toMatchObject({ id: account.userId, email: account.email, name: 'Test Person' });
      const match = URL_PATTERN.exec(profile.profile_picture ?? '');
      expect(match?.[1]).toBe(String(account.userId));

      const row = await pictureRow(account.userId);
      expect(row?.picture_type).toBe(type);
      expect(row?.picture_key).toMatch(/^pictures\/[A-Za-z0-9_-]{32}$/);
      expect(String(row?.picture_updated_at)).toBe(match?.[2]);
      // The key never leaves the server.
      expect(JSON.stringify(profile)).not.toContain(row?.picture_key ?? '-');
      const object = await env.PICTURES.get(row?.picture_key ?? '');
      expect(new Uint8Array(await (object as R2ObjectBody).arrayBuffer())).toEqual(bytes);
      expect(await pendingKeys()).not.toContain(row?.picture_key);

      const served = await fetchUrl(profile.profile_picture ?? '');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(served.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    },
  );

  it('shows the signed URL in GET /profile, with ETag revalidation, HEAD and a bounded max-age', async () => {
    const account = await createUserAndLogin();
    const bytes = png(2, 2);
    await uploaded(account.access, bytes, 'image/png');
    const read = await call('GET', '/profile/', undefined, { headers: bearer(account.access) });
    const url = ((await read.json()) as Profile).profile_picture ?? '';
    expect(url).toMatch(URL_PATTERN);

    const first = await fetchUrl(url);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const maxAge = Number(/max-age=(\d+)/.exec(first.headers.get('cache-control') ?? '')?.[1]);
    const exp = Number(new URL(url).searchParams.get('exp'));
    expect(maxAge).toBeGreaterThanOrEqual(3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(exp - Math.floor(Date.now() / 1000) + 1);
    // exp is a multiple of five minutes, so two reads a moment apart name the same URL.
    expect(exp % 300).toBe(0);

    const notModified = await fetchUrl(url, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await notModified.arrayBuffer()).byteLength).toBe(0);

    const head = await fetchUrl(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(head.headers.get('content-type')).toBe('image/png');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('replaces the picture: the old object is deleted and the old URL answers 404', async () => {
    const account = await createUserAndLogin();
    const first = await uploaded(account.access, png(1, 1), 'image/png');
    const oldKey = (await pictureRow(account.userId))?.picture_key ?? '';
    // A later upload time, so the version (and URL) differ even within one millisecond of the first.
    const res = await upload(account.access, jpeg(8, 8), 'image/jpeg', {
      TEST_NOW_MS: String(Date.now() + 60_000),
    });
    expect(res.status).toBe(200);
    const second = (await res.json()) as Profile;
    expect(second.profile_picture).not.toBe(first.profile_picture);
    const row = await pictureRow(account.userId);
    expect(row).toMatchObject({ picture_type: 'image/jpeg' });
    expect(row?.picture_key).not.toBe(oldKey);
    expect(await env.PICTURES.head(oldKey)).toBeNull();
    expect(await pendingKeys()).not.toContain(oldKey);

    const old = await fetchUrl(first.profile_picture ?? '');
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    const current = await fetchUrl(second.profile_picture ?? '', {}, Date.now() + 60_000);
    expect(current.status).toBe(200);
    expect(new Uint8Array(await current.arrayBuffer())).toEqual(jpeg(8, 8));
  });

  it('accepts exactly 2 MB', async () => {
    const account = await createUserAndLogin();
    const base = png(1, 1);
    const bytes = new Uint8Array(2 * 1024 * 1024);
    bytes.set(base);
    // Trailing bytes after IEND: the header is what is checked; the size is at the cap.
    const res = await upload(account.access, bytes, 'image/png');
    expect(res.status).toBe(200);
    const row = await pictureRow(account.userId);
    expect(row?.picture_type).toBe('image/png');
    expect((await env.PICTURES.head(row?.picture_key ?? ''))?.size).toBe(2 * 1024 * 1024);
  });
});

describe('PUT /profile/picture refusals store nothing', () => {
  const big = () => {
    const bytes = new Uint8Array(2 * 1024 * 1024 + 1);
    bytes.set(png(1, 1));
    return bytes;
  };
  const cases: Array<[string, () => BodyInit | null, string | null, number, Record<string, unknown>]> = [
    [
      'a GIF sent as image/png',
      gif,
      'image/png',
      400,
      { code: 'image_invalid', detail: 'The body is not a valid JPEG, PNG or WebP image.' },
    ],
    [
      'text sent as image/png',
      () => 'definitely not a picture',
      'image/png',
      400,
      { code: 'image_invalid', detail: 'The body is not a valid JPEG, PNG or WebP image.' },
    ],
    ['an empty body', () => null, 'image/jpeg', 400, { code: 'image_invalid' }],
    [
      'a PNG whose IHDR CRC is wrong',
      () => png(1, 1, { badCrc: true }),
      'image/png',
      400,
      { code: 'image_invalid' },
    ],
    [
      'a PNG cut inside its header',
      () => png(1, 1).slice(0, 20),
      'image/png',
      400,
      { code: 'image_invalid' },
    ],
    [
      'a JPEG cut before its frame header',
      () => jpeg().slice(0, 30),
      'image/jpeg',
      400,
      { code: 'image_invalid' },
    ],
    ['a truncated WebP', () => webpLossy().slice(0, 26), 'image/webp', 400, { code: 'image_invalid' }],
    ['a PNG of zero width', () => png(0, 1), 'image/png', 400, { code: 'image_invalid' }],
    [
      'a PNG sent as image/jpeg',
      () => png(1, 1),
      'image/jpeg',
      415,
      { code: 'image_type_mismatch', detail: 'The body is image/png but was sent as image/jpeg.' },
    ],
    ['a WebP sent as image/png', () => webpLossless(), 'image/png', 415, { code: 'image_type_mismatch' }],
    [
      'a PNG 4097 pixels wide',
      () => png(4097, 1),
      'image/png',
      400,
      {
        code: 'image_dimensions_too_large',
        detail: 'The picture is 4097×1; at most 4096 pixels either side.',
      },
    ],
    [
      'a JPEG 5000 pixels tall',
      () => jpeg(10, 5000),
      'image/jpeg',
      400,
      { code: 'image_dimensions_too_large' },
    ],
    [
      'a WebP 4097 pixels wide',
      () => webpExtended(4097, 2),
      'image/webp',
      400,
      { code: 'image_dimensions_too_large' },
    ],
    [
      'a body over 2 MB',
      big,
      'image/png',
      413,
      { code: 'payload_too_large', detail: 'The picture exceeds 2097152 bytes (2 MB).' },
    ],
    [
      'a body over 2 MB without a Content-Length',
      () =>
        new ReadableStream({
          start(controller) {
            controller.enqueue(big());
            controller.close();
          },
        }),
      'image/png',
      413,
      { code: 'payload_too_large' },
    ],
    [
      'image/gif',
      gif,
      'image/gif',
      415,
      {
        code: 'unsupported_media_type',
        detail: 'Unsupported media type "image/gif": send image/jpeg, image/png or image/webp.',
      },
    ],
    ['JSON', () => '{"picture": "x"}', 'application/json', 415, { code: 'unsupported_media_type' }],
    [
      'no Content-Type',
      () => png(1, 1),
      null,
      415,
      { code: 'unsupported_media_type', detail: 'Send the picture as image/jpeg, image/png or image/webp.' },
    ],
  ];

  it.each(cases)('refuses %s', async (_, body, type, status, expected) => {
    const account = await createUserAndLogin();
    await uploaded(account.access, png(1, 1), 'image/png');
    const before = {
      row: await pictureRow(account.userId),
      keys: await storedKeys(),
      pending: await pendingKeys(),
    };
    const res = await upload(account.access, body(), type);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject(expected);
    expect(await pictureRow(account.userId)).toEqual(before.row);
    expect(await storedKeys()).toEqual(before.keys);
    expect(await pendingKeys()).toEqual(before.pending);
  });

  it('needs a Bearer token', async () => {
    const request = new Request(`${BASE}/profile/picture/`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png(1, 1),
    });
    const res = await fetchWorker(request);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(UNAUTHORIZED_CHALLENGE);
  });

  it('fails closed without a signing key, before storing anything', async () => {
    const account = await createUserAndLogin();
    const keys = await storedKeys();
    // The pool's auth secrets are random per run, so production accepts them; only the signing key is gone.
    const res = await upload(account.access, png(1, 1), 'image/png', {
      ENVIRONMENT: 'production',
      CLIP_SIGNING_KEY: undefined,
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      detail: 'Picture links are unavailable: the service is not configured to sign them.',
      code: 'picture_signing_unavailable',
    });
    expect(await storedKeys()).toEqual(keys);
    expect((await pictureRow(account.userId))?.picture_key).toBeNull();
  });

  it('throttles uploads per user with 429 and Retry-After', async () => {
    await awayFromWindowEdge();
    const account = await createUserAndLogin();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await upload(account.access, gif(), 'image/png')).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const res = await upload(account.access, png(1, 1), 'image/png');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toMatchObject({ code: 'throttled' });
  });
});

describe('storage failures during an upload', () => {
  it('answers 503 when the R2 put fails, leaving no object, row change or reservation', async () => {
    const account = await createUserAndLogin();
    const before = { keys: await storedKeys(), pending: await pendingKeys() };
    const res = await upload(account.access, png(1, 1), 'image/png', {
      PICTURES: faultyBucket(env.PICTURES, ['put']),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      detail: 'The picture could not be stored; retry.',
      code: 'service_unavailable',
    });
    expect((await pictureRow(account.userId))?.picture_key).toBeNull();
    expect(await storedKeys()).toEqual(before.keys);
    expect(await pendingKeys()).toEqual(before.pending);
  });

  it('answers 503 when the D1 batch fails after the put; the cron then deletes the stored object', async () => {
    const account = await createUserAndLogin();
    const before = await storedKeys();
    const res = await upload(account.access, png(1, 1), 'image/png', {
      DB: faultyD1(env.DB, { matching: /^\s*UPDATE users SET picture_key/ }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'service_unavailable' });
    expect((await pictureRow(account.userId))?.picture_key).toBeNull();
    const orphan = (await storedKeys()).filter((k) => !before.includes(k));
    expect(orphan).toHaveLength(1);
    expect(await pendingKeys()).toContain(orphan[0]);
    // Within the grace period the cron leaves a reservation alone (an upload may still be running).
    await runCron(Date.now());
    expect(await storedKeys()).toContain(orphan[0]);
    await runCron(Date.now() + DAY);
    expect(await storedKeys()).not.toContain(orphan[0]);
    expect(await pendingKeys()).not.toContain(orphan[0]);
  });

  it('keeps the new picture when deleting the old object fails; the cron deletes it later', async () => {
    const account = await createUserAndLogin();
    await uploaded(account.access, png(1, 1), 'image/png');
    const oldKey = (await pictureRow(account.userId))?.picture_key ?? '';
    const res = await upload(account.access, png(2, 2), 'image/png', {
      PICTURES: faultyBucket(env.PICTURES, ['delete']),
      TEST_NOW_MS: String(Date.now() + 1000),
    });
    expect(res.status).toBe(200);
    expect((await pictureRow(account.userId))?.picture_key).not.toBe(oldKey);
    expect(await env.PICTURES.head(oldKey)).not.toBeNull();
    const pending = await env.DB.prepare(
      'SELECT attempts FROM pending_object_deletions WHERE object_key = ?1',
    )
      .bind(oldKey)
      .first('attempts');
    expect(pending).toBe(1);
    await runCron(Date.now() + DAY);
    expect(await env.PICTURES.head(oldKey)).toBeNull();
    expect(await pendingKeys()).not.toContain(oldKey);
  });
});

describe('an account deleted while its row is still cached', () => {
  it('answers 401 user_not_found to an upload and keeps nothing of it', async () => {
    const account = await createUserAndLogin();
    const t0 = Date.now();
    const cached = { USER_CACHE_SECONDS: '30', TEST_NOW_MS: String(t0) };
    const warm = await callWith(new Request(`${BASE}/profile/`, { headers: bearer(account.access) }), cached);
    expect(warm.status).toBe(200);
    await env.DB.prepare('DELETE FROM users WHERE id = ?1').bind(account.userId).run();
    // The isolate still lets the token in from its cached row: the upload reaches the handler.
    const stillCached = await callWith(new Request(`${BASE}/profile/`, { headers: bearer(account.access) }), {
      ...cached,
      TEST_NOW_MS: String(t0 + 500),
    });
    expect(stillCached.status).toBe(200);
    const before = { keys: await storedKeys(), pending: await pendingKeys() };
    const res = await upload(account.access, png(1, 1), 'image/png', {
      ...cached,
      TEST_NOW_MS: String(t0 + 1000),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'User not found', code: 'user_not_found' });
    expect(await storedKeys()).toEqual(before.keys);
    expect(await pendingKeys()).toEqual(before.pending);
  });
});

describe('DELETE /profile/picture', () => {
  it('deletes the object and the row fields; the old URL answers 404; a second delete is 204 too', async () => {
    const account = await createUserAndLogin();
    const profile = await uploaded(account.access, webpLossy(), 'image/webp');
    const key = (await pictureRow(account.userId))?.picture_key ?? '';
    const res = await call('DELETE', '/profile/picture/', undefined, { headers: bearer(account.access) });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await pictureRow(account.userId)).toEqual({
      picture_key: null,
      picture_type: null,
      picture_updated_at: null,
      profile_picture: null,
    });
    expect(await env.PICTURES.head(key)).toBeNull();
    expect(await pendingKeys()).not.toContain(key);
    expect((await fetchUrl(profile.profile_picture ?? '')).status).toBe(404);
    const read = await call('GET', '/profile/', undefined, { headers: bearer(account.access) });
    expect(((await read.json()) as Profile).profile_picture).toBeNull();
    const again = await call('DELETE', '/profile/picture', undefined, { headers: bearer(account.access) });
    expect(again.status).toBe(204);
  });

  it('also clears a legacy picture path', async () => {
    const account = await createUserAndLogin();
    await env.DB.prepare("UPDATE users SET profile_picture = 'profile_pics/old.jpg' WHERE id = ?1")
      .bind(account.userId)
      .run();
    const before = await call('GET', '/profile/', undefined, { headers: bearer(account.access) });
    expect(((await before.json()) as Profile).profile_picture).toBe('profile_pics/old.jpg');
    await call('DELETE', '/profile/picture/', undefined, { headers: bearer(account.access) });
    expect((await pictureRow(account.userId))?.profile_picture).toBeNull();
  });

  it('needs a Bearer token', async () => {
    const res = await call('DELETE', '/profile/picture/');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'not_authenticated' });
  });
});

describe('the signed picture URL', () => {
  it('refuses an expired link with 403 signature_expired, and works until then', async () => {
    const account = await createUserAndLogin();
    const { profile_picture: url } = await uploaded(account.access, png(1, 1), 'image/png');
    const exp = Number(new URL(url ?? '').searchParams.get('exp'));
    const expired = await fetchUrl(url ?? '', {}, exp * 1000);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({
      detail: 'This picture link has expired.',
      code: 'signature_expired',
    });
    const early = await fetchUrl(url ?? '', { method: 'HEAD' }, exp * 1000 - 1000);
    expect(early.status).toBe(200);
    expect(early.headers.get('cache-control')).toBe('private, max-age=1');
  });

  it('fails closed without a signing key, for the link and for the profile that names it', async () => {
    const account = await createUserAndLogin();
    const { profile_picture: url } = await uploaded(account.access, png(1, 1), 'image/png');
    const noKey = { ENVIRONMENT: 'production', CLIP_SIGNING_KEY: undefined };
    const unavailable = {
      detail: 'Picture links are unavailable: the service is not configured to sign them.',
      code: 'picture_signing_unavailable',
    };
    const link = await callWith(new Request(url ?? ''), noKey);
    expect(link.status).toBe(503);
    expect(await link.json()).toEqual(unavailable);
    const profile = await callWith(
      new Request(`${BASE}/profile/`, { headers: bearer(account.access) }),
      noKey,
    );
    expect(profile.status).toBe(503);
    expect(await profile.json()).toEqual(unavailable);
  });

  it('refuses tampered links with 403 signature_invalid', async () => {
    const account = await createUserAndLogin();
    const other = await createUserAndLogin();
    const { profile_picture: url } = await uploaded(account.access, png(1, 1), 'image/png');
    await uploaded(other.access, png(1, 1), 'image/png');
    const good = new URL(url ?? '');
    const variants: Array<(u: URL) => void> = [
      (u) => u.searchParams.set('sig', `${(u.searchParams.get('sig') ?? '').slice(0, -2)}AA`),
      (u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 300)),
      (u) => u.searchParams.set('v', String(Number(u.searchParams.get('v')) + 1)),
      (u) => {
        u.pathname = `/api/v1/profile/picture/${other.userId}/`;
      },
      (u) => u.searchParams.delete('sig'),
      (u) => u.searchParams.delete('v'),
      (u) => u.searchParams.set('exp', 'soon'),
      (u) => {
        u.pathname = '/api/v1/profile/picture/abc/';
      },
    ];
    for (const change of variants) {
      const u = new URL(good);
      change(u);
      const res = await fetchUrl(u.toString());
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        detail: 'This picture link is not valid.',
        code: 'signature_invalid',
      });
    }
  });

  it('is signed in its own scope: its signature does not open a clip URL', async () => {
    const account = await createUserAndLogin();
    const { profile_picture: url } = await uploaded(account.access, png(1, 1), 'image/png');
    const u = new URL(url ?? '');
    const clip = `${BASE}/liveavatar/clips/${account.userId}:${u.searchParams.get('v')}/?exp=${u.searchParams.get('exp')}&sig=${u.searchParams.get('sig')}`;
    const res = await fetchUrl(clip);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'signature_invalid' });
  });

  it('answers 405 with Allow for a method the picture path does not take', async () => {
    const account = await createUserAndLogin();
    const res = await call('POST', '/profile/picture/', {}, { headers: bearer(account.access) });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('PUT');
    expect(res.headers.get('allow')).toContain('DELETE');
  });
});
