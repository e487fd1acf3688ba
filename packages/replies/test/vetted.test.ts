// The vetted set: its texts keep the crisis-reply rules, and risky verdicts always get one of them.
import type { SafetyVerdict } from '@solace/safety';
import { describe, expect, it } from 'vitest';
import { checkShape, findForbidden } from '../src/check-reply';
import { writeLocalReply } from '../src/local-writer';
import { countSentences } from '../src/text';
import { pickVetted, VETTED_REPLIES, vettedGroup } from '../src/vetted';
import { CRISIS, ELEVATED } from './fixtures';

const verdict = (level: SafetyVerdict['level'], categories: SafetyVerdict['categories']): SafetyVerdict => ({
  level,
  categories,
  cues: ['test'],
});
const byId = new Map(VETTED_REPLIES.map((reply) => [reply.id, reply]));

describe('VETTED_REPLIES', () => {
  it('is a small set with unique ids: 3 crisis, 4 elevated, 2 for harm towards others', () => {
    expect(byId.size).toBe(VETTED_REPLIES.length);
    const ids = VETTED_REPLIES.map((reply) => reply.id);
    expect(ids.filter((id) => id.startsWith('crisis-'))).toHaveLength(3);
    expect(ids.filter((id) => id.startsWith('elevated-'))).toHaveLength(4);
    expect(ids.filter((id) => id.startsWith('harm-'))).toHaveLength(2);
  });

  it.each(VETTED_REPLIES.map((reply) => [reply.id, reply.text] as const))(
    '%s keeps the rules',
    (id, text) => {
      expect(checkShape(text)).toEqual({ ok: true });
      expect(countSentences(text)).toBeGreaterThanOrEqual(2);
      expect(findForbidden(text), id).toBeNull();
      expect(text).toMatch(/someone you trust|trusted/);
      expect(text).toMatch(/crisis line/);
      expect(text, 'first person').toMatch(/\b(I|I'm|me)\b/);
      expect(text).not.toMatch(/promise|confidential|between us|will be (fine|okay)|diagnos|you have/i);
      expect(text).not.toMatch(/suicid|kill|die\b|pills?|rope|gun|knife|blade|jump|overdose|method|means/i);
    },
  );

  it('gives every crisis and harm text an emergency number to reach', () => {
    for (const reply of VETTED_REPLIES.filter((r) => !r.id.startsWith('elevated-'))) {
      expect(reply.text, reply.id).toMatch(/emergency number/);
    }
  });

  it('tells people who threaten others to step away', () => {
    for (const reply of VETTED_REPLIES.filter((r) => r.id.startsWith('harm-'))) {
      expect(reply.text, reply.id).toMatch(/step away|distance/);
    }
  });
});

describe('vetted routing', () => {
  it('maps verdicts to groups', () => {
    expect(vettedGroup(verdict('none', []))).toBeNull();
    expect(vettedGroup(verdict('low', ['distress']))).toBeNull();
    expect(vettedGroup(ELEVATED)).toBe('elevated');
    expect(vettedGroup(verdict('elevated', ['distress']))).toBe('elevated');
    expect(vettedGroup(verdict('low', ['self_harm']))).toBe('elevated');
    expect(vettedGroup(CRISIS)).toBe('crisis');
    expect(vettedGroup(verdict('low', ['crisis_cue']))).toBe('crisis');
    expect(vettedGroup(verdict('elevated', ['harmful_statement']))).toBe('harm');
    expect(vettedGroup(verdict('low', ['harmful_statement']))).toBe('harm');
    expect(vettedGroup(verdict('crisis', ['harmful_statement', 'self_harm']))).toBe('crisis');
  });

  it('never writes a local reply for a risky verdict', () => {
    const risky = [
      CRISIS,
      ELEVATED,
      verdict('low', ['self_harm']),
      verdict('elevated', ['harmful_statement']),
    ];
    for (const v of risky) {
      for (let seed = 0; seed < 30; seed++) {
        const reply = writeLocalReply({ message: 'anything at all', verdict: v, seed });
        expect(reply.source).toBe('vetted');
        const vetted = byId.get(reply.vettedId ?? '');
        expect(vetted?.text).toBe(reply.text);
      }
    }
  });

  it('picks crisis texts for crisis and elevated texts for elevated, each reachable by seed', () => {
    const crisisIds = new Set<string>();
    const elevatedIds = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      crisisIds.add(writeLocalReply({ message: 'x', verdict: CRISIS, seed }).vettedId ?? '');
      elevatedIds.add(writeLocalReply({ message: 'x', verdict: ELEVATED, seed }).vettedId ?? '');
    }
    expect([...crisisIds].sort()).toEqual(['crisis-1', 'crisis-2', 'crisis-3']);
    expect([...elevatedIds].sort()).toEqual(['elevated-1', 'elevated-2', 'elevated-3', 'elevated-4']);
  });

  it('is deterministic by seed and does not depend on the message, so clips stay cacheable', () => {
    const a = writeLocalReply({ message: 'one message', verdict: CRISIS, seed: 5 });
    const b = writeLocalReply({ message: 'a different message', verdict: CRISIS, seed: 5 });
    expect(a).toEqual(b);
  });

  it('avoids repeating a recent vetted text while another one is left', () => {
    for (let seed = 0; seed < 20; seed++) {
      const first = pickVetted('crisis', seed, []);
      const second = pickVetted('crisis', seed, [first.text]);
      const third = pickVetted('crisis', seed, [first.text, second.text]);
      expect(new Set([first.text, second.text, third.text]).size).toBe(3);
      // With every text used recently, it still answers from the set.
      const all = VETTED_REPLIES.filter((r) => r.id.startsWith('crisis-')).map((r) => r.text);
      expect(all).toContain(pickVetted('crisis', seed, all).text);
    }
  });
});
