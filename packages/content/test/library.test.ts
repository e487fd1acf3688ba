// The content library is valid, complete and safe to show and speak: counts, sizes, timings and tone.
import { describe, expect, it } from 'vitest';
import { CONTENT, CONTENT_KINDS, CONTENT_TAGS, ContentItemSchema } from '../src';
import { CLINICAL_WORDS, sentenceCount, wordCount } from './support';

const ofKind = (kind: string) => CONTENT.filter((item) => item.kind === kind);
const articles = ofKind('article');

/** The last sentence of a markdown body, stripped of markup. */
function lastSentence(markdown: string): string {
  const text = markdown.replace(/[*_#>`]/g, '').trim();
  const sentences = text.split(/(?<=[.!?])\s+/);
  return sentences.at(-1) ?? '';
}

describe('CONTENT', () => {
  it('parses with ContentItemSchema, field for field', () => {
    for (const item of CONTENT) expect(ContentItemSchema.parse(item), item.slug).toEqual(item);
  });

  it('holds at least 32 items: 12 articles, 12 exercises and 6 meditations', () => {
    expect(CONTENT.length).toBeGreaterThanOrEqual(32);
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(ofKind('exercise').length).toBeGreaterThanOrEqual(12);
    expect(ofKind('meditation').length).toBeGreaterThanOrEqual(6);
    expect(new Set(CONTENT.map((item) => item.kind))).toEqual(new Set(CONTENT_KINDS));
  });

  it('lists kinds in order (articles, exercises, meditations), with unique slugs and titles', () => {
    const kindOrder = CONTENT.map((item) => CONTENT_KINDS.indexOf(item.kind));
    expect(kindOrder).toEqual([...kindOrder].sort((a, b) => a - b));
    expect(new Set(CONTENT.map((item) => item.slug)).size).toBe(CONTENT.length);
    expect(new Set(CONTENT.map((item) => item.title)).size).toBe(CONTENT.length);
  });

  it('uses every tag at least once, and no tag twice on one item', () => {
    for (const item of CONTENT) expect(new Set(item.tags).size, item.slug).toBe(item.tags.length);
    expect(new Set(CONTENT.flatMap((item) => item.tags))).toEqual(new Set(CONTENT_TAGS));
  });

  it('summarises each item in one or two sentences', () => {
    for (const item of CONTENT) {
      expect(sentenceCount(item.summary), item.slug).toBeGreaterThanOrEqual(1);
      expect(sentenceCount(item.summary), item.slug).toBeLessThanOrEqual(2);
    }
  });

  it('sizes bodies: 150-400 words for articles, shorter for exercises and meditations', () => {
    for (const item of CONTENT) {
      const words = wordCount(item.body_markdown);
      const [min, max] = item.kind === 'article' ? [150, 400] : [40, 150];
      expect(words, item.slug).toBeGreaterThanOrEqual(min);
      expect(words, item.slug).toBeLessThanOrEqual(max);
    }
  });

  it('gives every exercise timed steps, none to articles, and totals within 50% of minutes', () => {
    for (const item of CONTENT) {
      if (item.kind === 'exercise') expect(item.steps?.length, item.slug).toBeGreaterThanOrEqual(3);
      if (item.kind === 'article') expect(item.steps, item.slug).toBeUndefined();
      if (!item.steps) continue;
      const total = item.steps.reduce((sum, step) => sum + step.seconds, 0);
      expect(Math.abs(total - item.minutes * 60), item.slug).toBeLessThanOrEqual(item.minutes * 30);
    }
  });

  it('narrates each item in 60-120 words of plain speech: no markdown, URLs or digits', () => {
    for (const item of CONTENT) {
      const words = wordCount(item.narration);
      expect(words, item.slug).toBeGreaterThanOrEqual(60);
      expect(words, item.slug).toBeLessThanOrEqual(120);
      expect(item.narration, item.slug).not.toMatch(/[*_#`[\]<>|~]|https?:|www\.|\d/);
    }
  });

  it('stays non-clinical: no diagnosis, treatment or medication words anywhere', () => {
    for (const item of CONTENT) {
      const text = [
        item.title,
        item.summary,
        item.body_markdown,
        item.narration,
        ...(item.steps ?? []).map((s) => s.text),
      ];
      for (const part of text) expect(part, item.slug).not.toMatch(CLINICAL_WORDS);
      expect(item.body_markdown, item.slug).not.toMatch(/https?:|www\./);
    }
  });

  it('ends every article about low mood or anxiety by suggesting someone trusted or a professional', () => {
    const touches = articles.filter(
      (a) =>
        a.tags.includes('mood') ||
        a.tags.includes('anxiety') ||
        /\b(low mood|feel(ing)? low|anxi\w*|worr\w*|panic\w*)\b/i.test(a.body_markdown),
    );
    expect(touches.length).toBeGreaterThanOrEqual(8);
    for (const article of touches) {
      expect(lastSentence(article.body_markdown), article.slug).toMatch(/someone you trust|professional/);
    }
  });

  it('is frozen down to tags and steps', () => {
    expect(Object.isFrozen(CONTENT)).toBe(true);
    for (const item of CONTENT) {
      expect(Object.isFrozen(item) && Object.isFrozen(item.tags), item.slug).toBe(true);
      for (const step of item.steps ?? []) expect(Object.isFrozen(step), item.slug).toBe(true);
    }
  });
});
