// drizzle-kit config, run from the repo root (`pnpm db:generate`), so paths are relative to the root.
// Migrations are append-only: a schema change means a new generated migration, never an edit.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './packages/db/src/schema/index.ts',
  out: './migrations',
});
