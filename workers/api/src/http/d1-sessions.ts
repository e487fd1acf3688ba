/**
 * D1 read replication through the Sessions API. Every request runs its D1 calls in one session:
 * - GET and HEAD (profile, video status, clips: reads that may be slightly stale) start where the
 *   client's `X-D1-Bookmark` says, or anywhere without one ('first-unconstrained'): a replica may answer;
 * - everything else — signup, login, refresh and its token rotation, logout, generate, chat, webhooks —
 *   starts on the primary ('first-primary').
 * The response carries the session's latest bookmark in `X-D1-Bookmark`; a client that sends it back
 * reads its own writes (a session never goes back in time from its bookmark). The cron and the queue
 * consumer use the binding directly, on the primary.
 *
 * The env object keeps its identity, so per-env caches (config, auth settings) still hit: the DB binding
 * routes prepare and batch to the current request's session through AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

export const BOOKMARK_HEADER = 'X-D1-Bookmark';

const current = new AsyncLocalStorage<D1DatabaseSession>();
/** D1 bookmarks are dash-separated hex groups; anything else is ignored rather than handed to D1. */
const BOOKMARK = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){0,7}$/i;

/** The binding, with prepare and batch running in the current request's session when there is one. */
export function sessionRouted(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      const session = current.getStore();
      if (session !== undefined && (prop === 'prepare' || prop === 'batch')) {
        return session[prop].bind(session);
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The session a request starts: reads from the client's bookmark (or anywhere), writes on the primary. */
export function sessionConstraint(
  method: string,
  bookmark: string | undefined,
): D1SessionBookmark | D1SessionConstraint {
  if (method !== 'GET' && method !== 'HEAD') return 'first-primary';
  return bookmark !== undefined && BOOKMARK.test(bookmark) ? bookmark : 'first-unconstrained';
}

/**
 * Runs `work` on the binding itself, outside the request's session: work a route starts after its answer
 * (waitUntil) must not move the session whose bookmark the answer reports.
 */
export function outsideSession<T>(work: () => Promise<T>): Promise<T> {
  return current.exit(work);
}

/**
 * For an answer whose bookmark would tell something (the reset request: a token write moves the primary
 * only when the account exists): the answer carries none. Deployed, a session on the primary reports the
 * primary's latest bookmark, which every write anywhere moves.
 */
export function withholdBookmark(c: Context<AppEnv>): void {
  c.set('withholdBookmark', true);
}

export const d1Sessions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.env.DB.withSession(sessionConstraint(c.req.method, c.req.header(BOOKMARK_HEADER)));
  await current.run(session, next);
  const bookmark = session.getBookmark();
  if (bookmark === null || c.get('withholdBookmark') === true) return;
  try {
    c.res.headers.set(BOOKMARK_HEADER, bookmark);
  } catch {
    // An immutable response (e.g. a fetched one): copy it to set the header.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(BOOKMARK_HEADER, bookmark);
  }
};
