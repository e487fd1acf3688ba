// `pnpm safety:classify`: JSONL {"id","text"} on stdin → JSONL {"id","level","categories",
// "show_crisis_resources"} on stdout, through the same classify + toClientSafety path as the API (local
// verdict only, no Llama Guard). Bad lines produce an error line and a non-zero exit at the end; the
// message text is never echoed, including in errors.
import { createInterface } from 'node:readline';
import { classify, toClientSafety } from '@solace/safety';

type Parsed = { ok: true; id: unknown; text: string } | { ok: false; id: unknown; error: string };

export function parseLine(line: string): Parsed {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    return { ok: false, id: null, error: 'invalid_json' };
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    return { ok: false, id: null, error: 'not_an_object' };
  const { id, text } = row as { id?: unknown; text?: unknown };
  if (typeof text !== 'string') return { ok: false, id: id ?? null, error: 'text_missing' };
  return { ok: true, id: id ?? null, text };
}

async function main(): Promise<void> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNo = 0;
  let bad = 0;
  for await (const line of rl) {
    lineNo++;
    if (line.trim() === '') continue;
    const parsed = parseLine(line);
    if (!parsed.ok) {
      bad++;
      process.stdout.write(`${JSON.stringify({ id: parsed.id, line: lineNo, error: parsed.error })}\n`);
      continue;
    }
    // The script's contract is the three fields it has always printed; the API's language and coverage
    // are not part of it.
    const { level, categories, show_crisis_resources } = toClientSafety(classify(parsed.text));
    process.stdout.write(`${JSON.stringify({ id: parsed.id, level, categories, show_crisis_resources })}\n`);
  }
  if (bad > 0) {
    process.stderr.write(`safety:classify: ${bad} bad line(s)\n`);
    process.exitCode = 1;
  }
}

await main();
