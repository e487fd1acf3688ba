// A D1 binding that records the SQL of every statement run through it (in sessions and batches too), so a
// test can assert how many queries an endpoint makes. The database underneath answers as usual.
export interface CountingD1 {
  binding: D1Database;
  statements: string[];
}

export function countingD1(db: D1Database): CountingD1 {
  const statements: string[] = [];
  const sqlOf = new WeakMap<object, string>();
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), sql);
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (['first', 'all', 'run', 'raw'].includes(String(prop))) statements.push(sql);
        return value.bind(target);
      },
    });
    sqlOf.set(proxy, sql);
    return proxy;
  };
  const handler: ProxyHandler<D1Database | D1DatabaseSession> = {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === 'batch') {
        return (list: D1PreparedStatement[]) => {
          statements.push(...list.map((s) => sqlOf.get(s) ?? ''));
          return target.batch(list);
        };
      }
      if (prop === 'withSession') {
        return (constraint?: string) => new Proxy((target as D1Database).withSession(constraint), handler);
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  };
  return { binding: new Proxy(db, handler) as D1Database, statements };
}
