/// <reference types="node" />
// An independent listener for intelligibility tests: Debian's pocketsphinx (US English model) transcribes
// 16 kHz mono 16-bit WAV made by ffmpeg from a clip, or from espeak-ng for comparison. Bag-of-words
// recall: the share of the reference's words (with repeats) that appear in the transcript, in any order.
// Missing programs fail the test (CI installs them with test/setup/system-deps.sh).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function requireRecogniser(): void {
  for (const [cmd, pkg] of [
    ['pocketsphinx_continuous', 'pocketsphinx pocketsphinx-en-us'],
    ['espeak-ng', 'espeak-ng'],
    ['ffmpeg', 'ffmpeg'],
  ]) {
    const r = spawnSync('sh', ['-c', `command -v ${cmd}`]);
    if (r.status !== 0) throw new Error(`${cmd} not found: apt-get install -y ${pkg} (CI does)`);
  }
}

function withTempDir<T>(fn: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'solace-asr-'));
  try {
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function toWav16k(input: string, output: string): void {
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '16000',
    '-sample_fmt',
    's16',
    output,
  ]);
}

function recognise(wav: string): string {
  const r = spawnSync('pocketsphinx_continuous', ['-infile', wav, '-logfn', '/dev/null'], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`pocketsphinx failed: ${r.stderr}`);
  return r.stdout.replace(/\s+/g, ' ').trim();
}

/** What pocketsphinx hears in the audio track of an MP4. */
export function transcribeMp4(mp4: Uint8Array): string {
  return withTempDir((dir) => {
    writeFileSync(path.join(dir, 'clip.mp4'), mp4);
    toWav16k(path.join(dir, 'clip.mp4'), path.join(dir, 'clip.wav'));
    return recognise(path.join(dir, 'clip.wav'));
  });
}

/** What pocketsphinx hears when espeak-ng (default English voice) speaks the text. */
export function transcribeEspeak(text: string): string {
  return withTempDir((dir) => {
    execFileSync('espeak-ng', ['-w', path.join(dir, 'espeak.wav'), text]);
    toWav16k(path.join(dir, 'espeak.wav'), path.join(dir, 'clip.wav'));
    return recognise(path.join(dir, 'clip.wav'));
  });
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** [recovered, total] words of `reference` found in `heard`, each heard word used once. */
export function bagOfWordsRecall(reference: string, heard: string): [number, number] {
  const bag = new Map<string, number>();
  for (const w of words(heard)) bag.set(w, (bag.get(w) ?? 0) + 1);
  let hit = 0;
  const ref = words(reference);
  for (const w of ref) {
    const c = bag.get(w) ?? 0;
    if (c > 0) {
      hit++;
      bag.set(w, c - 1);
    }
  }
  return [hit, ref.length];
}

/**
 * Three replies of four sentences (12 sentences, 110 words), taken from the reply writer's banks: what
 * the avatar says. Not used to tune the synthesiser (tuning used other bank sentences).
 */
export const REPLY_CLIPS: readonly string[] = [
  "It sounds like your mind has been racing with worry. There's no rush here. What usually helps you feel a little steadier? We can take this one step at a time.",
  'I can hear how frustrated you are. It makes sense to feel this way when things feel unfair. Your frustration is telling you that something here matters. What part of it is bothering you the most?',
  'That sounds really frightening to go through. Maybe pause here and notice three things you can hear around you. If it helps, let your shoulders drop and take a slow, easy breath. Where do you notice that anger in your body right now?',
];
