// The account's whole life over HTTP under `wrangler dev` (both workers, local D1/R2/Queues), through the
// typed client @solace/client: sign up, the client's refresh, change the password, reset it through the
// development outbox, a picture served by its signed URL, profile edits, a video, the export, and the
// deletion after which every credential and every link fails, with no 5xx anywhere along the way.
// The steps share one account and run in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedWorkers, type Workers } from './helpers/dev-server';
import { rgbPng } from './helpers/png';
import { pollUntil } from './helpers/poll';
import { type ClientUnderTest, clientFor } from './helpers/solace-client';

const EMAIL = `lifecycle.${crypto.randomUUID().slice(0, 8)}@example.com`;
const FIRST_PASSWORD = 'quiet-Meadow-47!';
const CHANGED_PASSWORD = 'harbour-Lights-82?';
const RESET_PASSWORD = 'copper-Kettle-59#';

let server: Workers;
let client: ClientUnderTest;

/** What the later steps need from the earlier ones. */
const account = {
  id: 0,
  password: FIRST_PASSWORD,
  pictureUrl: '',
  videoId: '',
  clipUrl: '',
};

beforeAll(async () => {
  server = await sharedWorkers();
  client = clientFor(server.url);
});

afterAll(async () => {});

/** A token with a valid shape whose signature the API refuses. */
function tampered(token: string): string {
  return `${token.slice(0, -6)}${token.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`;
}

/** POST /refresh/ with a given token, outside the client's store. */
async function refreshWith(refresh: string): Promise<number> {
  return (await client.solace.api.POST('/api/v1/refresh/', { body: { refresh } })).response.status;
}

