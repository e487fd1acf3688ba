// The reset request answers the same whether or not the address has an account, down to its headers.
// Deployed, a session that starts on the primary reports the primary's latest bookmark, which moves with
// every write anywhere; the pool's local D1 reports none until a query runs. The test gives the worker a
// D1 whose sessions report a primary bookmark that moves with each batch of writes (the reset token's
// is one), as deployed, and checks that the answer does not carry it.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../workers/api/src/index';
import { signup, uniqueEmail } from './helpers/accounts';
import { request } from './helpers/http';

let batches = 0;
const primaryBookmark = () => `${batches.toString(16).padStart(8, '0')}-00000001`;
const countingBatch =
  <T extends { batch: D1Database['batch'] }>(target: T) =>
  (statements: D1PreparedStatement[]) => {
    batches += 1;
    return target.batch(statements);
  };
const primaryLike = new Proxy(env.DB, {
  get(target, prop) {
    if (prop === 'batch') return countingBatch(target);
    if (prop === 'withSession') {
      return (constraint?: string) => {
        const session = target.withSession(constraint);
        return new Proxy(session, {
          get(s, p) {
            if (p === 'getBookmark') return primaryBookmark;
            if (p === 'batch') return countingBatch(s);
            const value = Reflect.get(s, p, s);
            return typeof value === 'function' ? value.bind(s) : value;
          },
        });
      };
    }
    const value = Reflect.get(target, prop, target);
    return typeof value === 'function' ? value.bind(target) : value;
  },
});

async function askReset(email: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    request('POST', '/password/reset/', { email }),
    { ...env, DB: primaryLike },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe('POST /password/reset/', () => {
  it('carries no D1 bookmark, so two answers never differ by whether the account exists', async () => {
    const known = uniqueEmail('known');
    await signup(known);
    const answers: (string | null)[] = [];
    for (const email of [known, known, uniqueEmail('unknown'), uniqueEmail('unknown')]) {
      const res = await askReset(email);
      expect(res.status).toBe(202);
      answers.push(res.headers.get('x-d1-bookmark'));
    }
    expect(answers).toEqual([null, null, null, null]);
  });

  it('leaves the bookmark on other answers', async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request('GET', '/health/'), { ...env, DB: primaryLike }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.headers.get('x-d1-bookmark')).toBe(primaryBookmark());
  });
});
