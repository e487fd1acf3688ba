// Where a provider's finished clips may be downloaded from. A result URL arrives in a poll answer or a
// webhook body, so it is only as trustworthy as that channel; the allow-list makes sure that, whatever
// arrives, the worker fetches clips only from the provider's documented file hosts (and the operator's
// configured API base, which the fakes in tests also use). Each redirect hop is checked again.
//
// An entry is an origin pattern: `https://host`, `https://*.domain` (any subdomain, not the domain
// itself) or `http://host:port`. Wildcards cover whole labels only: a shared S3 endpoint is listed by
// exact bucket host, since anyone can create a bucket whose name merely starts like the provider's.
import type { ProviderName } from './types';

export const DEFAULT_RESULT_HOSTS: Readonly<Record<Exclude<ProviderName, 'embedded'>, readonly string[]>> = {
  heygen: ['https://*.heygen.ai', 'https://*.heygen.com'],
  'd-id': [
    'https://*.d-id.com',
    'https://d-id-talks-prod.s3.us-west-2.amazonaws.com',
    'https://d-id-clips-prod.s3.us-west-2.amazonaws.com',
  ],
};

interface OriginPattern {
  protocol: string;
  /** Lower-case host without port; leading '*.' kept for subdomain wildcards. */
  host: string;
  port: string;
}

function parsePattern(entry: string): OriginPattern | null {
  const match = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::(\d{1,5}))?\/?$/i.exec(entry.trim());
  if (!match) return null;
  const [, scheme, wildcard, host, port] = match;
  return {
    protocol: `${(scheme ?? '').toLowerCase()}:`,
    host: `${wildcard ?? ''}${(host ?? '').toLowerCase()}`,
    port: port ?? '',
  };
}

/** Parses entries (ignoring malformed ones) into a predicate over URLs. */
export function createResultHostCheck(entries: readonly string[]): (url: URL) => boolean {
  const patterns = entries.map(parsePattern).filter((p): p is OriginPattern => p !== null);
  return (url) => {
    const host = url.hostname.toLowerCase();
    return patterns.some((p) => {
      if (p.protocol !== url.protocol || p.port !== url.port) return false;
      if (p.host.startsWith('*.')) return host.endsWith(p.host.slice(1)) && host.length > p.host.length - 1;
      return host === p.host;
    });
  };
}

/** The documented hosts for `provider`, the configured API base's origin, and any operator extras. */
export function resultHostsFor(
  provider: Exclude<ProviderName, 'embedded'>,
  baseUrl: string | undefined,
  extra: readonly string[] = [],
): string[] {
  const hosts = [...DEFAULT_RESULT_HOSTS[provider], ...extra];
  if (baseUrl !== undefined) hosts.push(new URL(baseUrl).origin);
  return hosts;
}
