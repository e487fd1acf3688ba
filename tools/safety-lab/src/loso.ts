// Leave-one-source-out: for each source of the pack that trains the model, train on every other source
// (fit.ts: their train split for the heads, their dev split for the thresholds) and score the source left
// out on its train and dev rows (hand labels where the rows have them: train-labels.jsonl, relabels.jsonl).
// The test split is never read here. The held-out source's figures are how the model meets a site it has
// never seen; the worst one is the headline.
// A fold's scored rows are cached in tools/safety-lab/.cache/loso (gitignored) under a hash of everything
// that decides them: the safety package's source, the lab's source, the labels, the manifest, the written
// corpus and the LAB_* / weight environment. A changed rule or feature retrains every fold.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { combinedLevel } from '@solace/safety/model';
import { fit } from './fit';
import { goldOf, readRelabels, TRAIN_LABELS_FILE } from './gold';
import { readingOf, scoresOf } from './reading';
import { DATA_DIR, loadSplitRows, NEVER_SHIP, REPO_ROOT, SOURCES, type Source } from './real';
import { bySource, type Figures, type Scored } from './report';
import { DEFAULT_OPTIONS } from './training';

/** The sources a fold leaves out: every one that trains the shipped weights. */
export const LOSO_SOURCES: readonly Source[] = SOURCES.filter((s) => !NEVER_SHIP.has(s));
/** A source's recall counts towards the worst source only with this many risk rows (CounselChat has 2). */
export const MIN_RISK_ROWS = 30;

const LAB = path.join(import.meta.dirname, '..');
const CACHE = path.join(LAB, '.cache', 'loso');

function files(dir: string, keep: (f: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => statSync(f).isFile() && keep(f))
    .sort();
}

let inputsDigest: string | undefined;

/** What decides every fold's result, hashed once per process (as the process loaded it). */
function inputs(): string {
  if (inputsDigest) return inputsDigest;
  const h = createHash('sha256');
  const list = [
    ...files(
      path.join(REPO_ROOT, 'packages', 'safety', 'src'),
      (f) => f.endsWith('.ts') && !f.endsWith('weights.ts'),
    ),
    ...files(path.join(LAB, 'src'), (f) => f.endsWith('.ts')),
    ...files(path.join(LAB, 'splits'), () => true),
    ...files(path.join(LAB, 'corpus'), (f) => f.endsWith('.jsonl')),
  ];
  for (const f of list) h.update(f.slice(REPO_ROOT.length)).update(readFileSync(f));
  for (const s of SOURCES) h.update(`${s}:${statSync(path.join(DATA_DIR, `${s}.jsonl`)).size}`);
  const env = Object.entries(process.env).filter(([k]) => k.startsWith('LAB_') || k.endsWith('_WEIGHT'));
  h.update(JSON.stringify(env.sort()));
  inputsDigest = h.digest('hex');
  return inputsDigest;
}

/** What decides a fold's result, hashed. */
export const foldKey = (held: Source) =>
  createHash('sha256').update(inputs()).update(held).digest('hex').slice(0, 20);

/** The held-out source's train and dev rows, scored by a model that never saw the source. */
export interface Fold {
  rows: Scored[];
  /** False when no thresholds met the dev bounds without this source (choose.ts fallback). */
  boundsMet: boolean;
}

export function foldRows(held: Source): Fold {
  const file = path.join(CACHE, `${held}-${foldKey(held)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Fold;
  const relabels = readRelabels();
  const gold = new Map([...readRelabels(TRAIN_LABELS_FILE), ...relabels]);
  const { heads, thresholds } = fit({ ...DEFAULT_OPTIONS, without: new Set([held]) }, relabels, true);
  const rows = (['train', 'dev'] as const).flatMap((split) =>
    loadSplitRows(held, split).map((row): Scored => {
      const r = readingOf(row.text);
      const s = scoresOf(heads, r);
      return {
        source: held,
        gold: goldOf(row, gold),
        level: combinedLevel(r.level, r.floor, s, thresholds).level,
      };
    }),
  );
  mkdirSync(CACHE, { recursive: true });
  const fold = { rows, boundsMet: thresholds.boundsMet !== false };
  writeFileSync(file, JSON.stringify(fold));
  return fold;
}

export interface Loso {
  /** Per held-out source, its figures as the fold scored it. */
  figures: Map<string, Figures>;
  /** The held-out source with the lowest recall among those with MIN_RISK_ROWS risk rows. */
  worst: { source: string; recall: Figures['recall'] } | undefined;
  /** The highest false-positive rate of a held-out source (with 100 no-risk rows or more). */
  worstFpr: { source: string; fpr: Figures['fpr'] } | undefined;
  /** Folds whose thresholds could not meet the dev bounds without their source. */
  outOfBounds: string[];
}

export function loso(sources: readonly Source[] = LOSO_SOURCES, log = (_: string) => {}): Loso {
  inputs();
  const figures = new Map<string, Figures>();
  const outOfBounds: string[] = [];
  for (const held of sources) {
    const started = Date.now();
    const fold = foldRows(held);
    const f = bySource(fold.rows).get(held);
    if (f) figures.set(held, f);
    if (!fold.boundsMet) outOfBounds.push(held);
    log(`fold ${held}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  let worst: Loso['worst'];
  let worstFpr: Loso['worstFpr'];
  for (const [source, f] of figures) {
    if (f.recall.n >= MIN_RISK_ROWS && (!worst || f.recall.rate < worst.recall.rate))
      worst = { source, recall: f.recall };
    if (f.fpr.n >= 100 && (!worstFpr || f.fpr.rate > worstFpr.fpr.rate)) worstFpr = { source, fpr: f.fpr };
  }
  return { figures, worst, worstFpr, outOfBounds };
}
