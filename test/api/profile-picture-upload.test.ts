// PUT /profile/picture/: real PNG, JPEG and WebP headers built byte by byte, what is stored (R2 object,
// user row) and the signed URL the answer carries, its use in GET /profile, replacement, the 2 MB edge.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { bearer, call } from './helpers/http';
import { jpeg, png, webpExtended, webpLossless, webpLossy } from './helpers/images';
import {
  fetchUrl,
  type Profile,
  pendingKeys,
  pictureRow,
  URL_PATTERN,
  upload,
  uploaded,
} from './helpers/pictures';

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
