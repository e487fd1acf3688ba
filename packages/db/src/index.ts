// @solace/db: the drizzle schema of the service's D1 database and a typed client factory.
// Queries live with the code that owns them (the API worker); this package only describes the tables.

import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

export type Db = ReturnType<typeof createDb>;

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export * from './schema';
export { schema };
