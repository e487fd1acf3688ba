// Loads the labelled corpus for the eval script, the eval test and the benchmark. Every `corpus/*.jsonl`
// file is one part, discovered by name so a new file is reported without code changes. Parts whose name
// starts with "heldout" were written without looking at the rules' failures and are never tuned on; the
// rest ("dev", "dev-b", …) are what the rules are developed against.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { classify } from '../src/index';
import { evaluate, type Labelled, type Report } from './metrics';

export const CORPUS_DIR = path.join(import.meta.dirname, '..', 'corpus');
export type Split = string;

/** All parts, dev parts first, each group in name order, so reports read the same every run. */
export const SPLITS: readonly Split[] = readdirSync(CORPUS_DIR)
  .filter((f) => f.endsWith('.jsonl'))
  .map((f) => f.slice(0, -'.jsonl'.length))
  .sort((a, b) => Number(isHeldout(a)) - Number(isHeldout(b)) || a.localeCompare(b));

export function isHeldout(split: Split): boolean {
  return split.startsWith('heldout');
}
export const HELDOUT_SPLITS = SPLITS.filter(isHeldout);
export const DEV_SPLITS = SPLITS.filter((s) => !isHeldout(s));
/** Parts outside the discovered ones, named with their folder: `pending/` (written, not trained on yet)
 * and `sealed/` (a held-out part no script reads until its round's model is final; only intake.ts
 * reads it, to drop repeats, printing counts). */
export function partsIn(dir: 'pending' | 'sealed'): Split[] {
  const full = path.join(CORPUS_DIR, dir);
  return existsSync(full)
    ? readdirSync(full)
        .filter((f) => f.endsWith('.jsonl'))
        .map((f) => `${dir}/${f.slice(0, -'.jsonl'.length)}`)
        .sort()
    : [];
}
/** The dev parts the phrase rules were written and tuned against; the later dev parts never were. */
export const RULES_TUNED: readonly Split[] = ['dev', 'dev-b', 'dev-c', 'dev-d', 'dev-e'];

/** Two lines are the same message when their lower-cased letters and digits match (punctuation and spacing
 * aside). Held-out lines must not repeat a dev or pending line (test/eval.test.ts). */
export const textKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function loadSplit(split: Split): Labelled[] {
  const file = path.join(CORPUS_DIR, `${split}.jsonl`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const row = JSON.parse(line) as Labelled;
      if (typeof row.id !== 'string' || typeof row.text !== 'string')
        throw new Error(`${file}:${i + 1}: bad row`);
      return row;
    });
}

export function evaluateSplit(split: Split): Report {
  const rows = loadSplit(split);
  return evaluate(
    rows,
    rows.map((r) => classify(r.text)),
  );
}
