// The written corpus (corpus/*.jsonl): messages the team wrote for the classifier, each with a level and
// categories as packages/safety/README.md defines them.
// It is not evidence of how users write; it trains the model only where dev figures on real text show it
// helps, and it is the only source that names crisis (see README.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CORPUS_DIR = path.join(import.meta.dirname, '..', 'corpus');

export interface WrittenRow {
  id: string;
  text: string;
  level: string;
  categories: string[];
}

/** Every part in corpus/ (pending/ and sealed/ are not read). */
export function loadWritten(): WrittenRow[] {
  return readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      readFileSync(path.join(CORPUS_DIR, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as WrittenRow),
    );
}

/** Half of the written harmless messages (by a hash of the id) may train the model as negatives; the
 * other half bound its false positives when thresholds are chosen (choose.ts), so neither sees the other. */
export function writtenHalf(id: string): 'train' | 'bound' {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 2 === 0 ? 'train' : 'bound';
}
