// Fault injection for D1: a binding that behaves like the real one except that reads (SELECT) and/or
// writes (everything else, and batches containing a write) fail the way D1 does when its network or
// storage fails; `matching` and `times` narrow it to one statement and a number of failures. The real database underneath is untouched by a failed call.
// The same for R2 below (faultyBucket).
const READ = /^\s*(select|with)\b/i;

export interface D1Faults {
  reads?: boolean;
  writes?: boolean;
  /** Only statements whose SQL matches fail (combined with reads/writes when given). */
  matching?: RegExp;
  /** Fail this many times, then behave (default: always). */
  times?: number;
  /** Let this many matching calls through before failing (a failure part-way through a request). */
  skip?: number;
}

const D1_FAILURE = () => new Error('D1_ERROR: Network connection lost.');

export function faultyD1(db: D1Database, faults: D1Faults): D1Database {
  const sqlOf = new WeakMap<object, string>();
  let left = faults.times ?? Number.POSITIVE_INFINITY;
  let skip = faults.skip ?? 0;
  const fails = (sql: string) => {
    const kind =
      faults.reads === undefined && faults.writes === undefined
        ? true
        : READ.test(sql)
          ? faults.reads === true
          : faults.writes === true;
    if (!kind || left <= 0 || (faults.matching !== undefined && !faults.matching.test(sql))) return false;
    if (skip > 0) {
      skip -= 1;
      return false;
    }
    left -= 1;
    return true;
  };
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), sql);
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (['first', 'all', 'run', 'raw'].includes(String(prop)) && fails(sql)) {
          return async () => {
            throw D1_FAILURE();
          };
        }
        return value.bind(target);
      },
    });
    sqlOf.set(proxy, sql);
    return proxy;
  };
  // A D1 session (withSession) fails the same way, sharing the same count of failures.
  const handler: ProxyHandler<D1Database | D1DatabaseSession> = {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          if (statements.some((s) => fails(sqlOf.get(s) ?? ''))) throw D1_FAILURE();
          return target.batch(statements);
        };
      }
      if (prop === 'withSession') {
        return (constraint?: string) => new Proxy((target as D1Database).withSession(constraint), handler);
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  };
  return new Proxy(db, handler) as D1Database;
}

export type R2Operation = 'put' | 'get' | 'head' | 'delete' | 'list';

/**
 * Fault injection for R2: the real bucket, except that the named operations throw the way R2 does when
 * it is unreachable; `times` narrows it to a number of failures. The bucket underneath is untouched by a
 * failed call.
 */
export function faultyBucket(
  bucket: R2Bucket,
  fail: R2Operation[],
  options: { times?: number } = {},
): R2Bucket & { failures: number } {
  let left = options.times ?? Number.POSITIVE_INFINITY;
  const state = { failures: 0 };
  return new Proxy(bucket, {
    get(target, prop) {
      if (prop === 'failures') return state.failures;
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (fail.includes(prop as R2Operation) && left > 0) {
        return async () => {
          left -= 1;
          state.failures += 1;
          throw new Error('R2 network connection lost (injected).');
        };
      }
      return value.bind(target);
    },
  }) as R2Bucket & { failures: number };
}
