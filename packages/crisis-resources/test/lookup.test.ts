// resourcesFor: the emergency number first, then the lines; case-insensitive; anything unknown, missing or
// malformed gets the international list; it never throws and never shares mutable state between callers.
import { describe, expect, it } from 'vitest';
import {
  type CrisisResource,
  CrisisResourceSchema,
  INTERNATIONAL,
  primaryLanguage,
  resourcesFor,
  SUPPORTED_COUNTRIES,
} from '../src/index';
import { languageFirst } from '../src/lookup';

describe('resourcesFor', () => {
  it.each(['GB', 'gb', 'Gb', ' gb '])('matches %j case-insensitively', (input) => {
    const result = resourcesFor(input);
    expect(result.country).toBe('GB');
    expect(result.resources[0]).toMatchObject({
      kind: 'emergency',
      name: 'Emergency services',
      phone: '999',
    });
    expect(result.resources.some((r) => r.name === 'Samaritans' && r.phone === '116123')).toBe(true);
  });

  it('reads UK as GB', () => {
    expect(resourcesFor('uk').country).toBe('GB');
  });

  it('puts the emergency number first, with the page that verified it', () => {
    const us = resourcesFor('us');
    expect(us.resources[0]).toMatchObject({ kind: 'emergency', phone: '911', verified_on: '2026-11-26' });
    expect(us.resources[0]?.source_url).toMatch(/^https:\/\//);
    expect(us.resources.slice(1).every((r) => r.kind !== 'emergency')).toBe(true);
  });

  it.each([
    ['an unknown code', 'XX'],
    ['a reserved code', 'ZZ'],
    ['a country without a list', 'DK'],
    ['a name instead of a code', 'Germany'],
    ['a three-letter code', 'USA'],
    ['an empty string', ''],
    ['spaces', '   '],
    ['null', null],
    ['undefined', undefined],
    ['the international key', 'intl'],
    ['an object-prototype name', '__proto__'],
    ['constructor', 'constructor'],
  ])('gives the international list for %s', (_label, input) => {
    const result = resourcesFor(input);
    expect(result.country).toBe(INTERNATIONAL);
    expect(result.resources[0]).toMatchObject({ kind: 'emergency', name: 'Emergency services' });
    expect(result.resources[0]?.phone).toBeUndefined();
    expect(result.resources[0]?.notes).toMatch(/local emergency number/);
    expect(result.resources.slice(1).map((r) => r.name)).toEqual([
      'Find A Helpline',
      'Befrienders Worldwide',
    ]);
  });

  it('never throws, whatever a caller passes', () => {
    for (const input of [42, {}, [], Symbol('x'), () => 'GB', Number.NaN, true]) {
      expect(() => resourcesFor(input as unknown as string)).not.toThrow();
      expect(resourcesFor(input as unknown as string).country).toBe(INTERNATIONAL);
    }
  });

  it('returns only resources that satisfy the schema, for every supported country', () => {
    for (const code of [...SUPPORTED_COUNTRIES, 'XX']) {
      for (const r of resourcesFor(code).resources)
        expect(CrisisResourceSchema.safeParse(r).success).toBe(true);
    }
  });

  it('does not let one caller change what the next is shown', () => {
    const first = resourcesFor('DE');
    first.resources.length = 0;
    const second = resourcesFor('DE');
    expect(second.resources.length).toBeGreaterThan(1);
    const third = resourcesFor('DE');
    if (third.resources[0]) third.resources[0].phone = '000';
    expect(resourcesFor('DE').resources[0]?.phone).toBe('112');
  });
});

describe('SUPPORTED_COUNTRIES', () => {
  it('lists at least 25 sorted ISO codes, each of which resolves to itself', () => {
    expect(SUPPORTED_COUNTRIES.length).toBeGreaterThanOrEqual(25);
    expect([...SUPPORTED_COUNTRIES]).toEqual([...SUPPORTED_COUNTRIES].sort());
    expect(SUPPORTED_COUNTRIES).not.toContain(INTERNATIONAL);
    for (const code of SUPPORTED_COUNTRIES) expect(resourcesFor(code.toLowerCase()).country).toBe(code);
  });

  it.each(['GB', 'US', 'DE', 'IN', 'AU'])('includes %s', (code) => {
    expect(SUPPORTED_COUNTRIES).toContain(code);
  });
});

describe('the lines that speak the person’s language come first', () => {
  const line = (name: string, languages: string[]): CrisisResource => ({
    kind: 'crisis_line',
    name,
    phone: '116123',
    hours: '24/7',
    languages,
    source_url: 'https://example.org/source',
    verified_on: '2026-11-26',
  });
  const emergency: CrisisResource = { ...line('Emergency services', []), kind: 'emergency' };
  const lines = [emergency, line('A', ['en']), line('B', ['es', 'en']), line('C', ['fr']), line('D', ['es'])];

  it('keeps the emergency number first and the reviewed order within each group', () => {
    expect(languageFirst(lines, 'es').map((r) => r.name)).toEqual(['Emergency services', 'B', 'D', 'A', 'C']);
    expect(languageFirst(lines, 'fr').map((r) => r.name)).toEqual(['Emergency services', 'C', 'A', 'B', 'D']);
  });

  it('leaves the order alone without a language, or when no line speaks it', () => {
    const names = lines.map((r) => r.name);
    expect(languageFirst(lines, undefined).map((r) => r.name)).toEqual(names);
    expect(languageFirst(lines, 'ja').map((r) => r.name)).toEqual(names);
  });

  it.each([
    ['pt-BR', 'pt'],
    ['ES', 'es'],
    ['zh-Hant-TW', 'zh'],
    [' fr_CA ', 'fr'],
    ['und', undefined],
    ['', undefined],
    [null, undefined],
    ['12', undefined],
  ])('reads the primary subtag of %j as %j', (tag, primary) => {
    expect(primaryLanguage(tag)).toBe(primary);
  });

  it('orders every country’s real list by language and never moves the emergency number', () => {
    for (const country of [...SUPPORTED_COUNTRIES, INTERNATIONAL]) {
      const plain = resourcesFor(country).resources;
      for (const language of ['en', 'es', 'fr', 'zh', 'he', 'ar', 'ja']) {
        const ordered = resourcesFor(country, language).resources;
        expect(ordered[0]).toEqual(plain[0]);
        expect([...ordered].sort(byName)).toEqual([...plain].sort(byName));
        const speaks = ordered.slice(1).map((r) => r.languages.includes(language));
        expect(speaks, `${country} ${language}`).toEqual([...speaks].sort((a, b) => Number(b) - Number(a)));
      }
    }
  });
});

const byName = (a: CrisisResource, b: CrisisResource) => a.name.localeCompare(b.name);
