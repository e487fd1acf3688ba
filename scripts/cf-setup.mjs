// `pnpm cf:setup [preview|production]`: prints, from the wrangler configs, the commands that create an
// environment's Cloudflare resources (D1 database, R2 bucket, render queue and its dead-letter queue), the
// config entries their ids go into (flagging placeholder ids still in the files), the rate-limiter
// namespace ids in use and the secrets to set. It only prints: nothing is created and no account is read.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const CONFIGS = ['wrangler.toml', 'workers/render-consumer/wrangler.toml'];
const PLACEHOLDER = /^00000000-0000-4000-8000-/;

/** The lines of one `[env.<env>]` section and its sub-tables, as `{ header, key, value }`. */
function entries(text, env) {
  const out = [];
  let header = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const section = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (section) {
      header = section[1];
      continue;
    }
    const kv = /^(\w+)\s*=\s*"([^"]*)"/.exec(line);
    if (kv && (header === `env.${env}` || header.startsWith(`env.${env}.`))) {
      out.push({ header, key: kv[1], value: kv[2] });
    }
  }
  return out;
}

function namespaceIds(text, env) {
  const ids = [];
  let header = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const section = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (section) header = section[1];
    const id = /^namespace_id\s*=\s*"(\d+)"/.exec(line);
    if (id && header === `env.${env}.ratelimits`) ids.push(id[1]);
  }
  return ids;
}

export function setupPlan(env) {
  const workers = [];
  const databases = new Map();
  const buckets = new Set();
  const queues = new Set();
  const limiterIds = new Set();
  for (const config of CONFIGS) {
    const text = readFileSync(path.join(root, config), 'utf8');
    const found = entries(text, env);
    if (found.length === 0) throw new Error(`no [env.${env}] in ${config}`);
    const name = found.find((e) => e.header === `env.${env}` && e.key === 'name');
    if (name) workers.push({ name: name.value, config });
    for (const e of found) {
      if (e.key === 'database_name') databases.set(e.value, databases.get(e.value) ?? []);
      if (e.key === 'database_id') {
        const db = [...databases.keys()].at(-1);
        databases.get(db)?.push({ config, id: e.value });
      }
      if (e.key === 'bucket_name') buckets.add(e.value);
      if (e.key === 'queue' || e.key === 'dead_letter_queue') queues.add(e.value);
    }
    for (const id of namespaceIds(text, env)) limiterIds.add(id);
  }
  const flag = `--env ${env}`;
  const lines = [`# Cloudflare resources for "${env}" (once per account; after \`npx wrangler login\`)`, ''];
  for (const [name, uses] of databases) {
    lines.push(`npx wrangler d1 create ${name}`);
    for (const use of uses) {
      const state = PLACEHOLDER.test(use.id) ? ', a placeholder: replace it' : '';
      lines.push(`#   database_id → ${use.config} [[env.${env}.d1_databases]] (now ${use.id}${state})`);
    }
  }
  for (const bucket of buckets) lines.push(`npx wrangler r2 bucket create ${bucket}   # private`);
  for (const queue of queues) lines.push(`npx wrangler queues create ${queue}`);
  lines.push(
    '',
    `# Rate limiters need no creation; namespace ids in use: ${[...limiterIds].sort().join(', ')}`,
    '# Analytics Engine datasets are created on the first write.',
    '',
    '# Secrets (values never in a committed file; see docs/operations.md, "Secrets"):',
  );
  for (const secret of ['JWT_SIGNING_KEYS', 'PASSWORD_PEPPER', 'CLIP_SIGNING_KEY', 'DATA_ENCRYPTION_KEYS']) {
    lines.push(`npx wrangler secret put ${secret} ${flag}`);
  }
  lines.push('', `# Workers: ${workers.map((w) => `${w.name} (${w.config})`).join(', ')}`);
  lines.push(`# Then: pnpm deploy:${env}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.argv[2] ?? 'production';
  if (env !== 'preview' && env !== 'production') {
    console.error('usage: pnpm cf:setup [preview|production]');
    process.exit(2);
  }
  console.log(setupPlan(env));
}
