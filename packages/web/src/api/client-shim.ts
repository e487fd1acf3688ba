/**
 * A stand-in with the surface of @solace/client (`createSolaceClient` → `{ api, login, logout, signup }`,
 * `api` speaking openapi-fetch's `GET/POST/...(path, init)` → `{ data, error, response }`), used until that
 * package is on main. One in-flight refresh on 401, the request retried once, `onSessionLost` when the
 * refresh token is refused.
 */
import type { ErrorBody } from './problem';
import type { TokenStore } from './tokens';

export interface FetchResult<T> {
  data?: T;
  error?: ErrorBody;
  response: Response;
}

export interface RequestInit_ {
  params?: {
    path?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
  };
  body?: unknown;
  headers?: Record<string, string>;
  bodySerializer?: (body: unknown) => BodyInit;
  parseAs?: 'json' | 'blob' | 'text';
}

type Method = (path: string, init?: RequestInit_) => Promise<FetchResult<unknown>>;

export interface ShimApi {
  GET: Method;
  POST: Method;
  PUT: Method;
  PATCH: Method;
  DELETE: Method;
}

export interface SolaceClientOptions {
  baseUrl: string;
  tokens: TokenStore;
  onSessionLost?: () => void;
}

function urlFor(baseUrl: string, path: string, init: RequestInit_ = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(init.params?.path?.[name] ?? '')),
  );
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(init.params?.query ?? {})) if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  return `${baseUrl}${filled}${qs ? `?${qs}` : ''}`;
}

export function createSolaceClient(options: SolaceClientOptions) {
  const { baseUrl, tokens } = options;
  let refreshing: Promise<boolean> | null = null;

  async function refreshOnce(): Promise<boolean> {
    const refresh = tokens.get().refresh;
    if (!refresh) return false;
    refreshing ??= (async () => {
      try {
        const res = await fetch(`${baseUrl}/api/v1/refresh/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh }),
        });
        if (!res.ok) return false;
        const body = (await res.json()) as { access: string; refresh?: string };
        tokens.set({ access: body.access, refresh: body.refresh ?? refresh });
        return true;
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function send(method: string, path: string, init: RequestInit_ = {}, retried = false) {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    const access = tokens.get().access;
    // As @solace/client: only a request sent with an access token is refreshed and retried on 401.
    const sessionless = /\/api\/v1\/(?:signup|login|refresh|logout|password\/reset(?:\/confirm)?)\/?$/.test(
      path,
    );
    if (access && !sessionless) headers.authorization = `Bearer ${access}`;
    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      if (init.bodySerializer) body = init.bodySerializer(init.body);
      else {
        body = JSON.stringify(init.body);
        headers['content-type'] ??= 'application/json';
      }
    }
    const response = await fetch(urlFor(baseUrl, path, init), { method, headers, body: body ?? null });
    if (response.status === 401 && !retried && headers.authorization && tokens.get().refresh) {
      if (await refreshOnce()) return send(method, path, init, true);
      tokens.clear();
      options.onSessionLost?.();
    }
    const result: FetchResult<unknown> = { response };
    if (response.status === 204) return result;
    const text = response.ok && init.parseAs === 'blob' ? null : await response.clone().text();
    if (response.ok) {
      result.data = init.parseAs === 'blob' ? await response.blob() : text ? JSON.parse(text) : {};
    } else {
      try {
        result.error = text ? (JSON.parse(text) as ErrorBody) : { detail: response.statusText };
      } catch {
        result.error = { detail: response.statusText };
      }
    }
    return result;
  }

  const api: ShimApi = {
    GET: (p, i) => send('GET', p, i),
    POST: (p, i) => send('POST', p, i),
    PUT: (p, i) => send('PUT', p, i),
    PATCH: (p, i) => send('PATCH', p, i),
    DELETE: (p, i) => send('DELETE', p, i),
  };

  return {
    api,
    async login(email: string, password: string) {
      const r = await api.POST('/api/v1/login/', { body: { email, password } });
      if (r.data) tokens.set(r.data as { access: string; refresh: string });
      return r;
    },
    async logout(): Promise<void> {
      const refresh = tokens.get().refresh;
      tokens.clear();
      if (refresh === null) return;
      try {
        await api.POST('/api/v1/logout/', { body: { refresh } });
      } catch {
        // The tokens are gone from this device either way.
      }
    },
    signup(body: { email: string; name: string; password: string; confirm_password: string }) {
      return api.POST('/api/v1/signup/', { body });
    },
  };
}

export type SolaceClient = ReturnType<typeof createSolaceClient>;
