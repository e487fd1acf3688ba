#!/usr/bin/env bash
# Per-branch previews, run by .github/workflows/deploy.yml:
#   scripts/preview-branch.sh deploy <branch>   creates the branch's D1 database, R2 buckets, render queue and
#                                              dead-letter queue when missing (first push), migrates the
#                                              database, deploys the branch's consumer and API workers (a real
#                                              deploy, so the API's cron runs) and sets the API's secrets;
#   scripts/preview-branch.sh delete <branch>   removes all of them when the branch is deleted.
# DRY_RUN=1 prints every account-changing command instead of running it, and checks both generated
# configs with `wrangler deploy --dry-run` (CI runs this; see test/e2e/preview-branch.test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
action="${1:?deploy|delete}"
branch="${2:?branch name}"
eval "$(node scripts/preview-config.mjs "$branch" --names)"
wr() { npx wrangler "$@"; }
run() { if [ "${DRY_RUN:-}" = 1 ]; then echo "+ wrangler $*"; else wr "$@"; fi; }
exists() { [ "${DRY_RUN:-}" = 1 ] && return 1; wr "$@" >/dev/null 2>&1; }

case "$action" in
  deploy)
    exists d1 info "$DATABASE" || run d1 create "$DATABASE"
    exists r2 bucket info "$BUCKET" || run r2 bucket create "$BUCKET"
    exists r2 bucket info "$PICTURES" || run r2 bucket create "$PICTURES"
    exists queues info "$QUEUE" || run queues create "$QUEUE"
    exists queues info "$DLQ" || run queues create "$DLQ"
    if [ "${DRY_RUN:-}" = 1 ]; then
      database_id=00000000-0000-4000-8000-0000000000a2
    else
      database_id="$(wr d1 info "$DATABASE" --json | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).uuid))')"
    fi
    node scripts/preview-config.mjs "$branch" "$database_id" >/dev/null
    node scripts/build-assets.mjs >/dev/null
    if [ "${DRY_RUN:-}" = 1 ]; then
      out=.wrangler/preview-dry-run
      wr deploy --dry-run -c workers/render-consumer/wrangler.branch.toml --env preview --outdir "$out/consumer" >/dev/null
      wr deploy --dry-run -c wrangler.branch.toml --env preview --outdir "$out/api" >/dev/null
      echo "dry-run deploys passed: $API, $CONSUMER"
    fi
    run d1 migrations apply DB --remote -c wrangler.branch.toml --env preview
    run deploy -c workers/render-consumer/wrangler.branch.toml --env preview
    run deploy -c wrangler.branch.toml --env preview
    # The API worker refuses to run without its secrets (fails closed); preview values come from CI secrets.
    if [ "${DRY_RUN:-}" = 1 ]; then
      echo "+ wrangler secret bulk -c wrangler.branch.toml --env preview  (JWT_SIGNING_KEYS, PASSWORD_PEPPER, CLIP_SIGNING_KEY, DATA_ENCRYPTION_KEYS[, RESEND_API_KEY])"
    else
      node -e 'const e = process.env; console.log(JSON.stringify({ JWT_SIGNING_KEYS: e.PREVIEW_JWT_SIGNING_KEYS, PASSWORD_PEPPER: e.PREVIEW_PASSWORD_PEPPER, CLIP_SIGNING_KEY: e.PREVIEW_CLIP_SIGNING_KEY, DATA_ENCRYPTION_KEYS: e.PREVIEW_DATA_ENCRYPTION_KEYS, RESEND_API_KEY: e.PREVIEW_RESEND_API_KEY || undefined }))' \
        | wr secret bulk -c wrangler.branch.toml --env preview
    fi
    echo "preview: https://$API.<account subdomain>.workers.dev"
    ;;
  delete)
    # Each step goes on when its resource is already gone, so a re-run finishes the job.
    gone() { echo "  (not removed: $1 — already gone?)"; }
    run delete "$API" --force || gone "$API"
    run delete "$CONSUMER" --force || gone "$CONSUMER"
    run queues delete "$QUEUE" || gone "$QUEUE"
    run queues delete "$DLQ" || gone "$DLQ"
    run d1 delete "$DATABASE" --skip-confirmation || gone "$DATABASE"
    # R2 deletes only an empty bucket: a branch that stored clips or pictures leaves those buckets to be
    # emptied by hand (docs/operations.md); they hold preview data only.
    run r2 bucket delete "$BUCKET" || gone "$BUCKET (empty it first)"
    run r2 bucket delete "$PICTURES" || gone "$PICTURES (empty it first)"
    ;;
  *)
    echo "usage: $0 deploy|delete <branch>" >&2
    exit 2
    ;;
esac
