// crisis_resources_url on generate (200/202 and the 503 fallback) and chat: present only when the verdict
// asks for crisis resources, pointing at the profile's country, else CF-IPCountry's, else no country;
// and the URL it gives answers with that country's list.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin, type TestAccount } from './helpers/accounts';
import { bearer, fetchWorker, postJson } from './helpers/http';

const CRISIS = "I've saved up my pills and I'm going to take them all tonight.";
const CALM = 'I went for a walk and the afternoon was pleasant.';
const LIST = 'http://localhost/api/v1/crisis-resources/';

type Body = Record<string, unknown> & { safety: { show_crisis_resources: boolean } };

async function withCountry(country: string | null): Promise<TestAccount> {
  const user = await createUserAndLogin();
  await env.DB.prepare('UPDATE users SET country = ?1 WHERE id = ?2').bind(country, user.userId).run();
  return user;
}

async function send(
  path: '/chat/' | '/liveavatar/generate/',
  user: TestAccount,
  message: string,
  options: { headers?: Record<string, string>; envOverrides?: Record<string, unknown> } = {},
): Promise<{ status: number; body: Body }> {
  const res = await postJson(
    path,
    { message },
    {
      headers: { ...bearer(user.access), ...options.headers },
      ...(options.envOverrides ? { envOverrides: options.envOverrides } : {}),
    },
  );
  return { status: res.status, body: (await res.json()) as Body };
}

describe('chat', () => {
  it("carries the profile country's list on a crisis message", async () => {
    const user = await withCountry('DE');
    const { status, body } = await send('/chat/', user, CRISIS, { headers: { 'cf-ipcountry': 'FR' } });
    expect(status).toBe(200);
    expect(body.safety.show_crisis_resources).toBe(true);
    expect(body.crisis_resources_url).toBe(`${LIST}?country=DE`);

    const list = await fetchWorker(new Request(body.crisis_resources_url as string));
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { country: string; resources: unknown[] };
    expect(listed.country).toBe('DE');
    expect(listed.resources[0]).toMatchObject({ kind: 'emergency', phone: '112' });
  });

  it('has no crisis_resources_url on a calm message', async () => {
    const user = await withCountry('DE');
    const { status, body } = await send('/chat/', user, CALM);
    expect(status).toBe(200);
    expect(body.safety.show_crisis_resources).toBe(false);
    expect(Object.keys(body).sort()).toEqual(['reply', 'safety']);
  });

  it('falls back to CF-IPCountry, and to no country at all', async () => {
    const user = await withCountry(null);
    const fromAddress = await send('/chat/', user, CRISIS, { headers: { 'cf-ipcountry': 'fr' } });
    expect(fromAddress.body.crisis_resources_url).toBe(`${LIST}?country=FR`);
    const unknown = await send('/chat/', user, CRISIS, { headers: { 'cf-ipcountry': 'XX' } });
    expect(unknown.body.crisis_resources_url).toBe(LIST);
    const none = await send('/chat/', user, CRISIS);
    expect(none.body.crisis_resources_url).toBe(LIST);
  });
});

describe('generate', () => {
  it("carries the profile country's list on a crisis message (queued answer)", async () => {
    const user = await withCountry('JP');
    const { status, body } = await send('/liveavatar/generate/', user, CRISIS, {
      envOverrides: { RENDER_MODE: 'queue' },
    });
    expect([200, 202]).toContain(status);
    expect(body.safety.show_crisis_resources).toBe(true);
    expect(body.crisis_resources_url).toBe(`${LIST}?country=JP`);
  });

  it('has no crisis_resources_url on a calm message', async () => {
    const user = await withCountry('JP');
    const { status, body } = await send('/liveavatar/generate/', user, CALM, {
      envOverrides: { RENDER_MODE: 'sync' },
    });
    expect(status).toBe(200);
    expect(body.safety.show_crisis_resources).toBe(false);
    expect(Object.keys(body).sort()).toEqual(['safety', 'status', 'transcript', 'video_id', 'video_url']);
  });

  it('keeps the field in the 503 video_unavailable fallback', async () => {
    const user = await withCountry('GB');
    const crisis = await send('/liveavatar/generate/', user, CRISIS, {
      envOverrides: { VIDEO_PROVIDER: 'heygen' },
    });
    expect(crisis.status).toBe(503);
    expect(crisis.body).toMatchObject({
      code: 'video_unavailable',
      crisis_resources_url: `${LIST}?country=GB`,
    });
    const calm = await send('/liveavatar/generate/', user, CALM, {
      envOverrides: { VIDEO_PROVIDER: 'heygen' },
    });
    expect(calm.status).toBe(503);
    expect(calm.body).not.toHaveProperty('crisis_resources_url');
  });
});
