// GET /crisis-resources/: the country from the parameter, else a valid token's profile, else CF-IPCountry,
// else the international list; unknown countries get that list too, malformed ones a 400; caching headers;
// and a bad token or D1 failing never keeps the list from the person asking.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { resourcesFor, SUPPORTED_COUNTRIES } from '../../packages/crisis-resources/src/index';
import { createUserAndLogin, type TestAccount } from './helpers/accounts';
import { faultyD1 } from './helpers/faults';
import { bearer, call } from './helpers/http';

type Resource = Record<string, unknown> & { kind: string; source_url: string; verified_on: string };
type Body = { country: string; resources: Resource[] };

function resources(query = '', headers: Record<string, string> = {}, envOverrides?: Record<string, unknown>) {
  return call('GET', `/crisis-resources/${query}`, undefined, {
    headers,
    ...(envOverrides ? { envOverrides } : {}),
  });
}

/** What the package says for a code, in the wire shape (review-only fields left out). */
function expected(code: string | undefined): Body {
  const lookup = resourcesFor(code);
  return {
    country: lookup.country,
    resources: lookup.resources.map(({ also_checked: _, ...wire }) => wire as Resource),
  };
}

async function withCountry(country: string | null): Promise<TestAccount> {
  const user = await createUserAndLogin();
  await env.DB.prepare('UPDATE users SET country = ?1 WHERE id = ?2').bind(country, user.userId).run();
  return user;
}

const PUBLIC_HOUR = 'public, max-age=3600';

describe('?country=', () => {
  it('answers the country list, emergency number first, cacheable by anyone for an hour', async () => {
    const res = await resources('?country=DE');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_HOUR);
    // CORS varies every answer on Origin; this one varies on nothing else.
    expect(res.headers.get('vary')).toBe('Origin');
    const body = (await res.json()) as Body;
    expect(body).toEqual(expected('DE'));
    expect(body.country).toBe('DE');
    expect(body.resources[0]).toMatchObject({ kind: 'emergency', phone: '112' });
    expect(body.resources.length).toBeGreaterThan(1);
  });

  it('reads the code in any case and with its common alias', async () => {
    expect(((await (await resources('?country=de')).json()) as Body).country).toBe('DE');
    expect(((await (await resources('?country=UK')).json()) as Body).country).toBe('GB');
  });

  it('answers an unknown country with the international list, not an error', async () => {
    const res = await resources('?country=ZZ');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body).toEqual(expected(undefined));
    expect(body.country).toBe('INTL');
    expect(body.resources[0]).toMatchObject({ kind: 'emergency', notes: expect.any(String) });
  });

  it.each(['DEU', 'D', '1A', 'D-', ''])('answers the malformed code %j with 400', async (code) => {
    const res = await resources(`?country=${code}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Invalid input.',
      code: 'invalid',
      country: ['Enter a two-letter country code (ISO 3166-1 alpha-2).'],
    });
  });

  it('wins over the profile and the address', async () => {
    const user = await withCountry('JP');
    const res = await resources('?country=FR', { ...bearer(user.access), 'cf-ipcountry': 'DE' });
    expect(((await res.json()) as Body).country).toBe('FR');
    expect(res.headers.get('cache-control')).toBe(PUBLIC_HOUR);
  });
});

describe('without ?country=', () => {
  it("uses a valid token's profile country, privately cacheable", async () => {
    const user = await withCountry('JP');
    const res = await resources('', { ...bearer(user.access), 'cf-ipcountry': 'DE' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(res.headers.get('vary')).toBe('Authorization, CF-IPCountry, Origin');
    expect(await res.json()).toEqual(expected('JP'));
  });

  it('gives the international list for a profile country without its own list', async () => {
    const user = await withCountry('LU');
    const res = await resources('', { ...bearer(user.access), 'cf-ipcountry': 'DE' });
    expect(((await res.json()) as Body).country).toBe('INTL');
  });

  it('falls back to CF-IPCountry without a profile country', async () => {
    const user = await withCountry(null);
    const res = await resources('', { ...bearer(user.access), 'cf-ipcountry': 'FR' });
    expect(res.headers.get('cache-control')).toBe(PUBLIC_HOUR);
    expect(res.headers.get('vary')).toBe('Authorization, CF-IPCountry, Origin');
    expect(await res.json()).toEqual(expected('FR'));
    const anonymous = await resources('', { 'cf-ipcountry': 'au' });
    expect(((await anonymous.json()) as Body).country).toBe('AU');
  });

  it('ignores an invalid, expired or malformed token instead of answering 401', async () => {
    for (const authorization of ['Bearer not-a-token', 'Bearer', 'Basic abc', 'Bearer a b']) {
      const res = await resources('', { authorization, 'cf-ipcountry': 'FR' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Body).country).toBe('FR');
    }
  });

  it('still answers when D1 fails while reading the profile', async () => {
    const user = await withCountry('JP');
    const res = await resources(
      '',
      { ...bearer(user.access), 'cf-ipcountry': 'FR' },
      { DB: faultyD1(env.DB, { reads: true }) },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).country).toBe('FR');
  });

  it.each(['XX', 'T1', 'not a country'])(
    'ignores CF-IPCountry %j and answers the international list',
    async (ip) => {
      const res = await resources('', { 'cf-ipcountry': ip });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(expected(undefined));
    },
  );

  it('answers the international list with nothing to go on', async () => {
    const res = await resources();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_HOUR);
    expect(((await res.json()) as Body).country).toBe('INTL');
  });
});

describe('every list', () => {
  it('starts with the emergency entry and names a source page and date for each entry', async () => {
    expect(SUPPORTED_COUNTRIES.length).toBeGreaterThanOrEqual(25);
    for (const code of [...SUPPORTED_COUNTRIES, 'INTL']) {
      const body = (await (await resources(`?country=${code === 'INTL' ? 'ZZ' : code}`)).json()) as Body;
      expect(body.resources[0]?.kind).toBe('emergency');
      for (const entry of body.resources) {
        expect(entry.source_url).toMatch(/^https:\/\//);
        expect(entry.verified_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(entry).not.toHaveProperty('also_checked');
      }
    }
  });
});
