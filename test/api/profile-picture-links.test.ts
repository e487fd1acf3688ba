// DELETE /profile/picture/ and the signed picture URL: bytes, ETag, 304, HEAD, expiry, tampering, and
// links that stop working once the picture is replaced or removed.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { BASE, bearer, call, callWith } from './helpers/http';
import { png, webpLossy } from './helpers/images';
import { fetchUrl, type Profile, pendingKeys, pictureRow, uploaded } from './helpers/pictures';

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
