/**
 * `Idempotency-Key` for create endpoints: a client that retries a POST with the same key gets the first
 * answer again instead of a second video, mood or contact.
 *
 * How to apply it: put `idempotent` after the auth middleware and the JSON body guard of a route made
 * with `defineRoute`.
 *
 *   defineRoute({
 *     method: 'post', path: '/', security: BEARER,
 *     middleware: [requireAuth, jsonGuard, idempotent],
 *     request: { body: jsonBody(MoodInputSchema) },
 *     responses: { 201: json(MoodSchema, 'Logged.'), ...errors(400, 401, 413, 415, 429, 503) },
 *   })
 *
 * `defineRoute` checks that order and documents the optional `Idempotency-Key` header,
 * the `Idempotent-Replayed` response header and the 409/422 answers, so nothing else needs adding. When a
 * stored body holds something that goes stale (a signed URL), use `idempotentWith({ replay })` to rebuild
 * that part on replay. Only for routes whose request body is JSON or absent.
 *
 * Keys are scoped to the user and live 24 hours from the first answer (the hourly cron prunes them):
 * - no header: the route runs as usual; a key that is not 1–255 printable ASCII characters → 400;
 * - first use: a 'running' row is claimed atomically and the route runs; a 2xx answer (status and body)
 *   is stored, anything else deletes the row so the client may retry with the same key;
 * - same key, same request → the stored status and body, with `Idempotent-Replayed: true`;
 * - same key, another request → 422 idempotency_key_reused;
 * - same key while the first request still runs → 409 idempotency_in_progress with Retry-After.
 * "Same request" is a SHA-256 of the method, the request's path (trailing slashes aside) and the body as
 * canonical JSON (keys sorted, no whitespace), so reordered keys are the same request, and another route
 * or another item of one route (another content slug) is not.
 * A stored answer names the item it made (resource_id: the body's `id` or `video_id`); deleting that
 * item deletes the answer (forgetAnswersFor), so a deleted note or phone number is never replayed.
 */
import { z } from '@hono/zod-openapi';
import { ERROR_CODES, sha256Hex } from '@solace/contracts';
import { idempotencyKeys } from '@solace/db';
import { and, eq, lte } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { nowMs } from '../auth/clock';
import type { AppEnv } from '../env';
import { ApiError } from './api-error';
import { fieldErrorsFrom } from './fields';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a finished request's answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A 'running' row whose worker died (no answer stored, no row deleted) stops blocking its key after this. */
export const RUNNING_LEASE_MS = 5 * 60 * 1000;
export const IN_PROGRESS_RETRY_SECONDS = 2;

const KEY_MESSAGE = 'Ensure this value has 1 to 255 printable ASCII characters.';

export const IdempotencyKeySchema = z
  .string()
  .min(1, KEY_MESSAGE)
  .max(255, KEY_MESSAGE)
  .regex(/^[\x20-\x7e]+$/, KEY_MESSAGE)
  .openapi({
    description:
      'Optional. A client-chosen key (1–255 printable ASCII characters, e.g. a UUID) that makes a retry ' +
      'safe: the same key and body within 24 hours replays the first answer.',
    example: '6f1c2a0e-7d4b-4d8e-9b7a-2f3c1e5d9a10',
  });

/** The request header, as `request.headers` of a route (defineRoute adds it for `idempotent` routes). */
export const IdempotencyHeadersSchema = z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema.optional() });

export interface IdempotencyOptions {
  /** Rebuilds the parts of a stored JSON body that go stale, such as signed URLs, before it is replayed. */
  replay?: (body: unknown, c: Context<AppEnv>) => unknown | Promise<unknown>;
}

const marked = new WeakSet<MiddlewareHandler<AppEnv>>();

/** True for the middleware `idempotent` and `idempotentWith` make (defineRoute orders and documents it). */
export function isIdempotencyMiddleware(handler: unknown): boolean {
  return typeof handler === 'function' && marked.has(handler as MiddlewareHandler<AppEnv>);
}