describe.sequential('an account from signup to deletion', () => {
  it('signs up and logs in; a refused access token costs one shared refresh', async () => {
    const { solace, tokens } = client;
    const signup = await solace.signup({
      email: EMAIL,
      name: 'Lifecycle',
      password: FIRST_PASSWORD,
      confirm_password: FIRST_PASSWORD,
    });
    expect(signup.response.status).toBe(201);
    expect(signup.data).toMatchObject({ email: EMAIL, name: 'Lifecycle', timezone: null, country: null });
    account.id = signup.data?.id ?? 0;

    const login = await solace.login(EMAIL, FIRST_PASSWORD);
    expect(login.response.status).toBe(200);
    expect(tokens.get().access).toBe(login.data?.access);

    // Two calls at once with an access token the API refuses: one refresh, both retried and answered.
    const { refresh } = tokens.get();
    tokens.set({ access: tampered(login.data?.access ?? ''), refresh: refresh ?? '' });
    const before = client.refreshes();
    const [profile, videos] = await Promise.all([
      solace.api.GET('/api/v1/profile/'),
      solace.api.GET('/api/v1/liveavatar/videos/'),
    ]);
    expect(profile.response.status).toBe(200);
    expect(profile.data?.email).toBe(EMAIL);
    expect(videos.data).toEqual({ results: [], next_cursor: null });
    expect(client.refreshes() - before).toBe(1);
    // Rotation: the store holds the new pair.
    expect(tokens.get().refresh).not.toBe(refresh);
    expect(tokens.get().access).not.toBe(login.data?.access);
    expect(client.sessionsLost()).toBe(0);
  });

  it('changes the password: the answer is a new login and the old one is revoked', async () => {
    const { solace, tokens } = client;
    const oldRefresh = tokens.get().refresh ?? '';
    const wrong = await solace.api.POST('/api/v1/password/change/', {
      body: {
        old_password: 'not-the-Password-1',
        new_password: CHANGED_PASSWORD,
        confirm_password: CHANGED_PASSWORD,
      },
    });
    expect(wrong.response.status).toBe(400);

    const changed = await solace.api.POST('/api/v1/password/change/', {
      body: {
        old_password: FIRST_PASSWORD,
        new_password: CHANGED_PASSWORD,
        confirm_password: CHANGED_PASSWORD,
      },
    });
    expect(changed.response.status).toBe(200);
    const pair = changed.data;
    if (pair === undefined) throw new Error('no token pair');
    tokens.set(pair);
    account.password = CHANGED_PASSWORD;

    expect(await refreshWith(oldRefresh)).toBe(401);
    expect((await solace.api.GET('/api/v1/profile/')).response.status).toBe(200);
    expect((await solace.login(EMAIL, FIRST_PASSWORD)).response.status).toBe(401);
    // A failed login leaves the stored session alone.
    expect(tokens.get()).toEqual(pair);
  });

  it('resets the password through the development outbox; the link works once', async () => {
    const { solace, tokens } = client;
    const asked = await solace.api.POST('/api/v1/password/reset/', { body: { email: EMAIL } });
    expect(asked.response.status).toBe(202);
    expect(asked.data).toEqual({});

    // The message is written after the 202.
    const outbox = await pollUntil(
      async () => (await solace.api.GET('/api/v1/dev/outbox/', { params: { query: { to: EMAIL } } })).data,
      (data) => (data?.messages.length ?? 0) > 0,
      { what: 'the reset message in the outbox', timeoutMs: 30_000, intervalMs: 250 },
    );
    const message = outbox?.messages[0];
    expect(message?.to).toBe(EMAIL);
    const token = /#token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    if (token === undefined) throw new Error('no #token= link in the reset message');

    const body = { token, new_password: RESET_PASSWORD, confirm_password: RESET_PASSWORD };
    const confirmed = await solace.api.POST('/api/v1/password/reset/confirm/', { body });
    expect(confirmed.response.status).toBe(200);
    expect(confirmed.data).toEqual({});
    const again = await solace.api.POST('/api/v1/password/reset/confirm/', { body });
    expect(again.response.status).toBe(400);
    expect(again.error).toMatchObject({ token: ['Invalid or expired token.'] });
    account.password = RESET_PASSWORD;

    // The reset ended every login: the client's refresh is refused, so it clears the store and says so.
    const lostBefore = client.sessionsLost();
    tokens.set({ access: tampered(tokens.get().access ?? ''), refresh: tokens.get().refresh ?? '' });
    expect((await solace.api.GET('/api/v1/profile/')).response.status).toBe(401);
    expect(client.sessionsLost() - lostBefore).toBe(1);
    expect(tokens.get()).toEqual({ access: null, refresh: null });

    expect((await solace.login(EMAIL, CHANGED_PASSWORD)).response.status).toBe(401);
    const login = await solace.login(EMAIL, RESET_PASSWORD);
    expect(login.response.status).toBe(200);
  });

  it('uploads a picture and serves the same bytes through its signed URL', async () => {
    const { solace } = client;
    const png = rgbPng(48, 32, (x, y) => [x * 5, y * 7, 128]);
    const put = await solace.api.PUT('/api/v1/profile/picture/', {
      // The document types a binary body as a string; the bytes go through unchanged.
      body: png as unknown as string,
      bodySerializer: (bytes: unknown) => bytes as BodyInit,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(put.response.status).toBe(200);
    const url = put.data?.profile_picture;
    if (typeof url !== 'string') throw new Error('no profile_picture URL');
    expect(url.startsWith(`${server.url}/api/v1/profile/picture/${account.id}/?`)).toBe(true);

    // No Authorization header: the signature is the credential, as for an <img src>.
    const picture = await fetch(url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(png);
    account.pictureUrl = url;
  });

  it('updates the time zone and the country', async () => {
    const { solace } = client;
    const patched = await solace.api.PATCH('/api/v1/profile/', {
      body: { timezone: 'Europe/Berlin', country: 'DE' },
    });
    expect(patched.response.status).toBe(200);
    expect(patched.data).toMatchObject({ email: EMAIL, timezone: 'Europe/Berlin', country: 'DE' });
    const read = await solace.api.GET('/api/v1/profile/');
    expect(read.data).toMatchObject({ timezone: 'Europe/Berlin', country: 'DE' });
    expect(read.data?.profile_picture).toEqual(expect.any(String));
  });

  it('generates a video, lists it, and plays its clip', async () => {
    const { solace } = client;
    const made = await solace.api.POST('/api/v1/liveavatar/generate/', {
      body: { message: 'Work has been heavy this week, but I slept better last night.' },
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
    });
    expect([200, 202]).toContain(made.response.status);
    const videoId = made.data?.video_id;
    if (videoId === undefined) throw new Error(`generate answered ${made.response.status} without a video`);

    // Rendered inline or by the queue consumer: the history shows it ready either way.
    const page = await pollUntil(
      async () => (await solace.api.GET('/api/v1/liveavatar/videos/')).data,
      (data) => data?.results[0]?.status === 'ready' || data?.results[0]?.status === 'failed',
      { what: `video ${videoId} to be rendered`, timeoutMs: 150_000 },
    );
    expect(page?.results.map((v) => v.video_id)).toEqual([videoId]);
    const video = page?.results[0];
    expect(video?.status).toBe('ready');
    const clipUrl = video?.video_url;
    if (typeof clipUrl !== 'string') throw new Error('a ready video without a URL');

    const clip = await fetch(clipUrl);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('video/mp4');
    expect((await clip.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    account.videoId = videoId;
    account.clipUrl = clipUrl;
  });

  it('exports everything stored as a JSON attachment', async () => {
    const { solace } = client;
    const exported = await solace.api.GET('/api/v1/profile/export/');
    expect(exported.response.status).toBe(200);
    expect(exported.response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="solace-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = exported.data;
    expect(data?.profile).toMatchObject({
      id: account.id,
      email: EMAIL,
      name: 'Lifecycle',
      timezone: 'Europe/Berlin',
      country: 'DE',
    });
    expect(data?.videos.map((v) => v.id)).toEqual([account.videoId]);
    expect(data?.videos[0]?.transcript).toEqual(expect.any(String));
    expect(data?.videos[0]?.video_url).toEqual(
      expect.stringContaining(`/liveavatar/clips/${account.videoId}/`),
    );
    // Logins appear as their times and how they ended: the first by the change, the second by the reset.
    expect(data?.refresh_sessions.map((s) => s.revoke_reason ?? 'active').sort()).toEqual([
      'active',
      'password_change',
      'password_reset',
    ]);
    expect(data?.password_reset_requests).toHaveLength(1);
    expect(data?.password_reset_requests[0]?.used_at).toEqual(expect.any(String));
    // No hash and no token of any kind.
    const text = JSON.stringify(data);
    for (const secret of [client.tokens.get().access, client.tokens.get().refresh]) {
      expect(text).not.toContain(secret);
    }
  });

  it('deletes the account; afterwards every credential and link fails, never with a 5xx', async () => {
    const { solace, tokens } = client;
    const access = tokens.get().access ?? '';
    const refresh = tokens.get().refresh ?? '';

    const wrong = await solace.api.DELETE('/api/v1/profile/', { body: { password: CHANGED_PASSWORD } });
    expect(wrong.response.status).toBe(400);
    expect((await fetch(account.pictureUrl)).status).toBe(200);

    const deleted = await solace.api.DELETE('/api/v1/profile/', { body: { password: account.password } });
    expect(deleted.response.status).toBe(204);

    expect((await solace.login(EMAIL, account.password)).response.status).toBe(401);
    expect(await refreshWith(refresh)).toBe(401);
    // The old access token, sent as it is (not through the client's refresh).
    const profile = await fetch(`${server.url}/api/v1/profile/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(profile.status).toBe(401);
    expect(profile.headers.get('www-authenticate')).toMatch(/^Bearer/);
    // Through the client: the 401 starts a refresh, which is refused, and the session is lost.
    const lostBefore = client.sessionsLost();
    expect((await solace.api.GET('/api/v1/profile/')).response.status).toBe(401);
    expect(client.sessionsLost() - lostBefore).toBe(1);

    // Links signed before the deletion name things that are gone.
    const clip = await fetch(account.clipUrl);
    expect(clip.status).toBe(404);
    expect(await clip.json()).toMatchObject({ code: 'not_found' });
    const picture = await fetch(account.pictureUrl);
    expect(picture.status).toBe(404);
    expect(await picture.json()).toMatchObject({ code: 'not_found' });

    // The same address can sign up again as a new account.
    const again = await solace.signup({
      email: EMAIL,
      name: 'Lifecycle again',
      password: FIRST_PASSWORD,
      confirm_password: FIRST_PASSWORD,
    });
    expect(again.response.status).toBe(201);
    expect(again.data?.id).not.toBe(account.id);

    expect(client.serverErrors()).toEqual([]);
  });
});
