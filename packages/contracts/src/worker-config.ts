/**
 * How both workers read their vars into typed configuration: parsed with the worker's own zod schema once
 * per `env` object (a WeakMap; never at module scope), and a malformed var is an operator error that
 * throws naming the vars, never their values (they may be secrets). It is not replaced by a default.
 */
import type { z } from 'zod';

export function createConfigReader<S extends z.ZodType>(
  schema: S,
  worker: string,
): (env: object) => z.output<S> {
  const cache = new WeakMap<object, z.output<S>>();
  return (env) => {
    const cached = cache.get(env);
    if (cached !== undefined) return cached;
    const parsed = schema.safeParse(env);
    if (!parsed.success) {
      const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
      throw new Error(`Invalid ${worker} configuration: ${names}`);
    }
    cache.set(env, parsed.data);
    return parsed.data;
  };
}
