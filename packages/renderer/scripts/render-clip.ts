// `pnpm render:clip "text" out.mp4 [--avatar ID] [--voice ID] [--seed N] [--size WxH] [--fps N] [--mp3 speech.mp3]`
// Renders a clip with the in-worker renderer under Node and writes it to disk, for people to try.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { AVATARS, type RenderClipOptions, renderClip, VOICES } from '../src/index';

const USAGE = `usage: pnpm render:clip "text" out.mp4 [--avatar ID] [--voice ID] [--seed N] [--size WxH] [--fps N] [--mp3 FILE]
avatars: ${AVATARS.map((a) => a.id + (a.default ? ' (default)' : '')).join(', ')}
voices: ${VOICES.map((v) => v.id + (v.default ? ' (default)' : '')).join(', ')}`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      avatar: { type: 'string' },
      voice: { type: 'string' },
      seed: { type: 'string' },
      size: { type: 'string' },
      fps: { type: 'string' },
      mp3: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [text, out] = positionals;
  if (values.help || text === undefined || !out) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const options: RenderClipOptions = { transcript: text };
  if (values.avatar) options.avatarId = values.avatar;
  if (values.voice) options.voiceId = values.voice;
  if (values.seed) options.seed = Number(values.seed);
  if (values.fps) options.fps = Number(values.fps);
  if (values.size) {
    const [w, h] = values.size.split('x').map(Number);
    options.width = w;
    options.height = h;
  }
  if (values.mp3) options.speechMp3 = new Uint8Array(readFileSync(values.mp3));
  const started = performance.now();
  const r = await renderClip(options);
  const ms = performance.now() - started;
  if (!r.ok) {
    console.error(`${r.error.kind}: ${r.error.message}\n${USAGE}`);
    return 1;
  }
  writeFileSync(out, r.bytes);
  const kb = (r.bytes.length / 1024).toFixed(1);
  console.log(
    `${out}: ${r.width}x${r.height} @ ${r.fps} fps, ${r.durationSeconds.toFixed(2)} s, ${r.frameCount} frames, ${kb} KB, rendered in ${ms.toFixed(0)} ms`,
  );
  return 0;
}

process.exitCode = await main();
