// The real-text pack (shared/data/safety-real): loading, grouping keys and the seeded split.
// The pack is read from SAFETY_DATA_DIR (default: ../shared/data/safety-real beside the repository) and
// never copied into the repository; the committed manifest (splits/manifest.json, ids only) records which
// rows fall in train, dev and test, so figures can be reproduced and checked without re-deriving them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.join(import.meta.dirname, '..', '..', '..');
export const DATA_DIR = path.resolve(
  process.env.SAFETY_DATA_DIR ?? path.join(REPO_ROOT, '..', 'shared', 'data', 'safety-real'),
);
export const SPLITS_DIR = path.join(import.meta.dirname, '..', 'splits');

export const SOURCES = [
  'sdcnl',
  'twitter-suicidal-intention',
  'dreaddit',
  'esconv',
  'counsel-chat',
  'goemotions',
  'ethos',
  'harmbench',
] as const;
export type Source = (typeof SOURCES)[number];

/** Sources whose licence forbids training the weights that ship (ESConv: CC BY-NC, research only). */
export const NEVER_SHIP: ReadonlySet<Source> = new Set(['esconv']);

export type Hint = 'none' | 'low' | 'elevated' | null;
export interface RealRow {
  id: string;
  text: string;
  source: Source;
  label: string;
  level_hint: Hint;
  categories_hint: string[];
}

export const dataAvailable = () => existsSync(path.join(DATA_DIR, 'sdcnl.jsonl'));

export function loadSource(source: Source): RealRow[] {
  return readFileSync(path.join(DATA_DIR, `${source}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as RealRow);
}

/** `field=value` pairs of a row's label (a bare label such as GoEmotions' emotion list has none). */
export function labelField(row: Pick<RealRow, 'label'>, field: string): string | undefined {
  for (const part of row.label.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === field) return part.slice(eq + 1);
  }
  return undefined;
}

/** Lines that must stay on one side of a split: a Reddit post's segments, a conversation's turns. */
export function groupKey(row: RealRow): string {
  if (row.source === 'dreaddit') return `post:${labelField(row, 'post_id') ?? row.id}`;
  if (row.source === 'esconv') return `conv:${labelField(row, 'conversation') ?? row.id}`;
  return row.id;
}

export type SplitName = 'train' | 'dev' | 'test';
export const SPLIT_SEED = 'solace-real-2026';
export const SPLIT_SHARES = { train: 0.7, dev: 0.15 } as const;

/** FNV-1a 32-bit, for a seeded, order-free assignment of each group. */
function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function splitOf(source: Source, group: string): SplitName {
  const u = fnv(`${SPLIT_SEED}|${source}|${group}`) / 2 ** 32;
  return u < SPLIT_SHARES.train ? 'train' : u < SPLIT_SHARES.train + SPLIT_SHARES.dev ? 'dev' : 'test';
}

/** The manifest: per source and split, the rows' numbers (the part after `<source>-` in the id), sorted. */
export type Manifest = Record<Source, Record<SplitName, number[]>>;

export const rowNumber = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1));

export function buildManifest(load: (s: Source) => RealRow[] = loadSource): Manifest {
  const out = {} as Manifest;
  for (const source of SOURCES) {
    const m: Record<SplitName, number[]> = { train: [], dev: [], test: [] };
    for (const row of load(source)) m[splitOf(source, groupKey(row))].push(rowNumber(row.id));
    for (const k of Object.keys(m) as SplitName[]) m[k].sort((a, b) => a - b);
    out[source] = m;
  }
  return out;
}

export const MANIFEST_FILE = path.join(SPLITS_DIR, 'manifest.json');

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Manifest;
}

/** One line per source and split, so a diff of the file reads by source. */
export function formatManifest(m: Manifest): string {
  const lines = SOURCES.map(
    (s) =>
      `  ${JSON.stringify(s)}: {\n${(['train', 'dev', 'test'] as const)
        .map((k) => `    ${JSON.stringify(k)}: ${JSON.stringify(m[s][k])}`)
        .join(',\n')}\n  }`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** The rows of one split, by the committed manifest. */
export function loadSplitRows(source: Source, split: SplitName, manifest = readManifest()): RealRow[] {
  const keep = new Set(manifest[source][split]);
  return loadSource(source).filter((r) => keep.has(rowNumber(r.id)));
}
