// End-to-end test of `pnpm safety:classify`: spawns the script under tsx, feeds JSONL on stdin and checks
// one output line per input, error lines for bad input, a non-zero exit, and that text is never echoed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { classify, toClientSafety } from '@solace/safety';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, '..', 'scripts', 'classify.ts');

function run(input: string) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT], {
    input,
    encoding: 'utf8',
    timeout: 30_000,
  });
  const lines = res.stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: res.status, lines, stdout: res.stdout, stderr: res.stderr };
}

describe('safety:classify script', () => {
  it('classifies each line through the API path and exits 0', () => {
    const texts = ['I want to. End it. Tonight.', 'this commute is killing me', 'so stressed about exams'];
    const input = texts.map((text, i) => JSON.stringify({ id: `m${i}`, text })).join('\n');
    const { status, lines } = run(`${input}\n`);
    expect(status).toBe(0);
    const contract = (text: string) => {
      const { level, categories, show_crisis_resources } = toClientSafety(classify(text));
      return { level, categories, show_crisis_resources };
    };
    expect(lines).toEqual(texts.map((text, i) => ({ id: `m${i}`, ...contract(text) })));
    expect(lines[0]).toMatchObject({ level: 'crisis', show_crisis_resources: true });
    expect(lines[1]).toMatchObject({ level: 'none', show_crisis_resources: false });
  });

  it('skips blank lines, reports bad lines by id or line number, keeps going, exits non-zero', () => {
    const secret = 'kms tonight';
    const input = [
      JSON.stringify({ id: 1, text: 'hello' }),
      '',
      `{"id": "broken", "text": "${secret}"`,
      JSON.stringify({ id: 'no-text' }),
      JSON.stringify(['array']),
      JSON.stringify({ id: 'last', text: 'i want to die' }),
    ].join('\n');
    const { status, lines, stdout, stderr } = run(input);
    expect(status).not.toBe(0);
    expect(lines).toEqual([
      { id: 1, level: 'none', categories: [], show_crisis_resources: false },
      { id: null, line: 3, error: 'invalid_json' },
      { id: 'no-text', line: 4, error: 'text_missing' },
      { id: null, line: 5, error: 'not_an_object' },
      { id: 'last', level: 'elevated', categories: ['distress', 'self_harm'], show_crisis_resources: true },
    ]);
    expect(stdout + stderr).not.toContain(secret);
  });
});
