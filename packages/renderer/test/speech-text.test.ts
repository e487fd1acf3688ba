// Text to phonemes: normalisation of numbers, times and abbreviations, dictionary pronunciations with
// the suffix and letter-rule fallbacks, and the timeline's durations and pitch contour.
import { describe, expect, it } from 'vitest';
import { letterToPhones } from '../src/speech/letter-rules';
import { pronounce } from '../src/speech/lexicon';
import { normaliseText, spellNumber } from '../src/speech/text-normalise';
import { buildTimeline } from '../src/speech/timeline';

const arpa = (word: string) => pronounce(word).map((p) => p.phoneme + (p.stress ? p.stress : ''));
const spoken = (text: string) => normaliseText(text).flatMap((w) => w.spoken);

describe('normaliseText', () => {
  it('spells out numbers, times, ordinals, money and percentages', () => {
    expect(spellNumber(0)).toEqual(['zero']);
    expect(spellNumber(42)).toEqual(['forty', 'two']);
    expect(spellNumber(1905)).toEqual(['one', 'thousand', 'nine', 'hundred', 'and', 'five']);
    expect(spoken('I woke at 3am')).toEqual(['i', 'woke', 'at', 'three', 'ay', 'em']);
    expect(spoken('at 10:05 pm')).toEqual(['at', 'ten', 'oh', 'five', 'pee', 'em']);
    expect(spoken('on the 21st')).toEqual(['on', 'the', 'twenty', 'first']);
    expect(spoken('100% and $20')).toEqual(['one', 'hundred', 'percent', 'and', 'twenty', 'dollars']);
    expect(spoken('24/7')).toEqual(['twenty', 'four', 'seven']);
  });

  it('expands common abbreviations and keeps the written token for captions', () => {
    const words = normaliseText('Dr. Lee said idk, e.g. tbh.');
    expect(words.map((w) => w.text)).toEqual(['Dr.', 'Lee', 'said', 'idk,', 'e.g.', 'tbh.']);
    expect(words.flatMap((w) => w.spoken)).toEqual(
      'doctor lee said i do not know for example to be honest'.split(' '),
    );
  });

  it('marks pauses at commas, full stops and questions', () => {
    expect(normaliseText('Well, okay. Really? Yes — fine').map((w) => w.pause)).toEqual([
      'comma',
      'sentence',
      'question',
      'none',
      'comma',
      'none',
    ]);
  });
});

describe('pronunciations', () => {
  it('come from the CMU dictionary for known words', () => {
    expect(arpa('anxiety')).toEqual(['AE', 'NG', 'Z', 'AY1', 'AH', 'T', 'IY']);
    expect(arpa("don't")).toEqual(['D', 'OW1', 'N', 'T']);
    expect(arpa('breath')).toEqual(['B', 'R', 'EH1', 'TH']);
  });

  it('inflect a known stem before falling back to letter rules', () => {
    expect(arpa('napped')).toEqual(['N', 'AE1', 'P', 'T']);
    expect(arpa('kisses')).toEqual(['K', 'IH1', 'S', 'IH', 'Z']);
    expect(arpa('mapping')).toEqual(['M', 'AE1', 'P', 'IH', 'NG']);
    expect(arpa('zorblaxes')).toEqual(['Z', 'AO1', 'R', 'B', 'L', 'AE', 'K', 'S', 'IH', 'Z']);
  });

  it('give every spelling some phonemes, with one primary stress', () => {
    for (const w of ['knight', 'phlox', 'quizzical', 'tchotchke', 'yxz']) {
      const phones = letterToPhones(w);
      expect(phones.length, w).toBeGreaterThan(0);
      expect(phones.filter((p) => p.stress === 1).length, w).toBeLessThanOrEqual(1);
    }
    expect(letterToPhones('make').map((p) => p.phoneme)).toEqual(['M', 'EY', 'K']);
  });
});

describe('timeline', () => {
  it('lengthens the last syllable before a pause and shortens unstressed vowels', () => {
    const tl = buildTimeline(normaliseText('The cat sat. The cat sat'), 30);
    const vowels = tl.segments.filter((s) => s.phoneme === 'AE');
    expect((vowels[1]?.dur ?? 0) / (vowels[0]?.dur ?? 1)).toBeGreaterThan(1.3);
    const the = tl.segments.find((s) => s.phoneme === 'AH');
    expect(the?.dur ?? 1).toBeLessThan(vowels[0]?.dur ?? 0);
  });

  it('falls at the end of statements and wh-questions, rises at the end of yes/no questions', () => {
    const endPitch = (text: string) => {
      const segs = buildTimeline(normaliseText(text), 30).segments;
      const first = segs.find((s) => s.phoneme !== 'pause');
      return (segs[segs.length - 1]?.f0To ?? 0) / (first?.f0From ?? 1);
    };
    expect(endPitch('You went home today.')).toBeLessThan(0.85);
    expect(endPitch('Where did you go today?')).toBeLessThan(0.85);
    expect(endPitch('Did you go home today?')).toBeGreaterThan(1.3);
  });
});
