// Per-branch previews: `node scripts/preview-config.mjs <branch> [database-id]` writes wrangler.branch.toml
// and workers/render-consumer/wrangler.branch.toml (gitignored): copies of the configs whose [env.preview]
// names the branch's own workers, D1 database, R2 buckets, render queue and dead-letter queue
// (`solace-*-pr-<slug>`), so a branch never shares data, consumer or queue with another, and its own
// JWT_AUDIENCE, so a token one preview signed (same secrets, same AUTOINCREMENT ids) opens nothing on
// another. The slug ends in a digest of the whole branch name: two branches never share a preview, so
// deleting one never deletes another's. Deployed with
// `wrangler deploy --env preview` (not a version upload), each branch's API worker gets its own cron.
// `--names` prints the branch's resource names as shell assignments instead (for the workflow).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const CONFIGS = ['wrangler.toml', 'workers/render-consumer/wrangler.toml'];
const PLACEHOLDER_ID = '00000000-0000-4000-8000-0000000000a2';

/**
 * A branch name as a DNS-safe label: feature/Login-Fix → feature-login-fix-<8 hex>, the readable part at
 * most 24 characters. The readable part alone maps feature/a-b and feature-a/b (or two long names that
 * differ past the cut) to one label; the digest of the exact name tells them apart.
 */
export function branchSlug(branch) {
  if (branch === '' || branch === 'main') throw new Error(`no preview for branch "${branch}"`);
  const readable = branch
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  const digest = createHash('sha256').update(branch).digest('hex').slice(0, 8);
  return readable === '' ? digest : `${readable}-${digest}`;
}

export function branchNames(branch) {
  const slug = branchSlug(branch);
  return {
    slug,
    api: `solace-api-pr-${slug}`,
    consumer: `solace-render-consumer-pr-${slug}`,
    database: `solace-pr-${slug}`,
    bucket: `solace-clips-pr-${slug}`,
    pictures: `solace-pictures-pr-${slug}`,
    queue: `solace-render-pr-${slug}`,
    dlq: `solace-render-dlq-pr-${slug}`,
    audience: `solace-app-pr-${slug}`,
  };
}

const renamed = (value, slug) => `${value.replace(/-preview$/, '')}-pr-${slug}`;

/** The config text with its [env.preview] tables pointed at the branch's own resources. */
export function branchConfig(text, branch, databaseId) {
  const { slug, audience } = branchNames(branch);
  let header = '';
  return text
    .split('\n')
    .map((line) => {
      const section = /^\s*\[\[?([^\]]+)\]\]?\s*$/.exec(line);
      if (section) header = section[1];
      if (header !== 'env.preview' && !header.startsWith('env.preview.')) return line;
      const kv = /^(\s*)(\w+)(\s*=\s*)"([^"]*)"(.*)$/.exec(line);
      if (!kv) return line;
      const [, indent, key, eq, value, rest] = kv;
      const set = (v) => `${indent}${key}${eq}"${v}"${rest}`;
      if (key === 'database_id') return set(databaseId);
      const workerName = key === 'name' && header === 'env.preview';
      if (workerName || ['database_name', 'bucket_name', 'queue', 'dead_letter_queue'].includes(key)) {
        return set(renamed(value, slug));
      }
      if (key === 'JWT_AUDIENCE') return set(audience);
      if (key === 'PUBLIC_API_URL')
        return set(value.replace('//solace-api-preview.', `//solace-api-pr-${slug}.`));
      return line;
    })
    .join('\n');
}

export function writeBranchConfigs(branch, databaseId = PLACEHOLDER_ID) {
  const written = [];
  for (const config of CONFIGS) {
    const source = path.join(root, config);
    const target = source.replace(/wrangler\.toml$/, 'wrangler.branch.toml');
    writeFileSync(target, branchConfig(readFileSync(source, 'utf8'), branch, databaseId));
    written.push(path.relative(root, target));
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [branch, second] = process.argv.slice(2);
  if (!branch) {
    console.error('usage: node scripts/preview-config.mjs <branch> [database-id | --names]');
    process.exit(2);
  }
  if (second === '--names') {
    for (const [key, value] of Object.entries(branchNames(branch)))
      console.log(`${key.toUpperCase()}=${value}`);
  } else {
    console.log(writeBranchConfigs(branch, second).join('\n'));
  }
}
