// A small stand-in for the Solace API over node:http, speaking its real token protocol: login returns
// `{access, refresh}`; POST /api/v1/refresh/ spends the refresh token and returns a rotated pair; a spent
// refresh token presented again revokes the login; protected endpoints answer 401 token_not_valid (with
// WWW-Authenticate) to any access token that is not current. Counters let tests see every call.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const EMAIL = 'ada@example.com';
export const PASSWORD = 'velvet-Harbor-91!';

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="api"' };
const ACCESS_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};
const REFRESH_NOT_VALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };

export interface FakeApi {
  baseUrl: string;
  /** Calls per path, e.g. calls['/api/v1/refresh/']. */
  calls: Record<string, number>;
  /** The Authorization header of the last request per path (undefined when absent). */
  authorization: Record<string, string | undefined>;
  /** Bodies received per path, in order. */
  bodies: Record<string, unknown[]>;
  /** The pair the server currently accepts (after login or the last rotation). */
  current: { access: string | null; refresh: string | null };
  /** Makes the current access token stale, as its five minutes running out would. */
  expireAccess(): void;
  /** Answers every refresh with this status instead of rotating (e.g. 503). */
  refreshStatus: number | null;
  /** Answers 401 to the profile even with a current token (a user deleted meanwhile). */
  profileAlways401: boolean;
  /** Holds each profile answer this long (ms), so a test can act while requests are in flight. */
  profileDelayMs: number;
  /** Holds each refresh answer this long (ms), so concurrent 401s arrive while it is in flight. */
  refreshDelayMs: number;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeApi(): Promise<FakeApi> {
  let serial = 0;
  const spent = new Set<string>();
  const expired = new Set<string>();
  const issue = () => {
    serial += 1;
    api.current = { access: `access-${serial}`, refresh: `refresh-${serial}` };
    return { access: api.current.access, refresh: api.current.refresh };
  };
  const authorized = (req: IncomingMessage) =>
    api.current.access !== null &&
    !expired.has(api.current.access) &&
    req.headers.authorization === `Bearer ${api.current.access}`;

  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    api.calls[path] = (api.calls[path] ?? 0) + 1;
    api.authorization[path] = req.headers.authorization;
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    if (body !== undefined) api.bodies[path] = [...(api.bodies[path] ?? []), body];

    if (req.method === 'POST' && path === '/api/v1/signup/') {
      return send(res, 201, { id: 1, email: body?.email, name: body?.name, profile_picture: null });
    }
    if (req.method === 'POST' && path === '/api/v1/login/') {
      if (body?.email !== EMAIL || body?.password !== PASSWORD) {
        return send(
          res,
          401,
          { detail: 'No active account found with the given credentials', code: 'no_active_account' },
          CHALLENGE,
        );
      }
      return send(res, 200, issue());
    }
    if (req.method === 'POST' && path === '/api/v1/refresh/') {
      await sleep(api.refreshDelayMs);
      if (api.refreshStatus !== null)
        return send(res, api.refreshStatus, { detail: 'Unavailable.', code: 'service_unavailable' });
      const refresh = body?.refresh;
      if (typeof refresh !== 'string' || refresh === '') {
        return send(res, 400, {
          detail: 'Invalid input.',
          code: 'invalid',
          refresh: ['This field may not be blank.'],
        });
      }
      if (spent.has(refresh)) {
        // Reuse of a rotated token: the whole login is revoked.
        api.current = { access: null, refresh: null };
        return send(res, 401, REFRESH_NOT_VALID, CHALLENGE);
      }
      if (refresh !== api.current.refresh) return send(res, 401, REFRESH_NOT_VALID, CHALLENGE);
      spent.add(refresh);
      return send(res, 200, issue());
    }
    if (req.method === 'POST' && path === '/api/v1/logout/') return send(res, 200, {});
    if (req.method === 'GET' && path === '/api/v1/profile/') {
      await sleep(api.profileDelayMs);
      if (!authorized(req) || api.profileAlways401) return send(res, 401, ACCESS_NOT_VALID, CHALLENGE);
      return send(res, 200, { id: 1, email: EMAIL, name: 'Ada', profile_picture: null });
    }
    if (req.method === 'POST' && path === '/api/v1/chat/') {
      if (!authorized(req)) return send(res, 401, ACCESS_NOT_VALID, CHALLENGE);
      return send(res, 200, { reply: `You said: ${String(body?.message)}`, safety: { level: 'none' } });
    }
    return send(res, 404, { detail: 'Not found.', code: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const api: FakeApi = {
    baseUrl: `http://127.0.0.1:${port}`,
    calls: {},
    authorization: {},
    bodies: {},
    current: { access: null, refresh: null },
    expireAccess() {
      if (api.current.access !== null) expired.add(api.current.access);
    },
    refreshStatus: null,
    profileAlways401: false,
    profileDelayMs: 0,
    refreshDelayMs: 0,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return api;
}
