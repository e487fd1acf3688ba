// Per-branch previews (scripts/preview-branch.sh, run by .github/workflows/deploy.yml), checked as CI
// checks them: DRY_RUN=1 prints every account-changing command and builds both generated configs with
// `wrangler deploy --dry-run`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { branchNames, branchSlug } from '../../scripts/preview-config.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dryRun = (action: string, branch: string) =>
  execFileSync('bash', [path.join(ROOT, 'scripts/preview-branch.sh'), action, branch], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DRY_RUN: '1', CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });

const slug = branchSlug('Feature/Login-Fix');

describe('preview slugs', () => {
  it('keep the branch readable and add a digest of its full name', () => {
    expect(slug).toMatch(/^feature-login-fix-[0-9a-f]{8}$/);
    expect(branchSlug('Feature/Login-Fix')).toBe(slug);
  });

  it('differ for branch names that read the same once made DNS-safe or cut', () => {
    const pairs = [
      ['feature/a-b', 'feature-a/b'],
      ['Fix', 'fix'],
      ['fix_x', 'fix.x'],
      ['a-very-long-branch-name-that-is-cut-one', 'a-very-long-branch-name-that-is-cut-two'],
    ];
    for (const [one, two] of pairs) expect(branchSlug(one as string)).not.toBe(branchSlug(two as string));
  });

  it('keep every resource name within the 63 characters workers, buckets and queues allow', () => {
    const names = branchNames('x'.repeat(200));
    for (const name of Object.values(names)) expect(name.length).toBeLessThanOrEqual(63);
  });

  it('give each preview its own token audience', () => {
    expect(branchNames('feature/a-b').audience).not.toBe(branchNames('feature-a/b').audience);
  });
});

describe('per-branch previews', () => {
  it('gives a branch its own database, buckets, queues and workers, and deploys them for real', () => {
    const out = dryRun('deploy', 'Feature/Login-Fix');
    for (const line of [
      `+ wrangler d1 create solace-pr-${slug}`,
      `+ wrangler r2 bucket create solace-clips-pr-${slug}`,
      `+ wrangler r2 bucket create solace-pictures-pr-${slug}`,
      `+ wrangler queues create solace-render-pr-${slug}`,
      `+ wrangler queues create solace-render-dlq-pr-${slug}`,
      `dry-run deploys passed: solace-api-pr-${slug}, solace-render-consumer-pr-${slug}`,
      `+ wrangler d1 migrations apply DB --remote -c wrangler.branch.toml --env preview`,
      '+ wrangler deploy -c workers/render-consumer/wrangler.branch.toml --env preview',
      '+ wrangler deploy -c wrangler.branch.toml --env preview',
    ]) {
      expect(out).toContain(line);
    }
    // A real deploy, not a version upload: the branch's API worker registers its own cron.
    expect(out).not.toContain('versions upload');
    const api = readFileSync(path.join(ROOT, 'wrangler.branch.toml'), 'utf8');
    const preview = api.slice(api.indexOf('\n[env.preview]\n'), api.indexOf('\n[env.production]\n'));
    expect(preview).toContain(`name = "solace-api-pr-${slug}"`);
    expect(preview).toContain(`JWT_AUDIENCE = "${branchNames('Feature/Login-Fix').audience}"`);
    expect(preview).toContain('crons = [');
    expect(preview).toContain('name = "LOGIN_IP_LIMITER"');
    expect(preview).not.toMatch(/(database_name|bucket_name|queue|dead_letter_queue) = "[^"]*-preview"/);
    // Production is untouched.
    const original = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8');
    const production = (text: string) => text.slice(text.indexOf('\n[env.production]\n'));
    expect(production(api)).toBe(production(original));
  });

  it('removes everything the branch had when it is deleted', () => {
    const out = dryRun('delete', 'Feature/Login-Fix');
    for (const line of [
      `+ wrangler delete solace-api-pr-${slug} --force`,
      `+ wrangler delete solace-render-consumer-pr-${slug} --force`,
      `+ wrangler queues delete solace-render-pr-${slug}`,
      `+ wrangler queues delete solace-render-dlq-pr-${slug}`,
      `+ wrangler d1 delete solace-pr-${slug} --skip-confirmation`,
      `+ wrangler r2 bucket delete solace-clips-pr-${slug}`,
      `+ wrangler r2 bucket delete solace-pictures-pr-${slug}`,
    ]) {
      expect(out).toContain(line);
    }
  });

  it('never makes a preview of main', () => {
    expect(() => dryRun('deploy', 'main')).toThrow();
  });

  it('runs from the workflow on push and on branch delete', () => {
    const workflow = readFileSync(path.join(ROOT, '.github/workflows/deploy.yml'), 'utf8');
    expect(workflow).toMatch(/^ {2}delete:/m);
    expect(workflow).toContain('bash scripts/preview-branch.sh deploy "$BRANCH"');
    expect(workflow).toContain('bash scripts/preview-branch.sh delete "$BRANCH"');
  });
});
