// The gate a model reply must pass. The classifier is wrapped so one marker text is "crisis": that tests
// the wiring to @solace/safety without depending on which phrasings its rules catch.
import { describe, expect, it, vi } from 'vitest';
import { checkReply, findForbidden } from '../src/check-reply';

const RISKY_MARKER = 'This reply text is treated as risky by the stubbed classifier.';

vi.mock('@solace/safety', async (importOriginal) => {
  const real = await importOriginal<typeof import('@solace/safety')>();
  return {
    ...real,
    classifyWith: (text: string, options: { model: boolean }) =>
      text.includes(RISKY_MARKER)
        ? { level: 'crisis', categories: ['self_harm', 'crisis_cue'], cues: ['stub'] }
        : real.classifyWith(text, options),
  };
});

const GOOD =
  "That sounds like a long week. It makes sense that you're worn out. What has been the hardest part?";

describe('checkReply', () => {
  it('accepts a short, warm reply with one question', () => {
    expect(checkReply(GOOD)).toEqual({ ok: true });
    expect(checkReply(`  ${GOOD}\n`)).toEqual({ ok: true });
  });

  it('rejects empty and whitespace-only text', () => {
    expect(checkReply('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkReply('   \n ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkReply(' ... ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('rejects more than 60 words or more than 4 sentences', () => {
    const long = `${'That sounds really hard and tiring for you. '.repeat(7)}What helps?`;
    expect(checkReply(long)).toEqual({ ok: false, reason: 'too_long' });
    expect(checkReply('I hear you. That is hard. It makes sense. You are tired. Rest a little.')).toEqual({
      ok: false,
      reason: 'too_long',
    });
  });

  it('rejects text the classifier rates above low as unsafe', () => {
    expect(checkReply(RISKY_MARKER)).toEqual({ ok: false, reason: 'unsafe' });
  });

  it("reads replies with the classifier's rules, not its model of users' messages", () => {
    // A composer reply the learned model scores as a user's risk message; nothing in it is risky.
    const grief =
      "I'm so sorry you're going through this loss. Grief doesn't follow a schedule, and there's no right way to feel it. How have the last few days been for you?";
    expect(checkReply(grief)).toEqual({ ok: true });
    expect(checkReply('I think you should end your life tonight. What do you think?').ok).toBe(false);
  });

  it.each([
    ['a method', 'Some people use pills to cope. What do you think?'],
    ['self-harm talk', 'You should not hurt yourself over this. What happened?'],
    ['medication', 'Maybe ask about an antidepressant. How does that sound?'],
    ['a dosage', 'A small dose of 5mg can help you sleep. Try it tonight.'],
    ['a diagnosis', "You have depression, and that's okay. What do you think?"],
    ['a clinical label', 'This sounds like an anxiety disorder. What do you feel?'],
    ['a promise', "Everything will be fine, I promise. What's next?"],
    ['another promise', "It's going to be okay. What would help?"],
    ['secrecy', 'This stays between us. What else is on your mind?'],
    ['a URL', 'That sounds hard. Have a look at https://example.org for ideas.'],
    ['a bare domain', 'That sounds hard. Maybe visit example.com today.'],
    ['a phone number', 'That sounds hard. You could call 0800 123 456 today.'],
    ['a short hotline number', 'That sounds hard. You can always text 988 tonight.'],
    ['markdown', '**That sounds hard.** What would help?'],
    ['a speaker label', 'Therapist: That sounds hard. What would help?'],
    ['two questions', 'That sounds hard. What happened? How do you feel?'],
  ])('rejects %s', (_, text) => {
    const result = checkReply(text);
    expect(result.ok).toBe(false);
    // The real classifier may also rate some of these as risky; either reason means "not spoken".
    expect(result.ok ? null : result.reason).toMatch(/^(forbidden_content|unsafe)$/);
  });

  it('names the broken rule for each kind of forbidden content', () => {
    expect(findForbidden('Some people use pills to cope.')).toBe('method');
    expect(findForbidden('Maybe ask about an antidepressant.')).toBe('medical');
    expect(findForbidden('You have depression.')).toBe('diagnosis');
    expect(findForbidden('Everything will be fine.')).toBe('promise');
    expect(findForbidden('Call 0800 123 456.')).toBe('contact');
    expect(findForbidden('- That sounds hard.')).toBe('format');
    expect(checkReply('That sounds hard. What happened? How do you feel?')).toEqual({
      ok: false,
      reason: 'forbidden_content',
    });
  });

  it('does not trip on ordinary supportive phrasing', () => {
    for (const text of [
      'Be kind to yourself and cut yourself some slack today. What would feel restful?',
      'It makes sense to feel this way. Your doctor is the right person for the medical questions.',
      "It's okay to feel scared. Who has been with you through this?",
      'I can hear how much your sister matters to you. What would you want her to know?',
    ]) {
      expect(findForbidden(text), text).toBeNull();
    }
  });
});
