// A D1 binding that records the SQL of every statement run through it (in sessions and batches too), with
// the values bound to it, so a test can assert how many queries an endpoint makes or ask SQLite how it
// plans each one. The database underneath answers as usual.
export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

export interface CountingD1 {
  binding: D1Database;
  statements: string[];
  recorded: RecordedStatement[];
}

export function countingD1(db: D1Database): CountingD1 {
  const statements: string[] = [];
  const recorded: RecordedStatement[] = [];
  const seen = new WeakMap<object, RecordedStatement>();
  const note = (entry: RecordedStatement) => {
    statements.push(entry.sql);
    recorded.push(entry);
  };
  const wrap = (statement: D1PreparedStatement, entry: RecordedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        if (prop === 'bind') {
          return (...values: unknown[]) => wrap(target.bind(...values), { sql: entry.sql, params: values });
        }
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (['first', 'all', 'run', 'raw'].includes(String(prop))) note(entry);
        return value.bind(target);
      },
    });
    seen.set(proxy, entry);
    return proxy;
  };
  const handler: ProxyHandler<D1Database | D1DatabaseSession> = {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), { sql, params: [] });
      if (prop === 'batch') {
        return (list: D1PreparedStatement[]) => {
          for (const s of list) note(seen.get(s) ?? { sql: '', params: [] });
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
  return { binding: new Proxy(db, handler) as D1Database, statements, recorded };
}
