/**
 * Speech intelligibility benchmark: pocketsphinx (Debian's, US English model) transcribes the rendered
 * clips of three replies (12 sentences, 110 words; the set the intelligibility test uses) for each voice,
 * and espeak-ng speaking the same text, in one run; bag-of-words recall per voice, printed as markdown.
 * `npx tsx test/bench/speech.ts` (needs pocketsphinx, pocketsphinx-en-us, espeak-ng and ffmpeg).
 */

import { VOICES } from '../../packages/renderer/src/index';
import { renderClip } from '../../packages/renderer/src/render-clip';
import {
  bagOfWordsRecall,
  REPLY_CLIPS,
  requireRecogniser,
  transcribeEspeak,
  transcribeMp4,
} from '../../packages/renderer/test/support/recogniser';
import { sample } from './lib/smoke';

requireRecogniser();
const rows: { name: string; hit: number; total: number; seconds: number }[] = [];
for (const voice of sample(VOICES)) {
  let hit = 0;
  let total = 0;
  let seconds = 0;
  for (const transcript of sample(REPLY_CLIPS)) {
    const r = await renderClip({ transcript, voiceId: voice.id });
    if (!r.ok) throw new Error(r.error.message);
    const [h, n] = bagOfWordsRecall(transcript, transcribeMp4(r.bytes));
    hit += h;
    total += n;
    seconds += r.durationSeconds;
  }
  rows.push({ name: `embedded, voice \`${voice.id}\``, hit, total, seconds });
}
let hit = 0;
let total = 0;
for (const text of sample(REPLY_CLIPS)) {
  const [h, n] = bagOfWordsRecall(text, transcribeEspeak(text));
  hit += h;
  total += n;
}
rows.push({ name: 'espeak-ng (default English voice)', hit, total, seconds: Number.NaN });

console.log('| speaker | clip s | words recovered | recall |\n|---|---:|---:|---:|');
for (const r of rows) {
  const s = Number.isNaN(r.seconds) ? '–' : r.seconds.toFixed(1);
  console.log(`| ${r.name} | ${s} | ${r.hit}/${r.total} | ${((100 * r.hit) / r.total).toFixed(1)}% |`);
}
