// The data file itself: every entry validates, names the page it was checked against and the day, and the
// list covers the countries the product launches in. Numbers cannot be checked here (that is REVIEW.md);
// what can be checked is that nothing arrives without a source.
import { describe, expect, it } from 'vitest';
import raw from '../src/data/resources.json';
import {
  CountriesSchema,
  CountryResourcesSchema,
  CrisisResourceSchema,
  InternationalResourcesSchema,
  parseResourcesFile,
} from '../src/schema';

const { INTL, ...countries } = raw as Record<string, unknown>;
const file = parseResourcesFile(raw);
const entries = Object.entries(file.countries);
const allResources = [
  ...file.international.resources.map((r) => ['INTL', r] as const),
  ...entries.flatMap(([code, c]) => c.resources.map((r) => [code, r] as const)),
];

describe('resources.json', () => {
  it('validates as a whole and entry by entry', () => {
    expect(InternationalResourcesSchema.safeParse(INTL).success).toBe(true);
    const failures = Object.entries(countries)
      .map(([code, entry]) => [code, CountryResourcesSchema.safeParse(entry)] as const)
      .filter(([, result]) => !result.success)
      .map(([code, result]) => `${code}: ${result.error?.message}`);
    expect(failures).toEqual([]);
    expect(CountriesSchema.safeParse(countries).success).toBe(true);
  });

  it('covers at least 25 countries, keyed by upper-case ISO 3166-1 alpha-2 codes', () => {
    expect(entries.length).toBeGreaterThanOrEqual(25);
    for (const [code] of entries) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('includes the launch countries', () => {
    for (const code of ['GB', 'US', 'DE', 'IN', 'AU']) expect(file.countries[code]).toBeDefined();
  });

  it('gives every country an emergency number with its own source and date', () => {
    for (const [code, c] of entries) {
      expect(c.emergency_number, code).toMatch(/^[0-9]{3}$/);
      expect(c.emergency_source_url, code).toMatch(/^https:\/\//);
      expect(c.emergency_verified_on, code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('gives every country at least one crisis line besides the emergency number', () => {
    for (const [code, c] of entries) {
      const lines = c.resources.filter((r) => r.kind === 'crisis_line' && (r.phone || r.sms));
      expect(lines.length, code).toBeGreaterThan(0);
    }
  });

  it('records a https source page and a review date on every resource', () => {
    expect(allResources.length).toBeGreaterThan(entries.length);
    for (const [code, r] of allResources) {
      expect(CrisisResourceSchema.safeParse(r).success, `${code} ${r.name}`).toBe(true);
      expect(r.source_url, `${code} ${r.name}`).toMatch(/^https:\/\//);
      expect(r.verified_on, `${code} ${r.name}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const page of r.also_checked ?? []) expect(page, `${code} ${r.name}`).toMatch(/^https:\/\//);
    }
  });

  it('dates no check in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    const dates = [
      file.international.emergency_guidance_verified_on,
      ...entries.map(([, c]) => c.emergency_verified_on),
      ...allResources.map(([, r]) => r.verified_on),
    ];
    for (const date of dates) expect(date <= today, date).toBe(true);
  });

  it('says which languages a line answers in, or why it cannot', () => {
    for (const [code, r] of allResources) {
      expect(r.languages.length > 0 || r.notes !== undefined, `${code} ${r.name}`).toBe(true);
    }
  });

  it('gives the international list directories with addresses, not numbers from one country', () => {
    for (const r of file.international.resources) {
      expect(r.kind).toBe('directory');
      expect(r.url).toMatch(/^https:\/\//);
      expect(r.phone).toBeUndefined();
    }
  });
});

describe('CrisisResourceSchema', () => {
  const base = {
    kind: 'crisis_line',
    name: 'Example line',
    phone: '116123',
    phone_display: '116 123',
    hours: '24/7',
    languages: ['en'],
    source_url: 'https://example.org/page',
    verified_on: '2026-11-26',
  };

  it('accepts a well-formed line', () => {
    expect(CrisisResourceSchema.safeParse(base).success).toBe(true);
  });

  it.each([
    ['a phone with spaces', { phone: '116 123' }],
    ['a phone with letters', { phone: '1-800-TALK' }],
    ['a display whose digits differ from the phone', { phone_display: '116 124' }],
    ['an http source', { source_url: 'http://example.org/page' }],
    ['an http address', { url: 'http://example.org/' }],
    ['a missing source', { source_url: undefined }],
    ['a missing date', { verified_on: undefined }],
    ['a malformed date', { verified_on: '26/11/2026' }],
    ['an upper-case language code', { languages: ['EN'] }],
    ['a keyword without an SMS code', { sms_keyword: 'HELLO' }],
    ['a line with no way to reach it', { phone: undefined, phone_display: undefined }],
  ])('rejects %s', (_label, change) => {
    expect(CrisisResourceSchema.safeParse({ ...base, ...change }).success).toBe(false);
  });
});
