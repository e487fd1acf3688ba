// D1 read replication with the Sessions API: reads (GET) start from the client's X-D1-Bookmark or
// anywhere; writes and token rotation start on the primary; every answer carries the session's bookmark,
// and a client that sends it back reads its own writes.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sessionConstraint } from '../../workers/api/src/http/d1-sessions';
import { createUserAndLogin } from './helpers/accounts';
import { bearer, call, postJson } from './helpers/http';

const HEADER = 'x-d1-bookmark';

/** The real binding, recording the constraint of every session a request opens. */
function recordingDb(): { DB: D1Database; constraints: string[] } {
  const constraints: string[] = [];
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'withSession') {
        return (constraint?: string) => {
          constraints.push(String(constraint));
          return target.withSession(constraint);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { DB, constraints };
}

describe('D1 sessions', () => {
  it('chooses the primary for writes and the bookmark (or anywhere) for reads', () => {
    expect(sessionConstraint('POST', undefined)).toBe('first-primary');
    expect(sessionConstraint('POST', '0000002a-00000001-00004f5d-ab')).toBe('first-primary');
    expect(sessionConstraint('GET', undefined)).toBe('first-unconstrained');
    expect(sessionConstraint('HEAD', '0000002a-00000001-00004f5d-ab')).toBe('0000002a-00000001-00004f5d-ab');
    for (const bad of ['', 'first-primary', 'x'.repeat(10), '../etc', `${'a'.repeat(65)}`]) {
      expect(sessionConstraint('GET', bad)).toBe('first-unconstrained');
    }
  });

  it('rotates refresh tokens on the primary and reads the profile from the bookmark sent', async () => {
    const account = await createUserAndLogin();
    const recorder = recordingDb();
    const refreshed = await postJson(
      '/refresh/',
      { refresh: account.refresh },
      { envOverrides: { DB: recorder.DB } },
    );
    expect(refreshed.status).toBe(200);
    const written = refreshed.headers.get(HEADER);
    expect(written).toMatch(/^[0-9a-f]+(-[0-9a-f]+)*$/);

    const { access } = (await refreshed.json()) as { access: string };
    const read = await call('GET', '/profile/', undefined, {
      headers: { ...bearer(access), 'X-D1-Bookmark': written as string },
      envOverrides: { DB: recorder.DB },
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { email: string }).email).toBe(account.email);
    // The read's session is at least as new as the write it was given (bookmarks sort in time order).
    expect((read.headers.get(HEADER) as string) >= (written as string)).toBe(true);

    const anywhere = await call('GET', '/profile/', undefined, {
      headers: bearer(access),
      envOverrides: { DB: recorder.DB },
    });
    expect(anywhere.status).toBe(200);
    expect(recorder.constraints).toEqual(['first-primary', written, 'first-unconstrained']);
  });

  it('lets a client read its own new video through the bookmark of the generate answer', async () => {
    const account = await createUserAndLogin();
    const made = await postJson(
      '/liveavatar/generate/',
      { message: 'Work has been heavy this week.' },
      { headers: bearer(account.access), envOverrides: { RENDER_MODE: 'queue' } },
    );
    expect(made.status).toBe(202);
    const bookmark = made.headers.get(HEADER) as string;
    expect(bookmark).toBeTruthy();
    const { video_id } = (await made.json()) as { video_id: string };
    const status = await call('GET', `/liveavatar/videos/${video_id}/`, undefined, {
      headers: { ...bearer(account.access), 'X-D1-Bookmark': bookmark },
    });
    expect(status.status).toBe(200);
    expect(((await status.json()) as { video_id: string }).video_id).toBe(video_id);
  });

  it('ignores a malformed bookmark and exposes the header to browsers', async () => {
    const account = await createUserAndLogin();
    const res = await call('GET', '/profile/', undefined, {
      headers: {
        ...bearer(account.access),
        'X-D1-Bookmark': 'not a bookmark',
        Origin: 'http://localhost:3000',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get(HEADER)).toBeTruthy();
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-D1-Bookmark/i);
  });
});
