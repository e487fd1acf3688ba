// POST and PATCH /moods/ run the safety layer on the note (Llama Guard in production) and write a row:
// they share one per-user limit, checked before the body is read, like every other costly create.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from './helpers/accounts';
import { awayFromWindowEdge, bearer, call } from './helpers/http';

const LIMIT = 30;
const moodCount = async (userId: number) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM moods WHERE user_id = ?1')
      .bind(userId)
      .first<{ n: number }>()
  )?.n;

describe('mood writes', () => {
  it('are throttled per user with 429 and Retry-After, and the refused write changes nothing', async () => {
    const user = await createUserAndLogin();
    await awayFromWindowEdge();
    const auth = { headers: bearer(user.access) };
    const first = await call('POST', '/moods/', { score: 3, note: 'a slow morning' }, auth);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    for (let i = 1; i < LIMIT; i++) {
      const res =
        i % 2 === 0
          ? await call('POST', '/moods/', { score: 4 }, auth)
          : await call('PATCH', `/moods/${id}/`, { note: `edit ${i}` }, auth);
      expect(res.status).toBeLessThan(300);
    }
    const before = await moodCount(user.userId);
    for (const [method, path] of [
      ['POST', '/moods/'],
      ['PATCH', `/moods/${id}/`],
    ] as const) {
      const res = await call(method, path, { score: 1, note: 'refused' }, auth);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await res.json()).toMatchObject({ code: 'throttled' });
    }
    expect(await moodCount(user.userId)).toBe(before);
    const stored = await call('GET', `/moods/${id}/`, undefined, auth);
    expect(((await stored.json()) as { note: string }).note).not.toBe('refused');
    // Another user is not affected.
    const other = await createUserAndLogin();
    expect((await call('POST', '/moods/', { score: 2 }, { headers: bearer(other.access) })).status).toBe(201);
  });
});
