// Package-level guarantees: src stays runtime-neutral (it runs in workerd and Node alike), and
// the public surface the API and consumer workers build on does not change by accident.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as providers from '../src';

const SRC = join(import.meta.dirname, '..', 'src');
const sources = readdirSync(SRC)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

describe('runtime neutrality', () => {
  it('src imports nothing from node: and uses no Node globals', () => {
    for (const { file, text } of sources) {
      expect(text, file).not.toMatch(/from ['"]node:/);
      expect(text, file).not.toMatch(/\bBuffer\b|\bprocess\.|\brequire\(/);
    }
  });

  it('every src module opens with a header comment', () => {
    for (const { file, text } of sources) expect(text.startsWith('//'), file).toBe(true);
  });
});

describe('public surface', () => {
  it('exports the documented runtime values', () => {
    expect(Object.keys(providers).sort()).toEqual(
      [
        'DEFAULT_DOWNLOAD_TIMEOUT_MS',
        'DEFAULT_MAX_CLIP_BYTES',
        'DEFAULT_RETRY_AFTER_SECONDS',
        'DEFAULT_RESULT_HOSTS',
        'DEFAULT_TIMEOUT_MS',
        'DID_DEFAULT_BASE_URL',
        'DID_WEBHOOK_TOKEN_PARAM',
        'DID_WEBHOOK_VIDEO_PARAM',
        'HEYGEN_DEFAULT_BASE_URL',
        'HEYGEN_LEGACY_SIGNATURE_HEADER',
        'HEYGEN_SIGNATURE_HEADER',
        'HEYGEN_TIMESTAMP_HEADER',
        'WEBHOOK_PATH',
        'ProviderConfigSchema',
        'clipCacheKey',
        'constantTimeEqual',
        'createDidProvider',
        'createDidWebhookVerifier',
        'createEmbeddedProvider',
        'createHeygenProvider',
        'createHeygenWebhookVerifier',
        'createProvider',
        'createResultHostCheck',
        'createWorkersAiSpeech',
        'didWebhookToken',
        'hmacSha256Hex',
        'parseRetryAfter',
        'providerConfigFromVars',
        'providerFromEnv',
        'readCapped',
        'resultHostsFor',
        'sha256Hex',
        'signDidWebhookUrl',
        'webhookUrlFor',
      ].sort(),
    );
  });

  it('parses Retry-After as seconds or HTTP-date, clamped and tolerant of junk', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(providers.parseRetryAfter('120', now)).toBe(120);
    expect(providers.parseRetryAfter('Fri, 01 May 2026 00:00:30 GMT', now)).toBe(30);
    expect(providers.parseRetryAfter('Thu, 30 Apr 2026 00:00:00 GMT', now)).toBe(0);
    expect(providers.parseRetryAfter('999999999', now)).toBe(86_400);
    expect(providers.parseRetryAfter('soon', now)).toBeUndefined();
    expect(providers.parseRetryAfter(null, now)).toBeUndefined();
  });
});
