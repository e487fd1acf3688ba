// Caption pages: wrapped within the frame, at most maxLines lines, timed by the words they hold.
import { describe, expect, it } from 'vitest';
import { synthesizeSpeech } from '../src/audio';
import { layoutCaptions } from '../src/captions';
import { fontForWidth, measureText } from '../src/captions/caption-font';
import { captionMargin } from '../src/captions/caption-layout';

const TEXT =
  "Thank you for telling me that. It sounds like this week has been really heavy, and you've been carrying " +
  'a lot on your own. What would help most right now: talking it through, or finding one small next step?';

describe('layoutCaptions', () => {
  for (const width of [320, 640]) {
    it(`wraps every line within ${width} px minus margins, at most two lines a page`, () => {
      const { words } = synthesizeSpeech(TEXT, { voiceId: 'warm', seed: 1, maxSeconds: 60 });
      const pages = layoutCaptions(words, { width, maxLines: 2 });
      const font = fontForWidth(width);
      const limit = width - 2 * captionMargin(width);
      expect(pages.length).toBeGreaterThan(2);
      for (const page of pages) {
        expect(page.lines.length).toBeGreaterThanOrEqual(1);
        expect(page.lines.length).toBeLessThanOrEqual(2);
        for (const line of page.lines) expect(measureText(font, line)).toBeLessThanOrEqual(limit);
      }
      // Nothing lost or reordered.
      expect(pages.flatMap((p) => p.lines).join(' ')).toBe(TEXT);
    });
  }

  it('starts each page at its first word and ends it at the next page', () => {
    const { words } = synthesizeSpeech(TEXT, { voiceId: 'warm', seed: 1, maxSeconds: 60 });
    const pages = layoutCaptions(words, { width: 320, maxLines: 2 });
    let w = 0;
    pages.forEach((page, i) => {
      const first = words[w];
      expect(first && page.start).toBe(first?.start);
      w += page.lines.join(' ').split(' ').length;
      const next = pages[i + 1];
      if (next) expect(page.end).toBe(next.start);
      else expect(page.end).toBeGreaterThanOrEqual(words[words.length - 1]?.end ?? 0);
      expect(page.end).toBeGreaterThan(page.start);
    });
    expect(w).toBe(words.length);
  });

  it('closes a page at a sentence end once it holds a few words', () => {
    const words = 'One two three four. Five six.'
      .split(' ')
      .map((text, i) => ({ text, start: i, end: i + 0.5 }));
    const pages = layoutCaptions(words, { width: 640, maxLines: 2 });
    expect(pages.map((p) => p.lines)).toEqual([['One two three four.'], ['Five six.']]);
  });

  it('breaks a word too wide for a line and copes with no words', () => {
    const long = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2);
    const pages = layoutCaptions([{ text: long, start: 0, end: 1 }], { width: 320, maxLines: 2 });
    const font = fontForWidth(320);
    expect(pages.flatMap((p) => p.lines).join('')).toBe(long);
    for (const line of pages.flatMap((p) => p.lines))
      expect(measureText(font, line)).toBeLessThanOrEqual(320 - 2 * captionMargin(320));
    expect(layoutCaptions([], { width: 320, maxLines: 2 })).toEqual([]);
  });
});
