// The conversation's history: a vague follow-up is answered about what was said before, no reply the
// history holds is given again, and the model path gets the turns between its instructions and the message.
import type { AiRunner } from '@solace/safety';
import { describe, expect, it, vi } from 'vitest';
import { BANKS, ECHO_SLOT, type ThemeBank } from '../src/banks/index';
import { writeLocalReply } from '../src/local-writer';
import { createReplyWriter } from '../src/reply-writer';
import { splitSentences } from '../src/text';
import type { ConversationTurn } from '../src/types';
import { LOW, NONE } from './fixtures';

const BOSS = 'My boss yelled at me in front of the whole team today.';
const VAGUE = 'It still bothers me.';
const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

/** Whether the reply opens with one of the bank's reflections (an echo slot matches any phrase). */
function opensFrom(bank: ThemeBank, reply: string): boolean {
  const first = splitSentences(reply)[0] ?? '';
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    bank.reflect.includes(first) ||
    bank.reflectEcho.some((t) => new RegExp(`^${t.split(ECHO_SLOT).map(literal).join('.+')}$`).test(first))
  );
}

describe('a vague follow-up', () => {
  const history: ConversationTurn[] = [
    { role: 'user', text: BOSS },
    { role: 'assistant', text: 'That sounds humiliating. What has stayed with you most since then?' },
  ];

  it('is answered about the earlier turn’s subject', () => {
    for (const seed of SEEDS) {
      const reply = writeLocalReply({ message: VAGUE, verdict: NONE, seed, history });
      expect(opensFrom(BANKS.work, reply.text), reply.text).toBe(true);
    }
  });

  it('without history is answered as the vague message it is', () => {
    for (const seed of SEEDS) {
      const reply = writeLocalReply({ message: VAGUE, verdict: NONE, seed });
      expect(opensFrom(BANKS.work, reply.text), reply.text).toBe(false);
    }
  });

  it('keeps its own subject when it has one', () => {
    const reply = writeLocalReply({
      message: "I can't sleep, it's 3am again",
      verdict: LOW,
      seed: 5,
      history,
    });
    expect(opensFrom(BANKS.work, reply.text)).toBe(false);
    expect(opensFrom(BANKS.sleep, reply.text)).toBe(true);
  });
});

describe('replies the history holds', () => {
  it('are never given again', () => {
    for (const seed of SEEDS) {
      const request = { message: 'Work has been exhausting this week', verdict: LOW, seed };
      const first = writeLocalReply(request).text;
      // Deterministic for a seed: without the history the same reply comes back.
      expect(writeLocalReply(request).text).toBe(first);
      const history: ConversationTurn[] = [
        { role: 'user', text: request.message },
        { role: 'assistant', text: first },
      ];
      expect(writeLocalReply({ ...request, history }).text).not.toBe(first);
    }
  });
});

describe('the model path', () => {
  const GOOD =
    'It sounds like that moment with your boss is still with you. That makes sense. What part stings most?';

  function fakeAi(response: string): AiRunner & { calls: unknown[][] } {
    const calls: unknown[][] = [];
    return {
      calls,
      run: vi.fn(async (...args: unknown[]) => {
        calls.push(args);
        return { response };
      }),
    };
  }

  it('gets the turns, oldest first, between its instructions and the message', async () => {
    const ai = fakeAi(GOOD);
    const history: ConversationTurn[] = [
      { role: 'user', text: BOSS },
      { role: 'assistant', text: 'That sounds humiliating.' },
    ];
    const reply = await createReplyWriter({ ai }).write({ message: VAGUE, verdict: NONE, seed: 1, history });
    expect(reply).toEqual({ text: GOOD, source: 'model' });
    const input = ai.calls[0]?.[1] as { messages: { role: string; content: string }[] };
    expect(input.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(input.messages.slice(1).map((m) => m.content)).toEqual([BOSS, 'That sounds humiliating.', VAGUE]);
  });

  it('falls back to the local reply when the model repeats a reply from the history', async () => {
    const ai = fakeAi(GOOD);
    const history: ConversationTurn[] = [
      { role: 'user', text: BOSS },
      { role: 'assistant', text: GOOD },
    ];
    const reply = await createReplyWriter({ ai }).write({ message: VAGUE, verdict: NONE, seed: 1, history });
    expect(reply.source).toBe('local');
    expect(reply.text).not.toBe(GOOD);
  });
});
