// Corpus intake, so that "repeats were dropped by script" is a command anyone can run again:
//   npx tsx packages/safety/scripts/intake.ts NEW.jsonl DEST   (DEST relative to corpus/, e.g.
//       sealed/heldout-j or dev-ai): checks every line's shape and labels, drops lines that repeat a line
//       already anywhere in corpus/ (parts, pending/ and sealed/) or earlier in NEW (textKey), writes DEST.jsonl.
//   npx tsx packages/safety/scripts/intake.ts --drop-heldout-repeats: removes from the dev and pending
//       parts every line that repeats a held-out line (sealed ones included), so no model trains on one.
// Only counts are printed: never ids or text, so a held-out part's lines stay unread.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SAFETY_CATEGORIES, SAFETY_LEVELS } from '../src/index';
import { CORPUS_DIR, isHeldout, loadSplit, partsIn, SPLITS, textKey } from './corpus';
import type { Labelled } from './metrics';

/** Every part under corpus/: the discovered ones, then pending/ and sealed/. */
const allParts = () => [...SPLITS, ...partsIn('pending'), ...partsIn('sealed')];
const heldout = (part: string) => isHeldout(path.basename(part));
/** The non-empty lines of a JSONL file, as written, each with its parsed row. */
const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => ({ line, row: JSON.parse(line) as Labelled }));
/** Writes the lines byte for byte as they were read. */
const writeLines = (file: string, lines: readonly { line: string }[]) =>
  writeFileSync(file, `${lines.map((l) => l.line).join('\n')}\n`);

/** The problems with one line's shape and labels (LABELLING.md), empty when it is fine. */
function problems(r: Labelled): string[] {
  const out: string[] = [];
  if (Object.keys(r).sort().join(',') !== 'categories,id,level,text') out.push('keys');
  if (typeof r.id !== 'string' || typeof r.text !== 'string' || r.text.trim() === '') out.push('id or text');
  if (!SAFETY_LEVELS.includes(r.level)) out.push('level');
  if (!Array.isArray(r.categories) || r.categories.some((c) => !SAFETY_CATEGORIES.includes(c)))
    out.push('categories');
  else if (r.categories.includes('crisis_cue') !== (r.level === 'crisis')) out.push('crisis_cue iff crisis');
  if (String(r.id).startsWith('idiom-') && r.level !== 'none' && r.level !== 'low') out.push('idiom level');
  return out;
}

function dropHeldoutRepeats(): void {
  const parts = allParts();
  const held = new Set(parts.filter(heldout).flatMap((p) => loadSplit(p).map((r) => textKey(r.text))));
  for (const part of parts.filter((p) => !heldout(p))) {
    const file = path.join(CORPUS_DIR, `${part}.jsonl`);
    const lines = linesOf(file);
    const kept = lines.filter((l) => !held.has(textKey(l.row.text)));
    if (kept.length < lines.length) {
      writeLines(file, kept);
      console.log(`${part}: dropped ${lines.length - kept.length} line(s) repeating a held-out line`);
    }
  }
}

function intake(file: string, dest: string): void {
  const lines = linesOf(file);
  const bad = lines.filter((l) => problems(l.row).length > 0).length;
  if (bad > 0) throw new Error(`${file}: ${bad} line(s) with a bad shape or label; nothing written`);
  const existing = allParts().flatMap(loadSplit);
  const ids = new Set(existing.map((r) => r.id));
  if (lines.some((l) => ids.has(l.row.id)))
    throw new Error(`${file}: an id is already in the corpus; nothing written`);
  const seen = new Set(existing.map((r) => textKey(r.text)));
  const kept = lines.filter((l) => {
    const k = textKey(l.row.text);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  writeLines(path.join(CORPUS_DIR, `${dest}.jsonl`), kept);
  console.log(`${dest}: ${kept.length} lines kept, ${lines.length - kept.length} repeat(s) dropped`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [a, b] = process.argv.slice(2);
  if (a === '--drop-heldout-repeats') dropHeldoutRepeats();
  else if (a && b) intake(a, b);
  else throw new Error('usage: intake.ts NEW.jsonl DEST | --drop-heldout-repeats');
}
