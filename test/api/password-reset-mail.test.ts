// Reset mail outside development: Resend's HTTP API, reached through a local fake that speaks its
// documented protocol (helpers/resend-fake.ts), failures that are logged without the address, the
// fail-closed 503 without a key, and the development outbox route answering 404 in deployed environments.
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailDeliveryError } from '../../workers/api/src/mail/mailer';
import { createResendMailer } from '../../workers/api/src/mail/resend';
import { signup, uniqueEmail } from './helpers/accounts';
import { call, postJson } from './helpers/http';
import { confirmReset, requestReset, tokenIn } from './helpers/password';
import { installResendFake, RESEND_ORIGIN, type ResendFake } from './helpers/resend-fake';

const MAIL_FROM = 'Solace <no-reply@solace.example>';
const NEW_PASSWORD = 'quiet-Lantern-47?';

let fake: ResendFake;

beforeEach(() => {
  fake = installResendFake();
});

afterEach(() => {
  fake.assertNoStrayRequests();
  fake.restore();
  vi.restoreAllMocks();
});

/** A production-like environment whose mail goes to Resend (the fake). */
function production(extra: Record<string, unknown> = {}) {
  return {
    envOverrides: {
      ENVIRONMENT: 'production',
      RESEND_API_KEY: fake.apiKey,
      MAIL_FROM,
      PUBLIC_WEB_URL: 'https://app.solace.example',
      ...extra,
    },
  };
}

async function outboxRows(email: string): Promise<number> {
  return Number(
    await env.DB.prepare('SELECT count(*) AS n FROM dev_outbox WHERE to_email = ?1').bind(email).first('n'),
  );
}