/** The JSON text of a value with object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

async function requestHash(c: Context<AppEnv>): Promise<string> {
  // The JSON body guard has parsed the body already; reading it here comes from its cache.
  const body = c.req.bodyCache.json === undefined ? '' : canonicalJson(await c.req.json());
  // The concrete path, not the route's pattern: one key must not stand for two content items. Trailing
  // slashes do not count, as in routing.
  const path = c.req.path.replace(/\/+$/, '') || '/';
  return sha256Hex(`${c.req.method}\n${path}\n${body}`);
}

function readKey(c: Context<AppEnv>): string | undefined {
  const header = c.req.header(IDEMPOTENCY_HEADER);
  if (header === undefined) return undefined;
  const parsed = IdempotencyHeadersSchema.safeParse({ [IDEMPOTENCY_HEADER]: header });
  if (!parsed.success) throw fieldErrorsFrom(parsed.error.issues);
  return header;
}

function inProgress(): ApiError {
  return new ApiError(
    409,
    ERROR_CODES.IDEMPOTENCY_IN_PROGRESS,
    'A request with this Idempotency-Key is still in progress.',
    { headers: { 'Retry-After': String(IN_PROGRESS_RETRY_SECONDS) } },
  );
}

export function idempotentWith(options: IdempotencyOptions = {}): MiddlewareHandler<AppEnv> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const key = readKey(c);
    if (key === undefined) return next();
    const user = c.get('user');
    if (user === undefined) throw new Error('idempotent runs after requireAuth');
    const db = drizzle(c.env.DB);
    const mine = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
    const hash = await requestHash(c);
    const now = nowMs(c.env);
    const running = {
      requestHash: hash,
      state: 'running' as const,
      createdAt: now,
      expiresAt: now + RUNNING_LEASE_MS,
    };

    // One statement takes a free key or a lapsed one (an expired answer, a dead 'running' row), so of
    // two concurrent first requests exactly one runs the route.
    const claim = () =>
      db
        .insert(idempotencyKeys)
        .values({ userId: user.id, key, ...running })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { ...running, responseStatus: null, responseBody: null },
          setWhere: lte(idempotencyKeys.expiresAt, now),
        })
        .returning({ userId: idempotencyKeys.userId });

    // A row can vanish between the claim and the read (its first request just failed): claim again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if ((await claim()).length > 0) {
        // This request's own claim: a later one that took over a lapsed lease is left alone.
        return runAndRecord(
          c,
          next,
          db,
          and(mine, eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.createdAt, now)),
        );
      }
      const [row] = await db.select().from(idempotencyKeys).where(mine).limit(1);
      if (row === undefined) continue;
      if (row.requestHash !== hash) {
        throw new ApiError(
          422,
          ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
          'This Idempotency-Key was already used with another request.',
        );
      }
      if (row.state === 'running') throw inProgress();
      return replay(c, row.responseStatus ?? 200, row.responseBody ?? '', options);
    }
    throw inProgress();
  };
  marked.add(middleware);
  return middleware;
}

/** The middleware for routes whose stored answer can be replayed as it is. */
export const idempotent = idempotentWith();

/** Runs the route; keeps a 2xx answer for IDEMPOTENCY_TTL_MS, and frees the key after anything else. */
async function runAndRecord(
  c: Context<AppEnv>,
  next: () => Promise<void>,
  db: ReturnType<typeof drizzle>,
  claimed: ReturnType<typeof and>,
): Promise<void> {
  const release = () => db.delete(idempotencyKeys).where(claimed);
  try {
    await next();
  } catch (error) {
    await release();
    throw error;
  }
  const status = c.res.status;
  if (status < 200 || status >= 300) {
    await release();
    return;
  }
  const body = await c.res.clone().text();
  try {
    await db
      .update(idempotencyKeys)
      .set({
        state: 'done',
        responseStatus: status,
        responseBody: body,
        resourceId: resourceOf(body),
        expiresAt: nowMs(c.env) + IDEMPOTENCY_TTL_MS,
      })
      .where(claimed);
  } catch (error) {
    // The work is done and answered; failing to remember it only means a retry runs again once the
    // lease lapses. A success never turns into an error here.
    console.error(
      JSON.stringify({
        event: 'idempotency_store_failed',
        error: error instanceof Error ? error.name : 'unknown',
      }),
    );
  }
}

/** The id of the item an answer made, when its body names one. */
function resourceOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { id?: unknown; video_id?: unknown };
    const id = parsed.id ?? parsed.video_id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

/** The statement that deletes every stored answer that made this item (for the item's delete batch). */
export function forgetAnswersFor(d1: D1Database, userId: number, resourceId: string): D1PreparedStatement {
  return d1
    .prepare('DELETE FROM idempotency_keys WHERE user_id = ?1 AND resource_id = ?2')
    .bind(userId, resourceId);
}

async function replay(
  c: Context<AppEnv>,
  status: number,
  stored: string,
  options: IdempotencyOptions,
): Promise<Response> {
  const headers = { [REPLAYED_HEADER]: 'true' };
  if (stored === '') return new Response(null, { status, headers });
  const parsed: unknown = JSON.parse(stored);
  const body = options.replay === undefined ? parsed : await options.replay(parsed, c);
  return c.json(body as object, status as ContentfulStatusCode, headers);
}

/** Deletes keys whose 24 hours (or running lease) are over; the hourly cron calls it. */
export async function pruneIdempotencyKeys(d1: D1Database, now: number): Promise<number> {
  const result = await d1.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?1').bind(now).run();
  return result.meta.changes ?? 0;
}
