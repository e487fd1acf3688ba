// Caption pages: the spoken words wrapped into lines that fit the frame (minus margins), grouped into
// pages of at most `maxLines` lines. A page is shown from its first word's start to the next page's start;
// a sentence end closes a page early once it holds a few words, so pages tend to follow sentences.
import type { SpeechTrack } from '../audio/speech-track';
import { type CaptionFont, fontForWidth, measureText } from './caption-font';

export interface CaptionPage {
  start: number;
  end: number;
  lines: string[];
}

export interface LayoutCaptionsOptions {
  /** Frame width in pixels. */
  width: number;
  maxLines: number;
}

/** How long the last page stays after its last word ends (the orchestrator may clamp to the clip). */
const LAST_PAGE_HOLD = 0.5;
const SENTENCE_PAGE_MIN_WORDS = 4;

export function captionMargin(width: number): number {
  return Math.max(8, Math.round(width * 0.04));
}

export function layoutCaptions(words: SpeechTrack['words'], opts: LayoutCaptionsOptions): CaptionPage[] {
  const font = fontForWidth(opts.width);
  const maxWidth = opts.width - 2 * captionMargin(opts.width);
  const maxLines = Math.max(1, Math.floor(opts.maxLines));
  const space = measureText(font, ' ');
  const pages: { start: number; lines: string[] }[] = [];
  let page: { start: number; lines: string[]; words: number } | undefined;
  let lineWidth = 0;
  for (const word of words) {
    for (const piece of splitToFit(font, word.text.trim(), maxWidth)) {
      if (piece === '') continue;
      const w = measureText(font, piece);
      const line = page?.lines[page.lines.length - 1];
      if (page && line !== undefined && lineWidth + space + w <= maxWidth) {
        page.lines[page.lines.length - 1] = `${line} ${piece}`;
        lineWidth += space + w;
      } else if (page && page.lines.length < maxLines) {
        page.lines.push(piece);
        lineWidth = w;
      } else {
        page = { start: word.start, lines: [piece], words: 0 };
        pages.push(page);
        lineWidth = w;
      }
    }
    if (page) page.words++;
    if (page && page.words >= SENTENCE_PAGE_MIN_WORDS && /[.!?…]["'”’)\]]*$/u.test(word.text))
      page = undefined;
  }
  const lastEnd = (words[words.length - 1]?.end ?? 0) + LAST_PAGE_HOLD;
  return pages.map((p, i) => ({ start: p.start, end: pages[i + 1]?.start ?? lastEnd, lines: p.lines }));
}

/** A word wider than a line is cut into pieces that fit (by characters; no hyphenation). */
function splitToFit(font: CaptionFont, text: string, maxWidth: number): string[] {
  if (measureText(font, text) <= maxWidth) return [text];
  const pieces: string[] = [];
  let current = '';
  for (const ch of text) {
    if (current !== '' && measureText(font, current + ch) > maxWidth) {
      pieces.push(current);
      current = '';
    }
    current += ch;
  }
  pieces.push(current);
  return pieces;
}
