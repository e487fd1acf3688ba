/// <reference types="node" />
// Intelligibility by an independent recogniser: pocketsphinx transcribes the audio of rendered clips of
// three replies (12 sentences), and must recover at least 30% of their words with the default voice.
// espeak-ng is measured on the same text under the same recogniser, for scale (BENCHMARKS.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { VOICES } from '../src/index';
import { renderClip } from '../src/render-clip';
import {
  bagOfWordsRecall,
  REPLY_CLIPS,
  requireRecogniser,
  transcribeEspeak,
  transcribeMp4,
} from './support/recogniser';

beforeAll(() => requireRecogniser());

async function recallOf(hear: (text: string) => Promise<string> | string): Promise<number> {
  let hit = 0;
  let total = 0;
  for (const text of REPLY_CLIPS) {
    const [h, n] = bagOfWordsRecall(text, await hear(text));
    hit += h;
    total += n;
  }
  return hit / total;
}

async function clipRecall(voiceId: string): Promise<number> {
  return recallOf(async (transcript) => {
    const r = await renderClip({ transcript, voiceId });
    if (!r.ok) throw new Error(r.error.message);
    return transcribeMp4(r.bytes);
  });
}

describe('speech intelligibility (pocketsphinx, bag-of-words recall)', () => {
  const measured: Record<string, number> = {};

  it('espeak-ng, for scale, is understood by the recogniser', async () => {
    measured['espeak-ng'] = await recallOf(transcribeEspeak);
    // Proves the recogniser runs and hears words at all, so the figures below mean something.
    expect(measured['espeak-ng']).toBeGreaterThan(0.1);
  }, 120_000);

  it('the default voice reaches 30%', async () => {
    const voice = VOICES.find((v) => v.default)?.id ?? 'warm';
    measured[voice] = await clipRecall(voice);
    expect(measured[voice]).toBeGreaterThanOrEqual(0.3);
  }, 120_000);

  it.each(VOICES.filter((v) => !v.default).map((v) => v.id))(
    'voice %s reaches 25%',
    async (voice) => {
      measured[voice] = await clipRecall(voice);
      expect(measured[voice]).toBeGreaterThanOrEqual(0.25);
    },
    120_000,
  );

  it('reports the figures', () => {
    console.log(
      `recall: ${Object.entries(measured)
        .map(([k, v]) => `${k} ${(100 * v).toFixed(1)}%`)
        .join(', ')}`,
    );
    expect(Object.keys(measured).length).toBe(VOICES.length + 1);
  });
});
