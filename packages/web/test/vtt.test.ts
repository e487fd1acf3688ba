import { describe, expect, it } from 'vitest';
import { buildVtt, captionChunks } from '../src/ui/vtt';

describe('captions from a transcript', () => {
  it('makes one cue per sentence and splits long sentences at twelve words', () => {
    const long = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen.';
    expect(captionChunks(`Hello there. How are you? ${long}`)).toEqual([
      'Hello there.',
      'How are you?',
      'one two three four five six seven eight nine ten eleven twelve',
      'thirteen fourteen.',
    ]);
  });

  it('keeps a last sentence without a full stop', () => {
    expect(captionChunks('I hear you. Take your time')).toEqual(['I hear you.', 'Take your time']);
  });

  it('times cues in proportion to their length, ending exactly at the clip’s end', () => {
    const vtt = buildVtt('Short one. A rather longer second sentence here.', 10);
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> ')).toBe(true);
    const times = [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(times).toHaveLength(2);
    expect(times[0]?.[1]).toBe(times[1]?.[0]);
    expect(times[1]?.[1]).toBe('00:00:10.000');
    const firstEnd = Number(times[0]?.[1]?.slice(6));
    expect(firstEnd).toBeGreaterThan(1.5);
    expect(firstEnd).toBeLessThan(3.5);
  });

  it('escapes the characters WebVTT cue text reserves', () => {
    expect(buildVtt('Me & you <3.', 2)).toContain('Me &amp; you &lt;3.');
  });

  it('is a valid empty document for an empty transcript', () => {
    expect(buildVtt('', 3)).toBe('WEBVTT\n');
  });
});
