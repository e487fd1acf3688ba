// Builds the configured provider from env-like configuration. Config is parsed with zod because
// it arrives from wrangler vars and secrets (strings; maps as JSON). A heygen or d-id provider
// without its API key is a configuration error (`rejected`), never a silent fallback.
import { z } from 'zod';
import { createDidProvider } from './did';
import { createEmbeddedProvider, type RenderClipFn, type SpeechFn } from './embedded';
import { createHeygenProvider } from './heygen';
import { err, ok, type ProviderName, type Result, type VideoProvider } from './types';

type StringMapInput = Record<string, string> | string;

export type ProviderConfig =
  | { name: 'embedded' }
  | {
      name: 'heygen';
      apiKey?: string;
      baseUrl?: string;
      avatarMap: StringMapInput;
      voiceMap: StringMapInput;
      timeoutMs?: number | string;
      resultHosts?: string;
    }
  | {
      name: 'd-id';
      apiKey?: string;
      baseUrl?: string;
      sourceUrlMap: StringMapInput;
      voiceMap: StringMapInput;
      timeoutMs?: number | string;
      resultHosts?: string;
    };

export interface ProviderDeps {
  fetch: typeof fetch;
  renderClip: RenderClipFn;
  speech?: SpeechFn;
  now?: () => number;
}

function parseJsonString(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const StringMapSchema = z.preprocess(parseJsonString, z.record(z.string(), z.string().min(1)));
const ApiKeySchema = z.string().optional();
/** Comma-separated origin patterns, added to the provider's documented result hosts. */
const ResultHostsSchema = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  );
const TimeoutSchema = z.coerce.number().int().min(100).max(300_000).optional();

export const ProviderConfigSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('embedded') }),
  z.object({
    name: z.literal('heygen'),
    apiKey: ApiKeySchema,
    baseUrl: z.url().optional(),
    avatarMap: StringMapSchema,
    voiceMap: StringMapSchema,
    timeoutMs: TimeoutSchema,
    resultHosts: ResultHostsSchema,
  }),
  z.object({
    name: z.literal('d-id'),
    apiKey: ApiKeySchema,
    baseUrl: z.url().optional(),
    sourceUrlMap: StringMapSchema,
    voiceMap: StringMapSchema,
    timeoutMs: TimeoutSchema,
    resultHosts: ResultHostsSchema,
  }),
]);

export function createProvider(config: ProviderConfig, deps: ProviderDeps): Result<VideoProvider> {
  const parsed = ProviderConfigSchema.safeParse(config);
  if (!parsed.success) {
    const paths = parsed.error.issues.map((issue) => issue.path.join('.') || 'name').join(', ');
    return err({ kind: 'rejected', message: `provider config invalid at ${paths}` });
  }
  const cfg = parsed.data;
  if (cfg.name === 'embedded') {
    return ok(
      createEmbeddedProvider(
        deps.speech ? { renderClip: deps.renderClip, speech: deps.speech } : { renderClip: deps.renderClip },
      ),
    );
  }
  const apiKey = cfg.apiKey?.trim() ?? '';
  if (apiKey === '') return err({ kind: 'rejected', message: `${cfg.name}: API key is not configured` });
  const common = {
    apiKey,
    fetch: deps.fetch,
    ...(cfg.baseUrl !== undefined ? { baseUrl: cfg.baseUrl } : {}),
    ...(cfg.timeoutMs !== undefined ? { timeoutMs: cfg.timeoutMs } : {}),
    resultHosts: cfg.resultHosts,
    ...(deps.now !== undefined ? { now: deps.now } : {}),
  };
  if (cfg.name === 'heygen') {
    return ok(createHeygenProvider({ ...common, avatarMap: cfg.avatarMap, voiceMap: cfg.voiceMap }));
  }
  return ok(createDidProvider({ ...common, sourceUrlMap: cfg.sourceUrlMap, voiceMap: cfg.voiceMap }));
}

/**
 * Reads the provider settings from worker vars/secrets by their agreed names, so the API and
 * consumer workers cannot drift: VIDEO_PROVIDER, HEYGEN_API_KEY, HEYGEN_BASE_URL,
 * HEYGEN_AVATAR_MAP, HEYGEN_VOICE_MAP, DID_API_KEY, DID_BASE_URL, DID_SOURCE_URL_MAP,
 * DID_VOICE_MAP, VIDEO_PROVIDER_TIMEOUT_MS, HEYGEN_RESULT_HOSTS, DID_RESULT_HOSTS. Unset VIDEO_PROVIDER means embedded.
 */
export function providerConfigFromVars(vars: Readonly<Record<string, string | undefined>>): ProviderConfig {
  const name = (vars.VIDEO_PROVIDER ?? 'embedded').trim() as ProviderName;
  const optional = (key: string, value: string | undefined) => (value ? { [key]: value } : {});
  const timeout = optional('timeoutMs', vars.VIDEO_PROVIDER_TIMEOUT_MS);
  if (name === 'heygen') {
    return {
      name,
      ...optional('apiKey', vars.HEYGEN_API_KEY),
      ...optional('baseUrl', vars.HEYGEN_BASE_URL),
      avatarMap: vars.HEYGEN_AVATAR_MAP ?? '{}',
      voiceMap: vars.HEYGEN_VOICE_MAP ?? '{}',
      ...optional('resultHosts', vars.HEYGEN_RESULT_HOSTS),
      ...timeout,
    };
  }
  if (name === 'd-id') {
    return {
      name,
      ...optional('apiKey', vars.DID_API_KEY),
      ...optional('baseUrl', vars.DID_BASE_URL),
      sourceUrlMap: vars.DID_SOURCE_URL_MAP ?? '{}',
      voiceMap: vars.DID_VOICE_MAP ?? '{}',
      ...optional('resultHosts', vars.DID_RESULT_HOSTS),
      ...timeout,
    };
  }
  // Anything else is passed through as-is so createProvider reports it as invalid config.
  return { name } as ProviderConfig;
}
