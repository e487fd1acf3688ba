// What one Idempotency-Key answer covers: the request it was given for (its concrete path, not the
// route's pattern), and only while the item it made exists.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../packages/content/src/index';
import { createUserAndLogin, type TestAccount } from './helpers/accounts';
import { bearer, call } from './helpers/http';

const storedAnswers = async (userId: number) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM idempotency_keys WHERE user_id = ?1')
      .bind(userId)
      .first<{ n: number }>()
  )?.n;

const withKey = (user: TestAccount, key: string, extra: Record<string, unknown> = {}) => ({
  headers: { ...bearer(user.access), 'Idempotency-Key': key },
  envOverrides: { RENDER_MODE: 'queue', ...extra },
});

describe('the request an answer is kept for', () => {
  it('is the concrete path: the same key on another content item is another request', async () => {
    const [one, two] = CONTENT;
    if (one === undefined || two === undefined) throw new Error('no seeded content');
    const user = await createUserAndLogin();
    const key = crypto.randomUUID();
    const first = await call('POST', `/content/${one.slug}/clip/`, {}, withKey(user, key));
    expect(first.status).toBe(202);
    const other = await call('POST', `/content/${two.slug}/clip/`, {}, withKey(user, key));
    expect(other.status).toBe(422);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    // The same path with or without its slash is still the same request.
    const again = await call('POST', `/content/${one.slug}/clip`, {}, withKey(user, key));
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('a stored answer', () => {
  it('goes when its mood is deleted: a retry after the delete makes a new entry', async () => {
    const user = await createUserAndLogin();
    const key = crypto.randomUUID();
    const note = { score: 2, note: 'heavy chest tonight' };
    const made = await call('POST', '/moods/', note, withKey(user, key));
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect(await storedAnswers(user.userId)).toBe(1);
    expect((await call('DELETE', `/moods/${id}/`, undefined, { headers: bearer(user.access) })).status).toBe(
      204,
    );
    expect(await storedAnswers(user.userId)).toBe(0);
    const retry = await call('POST', '/moods/', note, withKey(user, key));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(((await retry.json()) as { id: string }).id).not.toBe(id);
  });

  it('goes when its emergency contact is deleted, and others stay', async () => {
    const user = await createUserAndLogin();
    const contact = (name: string) => ({ name, phone: '+44 20 7946 0958', relationship: 'friend' });
    const kept = await call('POST', '/emergency-contacts/', contact('Sam'), withKey(user, 'kept'));
    const gone = await call('POST', '/emergency-contacts/', contact('Ola'), withKey(user, 'gone'));
    expect([kept.status, gone.status]).toEqual([201, 201]);
    const { id } = (await gone.json()) as { id: string };
    const removed = await call('DELETE', `/emergency-contacts/${id}/`, undefined, {
      headers: bearer(user.access),
    });
    expect(removed.status).toBe(204);
    const left = await env.DB.prepare('SELECT key FROM idempotency_keys WHERE user_id = ?1')
      .bind(user.userId)
      .all<{ key: string }>();
    expect(left.results.map((r) => r.key)).toEqual(['kept']);
  });

  it('goes with the account', async () => {
    const user = await createUserAndLogin();
    expect((await call('POST', '/moods/', { score: 4 }, withKey(user, 'a'))).status).toBe(201);
    const deleted = await call(
      'DELETE',
      '/profile/',
      { password: user.password },
      { headers: bearer(user.access) },
    );
    expect(deleted.status).toBe(204);
    expect(await storedAnswers(user.userId)).toBe(0);
  });
});
