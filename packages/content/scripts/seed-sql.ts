// Writes the content library into the newest content seed migration, the one the unit tests compare
// with the data. A seed migration that has landed (been applied anywhere) is never rewritten: after a
// content change, first add a new one from the repo root, then render into it:
//   npx drizzle-kit generate --config packages/db/drizzle.config.ts --custom --name content_seed
//   pnpm content:seed-sql
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { latestContentSeedTag, type MigrationJournal, renderSeedSql } from '../src/seed-sql';

const MIGRATIONS = path.join(import.meta.dirname, '../../../migrations');

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'),
) as MigrationJournal;
const tag = latestContentSeedTag(journal);
if (!tag) {
  console.error(
    'No content_seed migration in migrations/meta/_journal.json; generate one first (see the header).',
  );
  process.exit(1);
}
const file = path.join(MIGRATIONS, `${tag}.sql`);
writeFileSync(file, renderSeedSql());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
