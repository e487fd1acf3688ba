/**
 * For end-to-end tests: both workers in one `wrangler dev` (the shared launcher in test/support applies
 * the migrations to a fresh temporary state folder first and stops the whole process group), on a free
 * port so several suites and a developer's own `pnpm dev` never collide. Also a small JSON client.
 */
import { inject } from 'vitest';
import type { SharedConfig } from '../setup/shared-workers';

export interface Workers {
  url: string;
}

/**
 * The run's server for a configuration (setup/shared-workers.ts starts it on first use and stops it at the
 * end): `default` is the development configuration, `queue` renders through the queue, `heygen` has an
 * external provider without a key.
 */
export async function sharedWorkers(config: SharedConfig = 'default'): Promise<Workers> {
  const res = await fetch(`${inject('sharedWorkersUrl')}/${config}`);
  if (!res.ok) throw new Error(`wrangler dev (${config}) did not start: ${await res.text()}`);
  return (await res.json()) as Workers;
}

export interface ApiClient {
  post(path: string, body: unknown, token?: string): Promise<Response>;
  get(path: string, token?: string): Promise<Response>;
}

/** Paths are relative to /api/v1; a token adds the Bearer header. */
export function apiClient(baseUrl: string): ApiClient {
  const auth = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  return {
    post: (path, body, token) =>
      fetch(`${baseUrl}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(token) },
        body: JSON.stringify(body),
      }),
    get: (path, token) => fetch(`${baseUrl}/api/v1${path}`, { headers: auth(token) }),
  };
}

/** Signs up and logs in a fresh account; returns its access token. */
export async function signupAndLogin(api: ApiClient, label: string): Promise<string> {
  const email = `${label}.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'quiet-Meadow-47!';
  const signup = await api.post('/signup/', { email, name: label, password, confirm_password: password });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const login = await api.post('/login/', { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { access: string }).access;
}
