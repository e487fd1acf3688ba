// Properties of the local composer over many messages and seeds, plus determinism and variation.
import { classify } from '@solace/safety';
import { describe, expect, it } from 'vitest';
import { writeLocalReply } from '../src/local-writer';
import { splitSentences } from '../src/text';
import { VETTED_REPLIES } from '../src/vetted';
import { ALL_MESSAGES, expectSpokenReply, LOW, NONE, THEMED } from './fixtures';

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 - 3);
const VETTED_TEXTS = new Set(VETTED_REPLIES.map((reply) => reply.text));

describe('writeLocalReply properties', () => {
  it('keeps every rule for every message, verdict and seed', () => {
    for (const message of ALL_MESSAGES) {
      for (const verdict of [NONE, LOW]) {
        for (const seed of SEEDS) {
          const reply = writeLocalReply({ message, verdict, seed });
          expect(reply.source).toBe('local');
          expect(reply.vettedId).toBeUndefined();
          expectSpokenReply(reply.text, `${message} / ${verdict.level} / ${seed}`);
        }
      }
    }
  });

  it('uses the real classifier verdict: risky ones get vetted texts, the rest follow the rules', () => {
    for (const message of ALL_MESSAGES) {
      const verdict = classify(message);
      for (const seed of SEEDS.slice(0, 10)) {
        const reply = writeLocalReply({ message, verdict, seed });
        if (reply.source === 'vetted') expect(VETTED_TEXTS.has(reply.text)).toBe(true);
        else expectSpokenReply(reply.text, `${message} / ${verdict.level} / ${seed}`);
      }
    }
  });

  it('copes with odd input: empty, very long, emoji, other scripts, odd seeds', () => {
    const odd = ['', '   ', '🙂🙂🙂', 'a'.repeat(5000), 'Привет, как дела', 'work '.repeat(400), '?!?!'];
    for (const message of odd) {
      for (const seed of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER, 2 ** 40]) {
        expectSpokenReply(writeLocalReply({ message, verdict: NONE, seed }).text, `${message} / ${seed}`);
      }
    }
  });
});

describe('determinism', () => {
  it('gives the same reply for the same message, verdict, seed and avoid list', () => {
    for (const [, message] of THEMED) {
      const avoid = [writeLocalReply({ message, verdict: NONE, seed: 1 }).text];
      for (const seed of SEEDS.slice(0, 5)) {
        const req = { message, verdict: NONE, seed, avoid };
        expect(writeLocalReply(req)).toEqual(writeLocalReply({ ...req, avoid: [...avoid] }));
      }
    }
  });
});

describe('variation', () => {
  it('gives at least 5 distinct replies over 20 seeds for every message', () => {
    for (const message of ALL_MESSAGES) {
      const texts = new Set(
        SEEDS.slice(0, 20).map((seed) => writeLocalReply({ message, verdict: NONE, seed }).text),
      );
      expect(texts.size, message).toBeGreaterThanOrEqual(5);
    }
  });

  it('never repeats a reply listed in avoid, and shares no sentence with it', () => {
    for (const message of ALL_MESSAGES) {
      for (const seed of SEEDS.slice(0, 10)) {
        const first = writeLocalReply({ message, verdict: NONE, seed }).text;
        const second = writeLocalReply({ message, verdict: NONE, seed, avoid: [first] }).text;
        expect(second, message).not.toBe(first);
        const earlier = new Set(splitSentences(first));
        expect(
          splitSentences(second).filter((sentence) => earlier.has(sentence)),
          message,
        ).toEqual([]);
      }
    }
  });

  it('keeps a short conversation about the same thing fresh', () => {
    const message = "Work is so stressful, I can't switch off";
    const history: string[] = [];
    for (let turn = 0; turn < 6; turn++) {
      const { text } = writeLocalReply({ message, verdict: LOW, seed: turn, avoid: history.slice(-3) });
      expect(history.slice(-3)).not.toContain(text);
      history.push(text);
    }
    expect(new Set(history).size).toBe(history.length);
  });

  it('gives two similar messages in one session different replies', () => {
    const a = writeLocalReply({ message: 'I am so stressed about work', verdict: LOW, seed: 11 });
    const b = writeLocalReply({
      message: "I'm really stressed about my job",
      verdict: LOW,
      seed: 12,
      avoid: [a.text],
    });
    expect(b.text).not.toBe(a.text);
  });
});
