// GET /crisis-resources/?lang=: the lines that speak the language come first, after the emergency number,
// and no line is dropped; `country=INTL` asks for the international list by name; a malformed `lang` is a
// 400 on the field. The order is the package's (resourcesFor), read through the wire.
import { describe, expect, it } from 'vitest';
import { resourcesFor, SUPPORTED_COUNTRIES } from '../../packages/crisis-resources/src/index';
import { call } from './helpers/http';

type Body = { country: string; resources: { kind: string; name: string; languages: string[] }[] };

async function list(query: string): Promise<{ status: number; body: Body; cache: string | null }> {
  const res = await call('GET', `/crisis-resources/${query}`);
  return { status: res.status, body: (await res.json()) as Body, cache: res.headers.get('cache-control') };
}

describe('?lang=', () => {
  it.each(['es', 'fr', 'zh-Hant', 'he', 'ar'])('orders every country’s lines by %s', async (lang) => {
    for (const country of [...SUPPORTED_COUNTRIES, 'INTL']) {
      const { status, body, cache } = await list(`?country=${country}&lang=${lang}`);
      expect(status).toBe(200);
      expect(cache).toBe('public, max-age=3600');
      expect(body.resources.map((r) => r.name)).toEqual(
        resourcesFor(country, lang).resources.map((r) => r.name),
      );
      expect(body.resources[0]?.kind).toBe('emergency');
      const primary = lang.split('-')[0] as string;
      const speaks = body.resources.slice(1).map((r) => r.languages.includes(primary));
      expect(speaks.indexOf(false) === -1 || !speaks.slice(speaks.indexOf(false)).includes(true)).toBe(true);
    }
  });

  it('names the international list with country=INTL, in any case', async () => {
    for (const query of ['?country=INTL', '?country=intl&lang=sw']) {
      const { status, body } = await list(query);
      expect(status).toBe(200);
      expect(body.country).toBe('INTL');
      expect(body.resources.map((r) => r.name)).toContain('Find A Helpline');
    }
  });

  it.each(['e', 'en_US', 'x-klingon', '12', 'a'.repeat(40), 'es;DROP'])('refuses lang=%j', async (lang) => {
    const res = await call('GET', `/crisis-resources/?country=DE&lang=${encodeURIComponent(lang)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid', lang: [expect.any(String)] });
  });
});
