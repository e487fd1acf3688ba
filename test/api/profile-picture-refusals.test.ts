// PUT /profile/picture/ refusals: the magic-byte check against the Content-Type, the size and dimension
// caps; none of them stores an R2 object, changes the user row or leaves a pending deletion.
import { describe, expect, it } from 'vitest';
import { createUserAndLogin, UNAUTHORIZED_CHALLENGE } from './helpers/accounts';
import { awayFromWindowEdge, BASE, fetchWorker } from './helpers/http';
import { gif, jpeg, png, webpExtended, webpLossless, webpLossy } from './helpers/images';
import { pendingKeys, pictureRow, storedKeys, upload, uploaded } from './helpers/pictures';

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
