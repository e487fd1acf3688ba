// The session remembers risk from earlier verdicts (levels and categories only): a time, a plan, means or
// a goodbye after an earlier self-harm verdict is crisis; resources stay shown after a crisis verdict;
// nothing is ever lowered. Messages go through the real classifier, as the API would send them.
import { describe, expect, it } from 'vitest';
import { classify, type SessionEntry, sessionEntryOf, sessionRisk } from '../src/index';

const entries = (...texts: string[]): SessionEntry[] => texts.map((t) => sessionEntryOf(classify(t)));
const IDEATION = "I don't want to be here anymore.";

describe('a later message after an earlier self-harm verdict', () => {
  it.each([
    "tonight's the night",
    'ok bye everyone',
    'I have a plan.',
    "I've got the pills here.",
    'I want you to have my guitar.',
  ])('%s → crisis, with the session cue', (text) => {
    const alone = classify(text);
    expect(alone.level).not.toBe('crisis');
    const { verdict, client } = sessionRisk(entries(IDEATION), alone);
    expect(verdict.level).toBe('crisis');
    expect(verdict.categories).toEqual(['distress', 'self_harm', 'crisis_cue']);
    expect(verdict.cues).toContain('session.escalated');
    expect(client).toEqual({
      level: 'crisis',
      categories: ['distress', 'self_harm', 'crisis_cue'],
      show_crisis_resources: true,
    });
  });

  it('keeps the same messages at their own level in a session without earlier risk', () => {
    for (const text of ["tonight's the night", 'ok bye everyone', 'I have a plan.']) {
      const alone = classify(text);
      const { verdict } = sessionRisk(entries('Work was long today.', 'I made pasta.'), alone);
      expect(verdict).toEqual(alone);
    }
  });

  it('reads a time tied to an everyday plan as no signal: going out tonight stays as it is', () => {
    const alone = classify("I'm going out with friends tonight");
    expect(sessionRisk(entries(IDEATION), alone).verdict).toEqual(alone);
  });

  it('needs the earlier verdict to be self-harm at elevated or above', () => {
    const bye = classify('ok bye everyone');
    expect(sessionRisk([{ level: 'low', categories: ['self_harm'] }], bye).verdict.level).toBe(bye.level);
    expect(sessionRisk([{ level: 'elevated', categories: ['harmful_statement'] }], bye).verdict.level).toBe(
      bye.level,
    );
    expect(sessionRisk([{ level: 'elevated', categories: ['self_harm'] }], bye).verdict.level).toBe('crisis');
  });
});

describe('resources after a crisis verdict', () => {
  it("stay shown for the rest of the session, at the message's own level", () => {
    const earlier = entries("I'm going to kill myself tonight.", 'thank you for talking');
    expect(earlier[0]?.level).toBe('crisis');
    const { verdict, client } = sessionRisk(earlier, classify('I made pasta for dinner.'));
    expect(verdict.level).toBe('none');
    expect(client).toEqual({ level: 'none', categories: [], show_crisis_resources: true });
  });
  it('are not kept on after an elevated verdict alone', () => {
    const { client } = sessionRisk(entries(IDEATION), classify('I made pasta for dinner.'));
    expect(client.show_crisis_resources).toBe(false);
  });
});

describe('the contract', () => {
  it('never lowers the current verdict and returns it unchanged without history', () => {
    const now = classify("I'm going to kill myself tonight.");
    expect(sessionRisk([], now).verdict).toEqual(now);
    expect(sessionRisk(entries(IDEATION), now).verdict).toEqual(now);
  });
  it('stores only level and categories: no text, no cues', () => {
    const entry = sessionEntryOf(classify("I don't want to be here anymore."));
    expect(Object.keys(entry).sort()).toEqual(['categories', 'level']);
    expect(entry).toEqual({ level: 'elevated', categories: ['distress', 'self_harm'] });
  });
});