/** Every console line written while `run` runs, from both streams. */
async function captureLogs(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  const log = vi.spyOn(console, 'log').mockImplementation(record);
  const error = vi.spyOn(console, 'error').mockImplementation(record);
  try {
    await run();
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  return lines;
}

describe('reset mail through Resend', () => {
  it("sends Resend's documented request, and the link in it works", async () => {
    const email = uniqueEmail('resend');
    await signup(email);
    const res = await requestReset(email, production());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({});

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/emails');
    expect(sent?.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers['user-agent']).toBe('solace-api');
    const body = JSON.parse(sent?.body ?? '{}') as Record<string, string>;
    expect(body).toEqual({
      from: MAIL_FROM,
      to: email,
      subject: 'Reset your Solace password',
      text: expect.stringMatching(
        /^https:\/\/app\.solace\.example\/reset-password#token=[A-Za-z0-9_-]{43}$/m,
      ),
    });
    expect(fake.ids).toHaveLength(1);
    expect(await outboxRows(email)).toBe(0);

    const confirmed = await confirmReset(tokenIn(body.text ?? ''), NEW_PASSWORD, production());
    expect(confirmed.status).toBe(200);
    expect((await postJson('/login/', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("links to the API's public origin when PUBLIC_WEB_URL is empty", async () => {
    const email = uniqueEmail('api-origin');
    await signup(email);
    const options = production({ PUBLIC_WEB_URL: '', PUBLIC_API_URL: 'https://api.solace.example/base/' });
    expect((await requestReset(email, options)).status).toBe(202);
    const body = JSON.parse(fake.requests[0]?.body ?? '{}') as { text: string };
    expect(body.text).toMatch(/^https:\/\/api\.solace\.example\/reset-password#token=/m);
  });

  it('calls Resend for no one when the address has no account', async () => {
    const res = await requestReset(uniqueEmail('nobody'), production());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({});
    expect(fake.requests).toEqual([]);
  });

  it('still answers 202 when Resend refuses, and logs the status without the address or token', async () => {
    const email = uniqueEmail('refused');
    await signup(email);
    fake.failNext(422, 'validation_error', `Invalid \`to\` field: ${email}`);
    let status = 0;
    const lines = await captureLogs(async () => {
      status = (await requestReset(email, production())).status;
    });
    expect(status).toBe(202);
    expect(fake.requests).toHaveLength(1);
    // The observation happened: the failure line is there, with the status and Resend's error name.
    const failure = lines
      .map((line) => JSON.parse(line))
      .find((e) => e.event === 'password_reset_mail_failed');
    expect(failure).toMatchObject({
      status: 422,
      providerCode: 'validation_error',
      userId: expect.any(Number),
    });
    const token = tokenIn(JSON.parse(fake.requests[0]?.body ?? '{}').text);
    for (const line of lines) {
      expect(line).not.toContain(email);
      expect(line).not.toContain(token);
      expect(line).not.toContain(fake.apiKey);
    }
  });

  it('logs a network failure the same way', async () => {
    const email = uniqueEmail('dropped');
    await signup(email);
    fake.dropNext();
    const lines = await captureLogs(async () => {
      expect((await requestReset(email, production())).status).toBe(202);
    });
    const failure = lines
      .map((line) => JSON.parse(line))
      .find((e) => e.event === 'password_reset_mail_failed');
    expect(failure).toMatchObject({ status: null, providerCode: 'network' });
    expect(lines.join('\n')).not.toContain(email);
  });

  it('fails closed with 503 mail_unavailable without RESEND_API_KEY or MAIL_FROM, before any work', async () => {
    const email = uniqueEmail('no-key');
    await signup(email);
    const setups: Array<[Record<string, unknown>, string]> = [
      [{ ENVIRONMENT: 'production', RESEND_API_KEY: undefined }, 'RESEND_API_KEY: missing'],
      [{ ENVIRONMENT: 'preview', RESEND_API_KEY: '  ' }, 'RESEND_API_KEY: missing'],
      [{ ENVIRONMENT: 'deployed', RESEND_API_KEY: undefined }, 'RESEND_API_KEY: missing'],
      [{ ENVIRONMENT: 'production', RESEND_API_KEY: fake.apiKey, MAIL_FROM: '' }, 'MAIL_FROM: empty'],
    ];
    for (const [overrides, reason] of setups) {
      let res = new Response();
      const lines = await captureLogs(async () => {
        res = await requestReset(email, { envOverrides: overrides });
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        detail: 'Email is temporarily unavailable.',
        code: 'mail_unavailable',
      });
      const events = lines.map((line) => JSON.parse(line));
      expect(events).toContainEqual({ event: 'mail_unavailable', reason });
      expect(lines.join('\n')).not.toContain(email);
    }
    expect(fake.requests).toEqual([]);
    const tokens = await env.DB.prepare(
      'SELECT count(*) AS n FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ?1',
    )
      .bind(email)
      .first('n');
    expect(tokens).toBe(0);
  });
});

describe('createResendMailer', () => {
  const message = { to: 'ada@example.com', subject: 'Hello', text: 'Body text.' };

  it('resolves once Resend accepted the message', async () => {
    const mailer = createResendMailer({ apiKey: fake.apiKey, from: MAIL_FROM, fetch: (i, o) => fetch(i, o) });
    await mailer.send(message);
    expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toEqual({ from: MAIL_FROM, ...message });
  });

  it("rejects with Resend's status and error name, never the key or the address", async () => {
    const mailer = createResendMailer({ apiKey: 're_wrong', from: MAIL_FROM, fetch: (i, o) => fetch(i, o) });
    const failure = await mailer.send(message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure).toMatchObject({ status: 403, providerCode: 'invalid_api_key' });
    const text = `${String(failure)} ${JSON.stringify(failure)}`;
    expect(text).not.toContain('re_wrong');
    expect(text).not.toContain(message.to);
  });

  it('reports a missing field as Resend does (422 missing_required_field)', async () => {
    const mailer = createResendMailer({ apiKey: fake.apiKey, from: MAIL_FROM, fetch: (i, o) => fetch(i, o) });
    const failure = await mailer
      .send({ ...message, subject: undefined as unknown as string })
      .catch((e) => e);
    expect(failure).toMatchObject({ status: 422, providerCode: 'missing_required_field' });
  });

  it('posts to a configured base URL', async () => {
    const mailer = createResendMailer({
      apiKey: fake.apiKey,
      from: MAIL_FROM,
      baseUrl: `${RESEND_ORIGIN}/`,
      fetch: (i, o) => fetch(i, o),
    });
    await mailer.send(message);
    expect(fake.requests.map((r) => r.path)).toEqual(['/emails']);
  });
});

describe('GET /dev/outbox', () => {
  it('answers the normal 404 in deployed, preview and production, whatever the query', async () => {
    const notFound = await (await call('GET', '/no-such-route/')).json();
    expect(notFound).toEqual({ detail: 'Not found.', code: 'not_found' });
    for (const ENVIRONMENT of ['deployed', 'preview', 'production']) {
      for (const path of ['/dev/outbox/?to=ada%40example.com', '/dev/outbox/', '/dev/outbox']) {
        const res = await call('GET', path, undefined, { envOverrides: { ENVIRONMENT } });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(notFound);
      }
    }
  });

  it('lists the messages to one address, newest first, in any spelling of it', async () => {
    const email = uniqueEmail('outbox');
    await signup(email);
    const t0 = Date.now();
    for (const offset of [0, 60_000]) {
      expect((await requestReset(email, { envOverrides: { TEST_NOW_MS: String(t0 + offset) } })).status).toBe(
        202,
      );
    }
    const res = await call('GET', `/dev/outbox/?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: Array<Record<string, string>> };
    expect(messages.map((m) => m.created_at)).toEqual([
      new Date(t0 + 60_000).toISOString(),
      new Date(t0).toISOString(),
    ]);
    for (const m of messages) expect(Object.keys(m).sort()).toEqual(['created_at', 'subject', 'text', 'to']);
    const other = await call('GET', `/dev/outbox/?to=${encodeURIComponent(uniqueEmail('empty'))}`);
    expect(await other.json()).toEqual({ messages: [] });
  });

  it('answers 400 without an address', async () => {
    const res = await call('GET', '/dev/outbox/');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      to: ['This field is required.'],
    });
  });
});
