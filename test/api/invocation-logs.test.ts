// Credentials in query strings (clip links' sig=, D-ID callbacks' token=) must not reach platform logs:
// every deployable configuration keeps Workers Logs on for the worker's own lines but turns invocation
// logs (which record each request's URL) off, and does not enable traces (which would record it too).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

describe('observability configuration', () => {
  it.each(['top', 'preview', 'production'] as const)('wrangler.toml %s keeps no invocation logs', (name) => {
    const observability = env.TEST_DEPLOY_CONFIGS[name].observability;
    expect(observability).toMatchObject({ enabled: true, logs: { enabled: true, invocation_logs: false } });
    const traces = (observability?.traces ?? {}) as { enabled?: boolean };
    expect(traces.enabled ?? false).toBe(false);
  });
});
