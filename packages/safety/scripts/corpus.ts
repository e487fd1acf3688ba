// Loads the labelled corpus (corpus/*.jsonl) for the eval script, the eval test and the benchmark.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classify } from '../src/index';
import { evaluate, type Labelled, type Report } from './metrics';

export const CORPUS_DIR = path.join(import.meta.dirname, '..', 'corpus');
export const SPLITS = ['dev', 'heldout'] as const;
export type Split = (typeof SPLITS)[number];

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
