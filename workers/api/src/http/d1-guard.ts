/**
 * D1 failures as a clear answer. Every request sees its DB binding through this guard, which turns a
 * failed D1 call (network loss, an overloaded or restarting database, a storage error) into a
 * StorageUnavailableError; the root error handler answers it with 503 `service_unavailable` and
 * `Retry-After`, never a 500. Constraint violations and SQL errors (bugs, not outages) pass through as they are.
 * D1's own atomicity (one statement, one batch) is what keeps a failed write from half-happening.
 */

import { sessionRouted } from './d1-sessions';

export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
}

/** True when the error or any error in its cause chain (drizzle wraps driver errors) is ours. */
export function isStorageUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof StorageUnavailableError) return true;
  }
  return false;
}

/** SQLite's own verdicts on a statement: a bug or a constraint, not an outage; they stay 500s. */
const STATEMENT_FAULT =
  /CONSTRAINT|SQLITE_ERROR|SQLITE_MISMATCH|SQLITE_RANGE|syntax error|no such (table|column)/i;

function translate(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  if (STATEMENT_FAULT.test(message)) throw error;
  throw new StorageUnavailableError('D1 unavailable', { cause: error });
}

const originals = new WeakMap<object, D1PreparedStatement>();
const RUNNERS = new Set<PropertyKey>(['first', 'all', 'run', 'raw']);

function guardStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, prop) {
      if (prop === 'bind') {
        return (...values: unknown[]) => guardStatement(target.bind(...values));
      }
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (RUNNERS.has(prop)) {
        return (...args: unknown[]) => {
          try {
            return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args).catch(translate);
          } catch (error) {
            return translate(error);
          }
        };
      }
      return value.bind(target);
    },
  });
  originals.set(proxy, statement);
  return proxy;
}

export function guardD1(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === 'prepare') {
        return (query: string) => {
          try {
            return guardStatement(target.prepare(query));
          } catch (error) {
            return translate(error);
          }
        };
      }
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          try {
            return await target.batch(statements.map((s) => originals.get(s) ?? s));
          } catch (error) {
            return translate(error);
          }
        };
      }
      if (prop === 'exec') {
        return async (query: string) => {
          try {
            return await target.exec(query);
          } catch (error) {
            return translate(error);
          }
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const guardedEnvs = new WeakMap<object, object>();

/** The same env with a guarded DB that runs in the request's D1 session (d1-sessions.ts); one per env object, so per-env caches (config, auth) still hit. */
export function withGuardedDb<E extends { DB: D1Database }>(env: E): E {
  let guarded = guardedEnvs.get(env) as E | undefined;
  if (guarded === undefined) {
    guarded = { ...env, DB: guardD1(sessionRouted(env.DB)) };
    guardedEnvs.set(env, guarded);
  }
  return guarded;
}
