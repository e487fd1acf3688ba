// The README's run command, run as written, on a clean state: it must come up on 127.0.0.1:8787 with
// working defaults (no keys, no account), serve the whole account flow over HTTP and the web client at /.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/wrangler-dev';

const BASE = 'http://127.0.0.1:8787/api/v1';
const PASSWORD = 'lanterns over the bay 19';

/** The one-line run command the README shows under its "Run it" heading. */
function readmeRunCommand(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const match = readme.match(/<!-- run-command -->\s*```sh\n(.+)\n```/);
  if (!match?.[1]) throw new Error('README has no run command block');
  return match[1];
}

async function json(res: Response): Promise<Record<string, unknown>> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as Record<string, unknown>;
}

function post(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${BASE}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

let child: ChildProcess;
let output = '';

async function portInUse(): Promise<boolean> {
  try {
    await fetch('http://127.0.0.1:8787/', { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  // A server already on 8787 would answer in place of the one under test.
  if (await portInUse()) throw new Error('127.0.0.1:8787 is already in use: stop the other server first');
  const command = readmeRunCommand();
  expect(command).toMatch(/pnpm@[\d.]+ dev$/);
  // The install half already ran (the test suite runs from an installed tree); start the service half.
  const start = command.split('&&').at(-1)?.trim() as string;
  child = spawn('sh', ['-c', start], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true' },
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dev exited early:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`dev did not start:\n${output.slice(-3000)}`);
    try {
      if ((await fetch(`${BASE}/health/`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
});

afterAll(async () => {
  if (child?.pid !== undefined && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
});

describe('the service as the README starts it', () => {
  const email = `readme-${Date.now()}@Example.COM`;

  it('signs up, logs in, reads the profile, rotates and revokes tokens over HTTP', async () => {
    const signup = await post('/signup', {
      email,
      name: '  Ada  ',
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(signup.status).toBe(201);
    const account = await json(signup);
    expect(account).toMatchObject({ email: email.toLowerCase(), name: 'Ada', profile_picture: null });

    const login = await post('/login/', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const tokens = (await json(login)) as { access: string; refresh: string };

    const profile = await fetch(`${BASE}/profile/`, {
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(profile.status).toBe(200);
    expect(await json(profile)).toEqual(account);

    const refreshed = await post('/refresh/', { refresh: tokens.refresh });
    expect(refreshed.status).toBe(200);
    const next = (await json(refreshed)) as { access: string; refresh: string };
    expect(next.refresh).not.toBe(tokens.refresh);

    const logout = await post('/logout/', { refresh: next.refresh });
    expect(logout.status).toBe(200);
    expect(await json(logout)).toEqual({});
    const dead = await post('/refresh/', { refresh: next.refresh });
    expect(dead.status).toBe(401);
    expect(await json(dead)).toMatchObject({ code: 'token_not_valid' });
  });

  it('answers bad input and unknown paths with JSON, never HTML', async () => {
    const malformed = await fetch(`${BASE}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toMatchObject({ code: 'parse_error' });

    const missing = await fetch(`${BASE}/nowhere/`);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ detail: 'Not found.', code: 'not_found' });

    const unauth = await fetch(`${BASE}/profile/`);
    expect(unauth.status).toBe(401);
    expect(unauth.headers.get('www-authenticate')).toBe('Bearer realm="api"');
  });

  it("serves the web client at / and at its screens, under the pages' CSP", async () => {
    for (const page of ['/', '/mood']) {
      const res = await fetch(`http://127.0.0.1:8787${page}`, { headers: { 'sec-fetch-mode': 'navigate' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await res.text();
      const script = /<script type="module" src="(\/app-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
      expect(script).toBeDefined();
      const js = await fetch(`http://127.0.0.1:8787${script}`);
      expect(js.status).toBe(200);
      expect(js.headers.get('content-type')).toMatch(/javascript/);
    }
  });
});
