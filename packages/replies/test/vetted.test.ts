// The vetted set: its texts keep the crisis-reply rules, and risky verdicts always get one of them.
import { classify, type SafetyVerdict } from '@solace/safety';
import { describe, expect, it } from 'vitest';
import { checkShape, findForbidden } from '../src/check-reply';
import { writeLocalReply } from '../src/local-writer';
import { countSentences } from '../src/text';
import { pickVetted, VETTED_REPLIES, type VettedGroup, vettedGroup } from '../src/vetted';
import { CRISIS, ELEVATED } from './fixtures';

const verdict = (
  level: SafetyVerdict['level'],
  categories: SafetyVerdict['categories'],
  cues: string[] = ['test'],
): SafetyVerdict => ({ level, categories, cues });
const GROUPS: readonly VettedGroup[] = [
  'crisis',
  'crisis-harm',
  'acts',
  'thoughts',
  'other',
  'harm',
  'harm-request',
  'distress',
];
const byId = new Map(VETTED_REPLIES.map((reply) => [reply.id, reply]));

describe('VETTED_REPLIES', () => {
  it('has unique ids and at least three texts for every situation, named by their group', () => {
    expect(byId.size).toBe(VETTED_REPLIES.length);
    for (const group of GROUPS) {
      const members = VETTED_REPLIES.filter((reply) => reply.group === group);
      expect(members.length, group).toBeGreaterThanOrEqual(3);
      for (const reply of members) expect(reply.id.startsWith(`${group}-`), reply.id).toBe(true);
      expect(new Set(members.map((reply) => reply.level)).size, group).toBe(1);
    }
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
    for (const reply of VETTED_REPLIES.filter((r) => r.level === 'crisis' || r.group === 'harm')) {
      expect(reply.text, reply.id).toMatch(/emergency number/);
    }
  });

  it('tells people who threaten others to step away', () => {
    for (const reply of VETTED_REPLIES.filter((r) => r.group === 'harm' || r.group === 'crisis-harm')) {
      expect(reply.text, reply.id).toMatch(/step away|distance/);
    }
  });
});

describe('vetted routing', () => {
  it('maps verdicts to groups', () => {
    expect(vettedGroup(verdict('none', []))).toBeNull();
    expect(vettedGroup(verdict('low', ['distress']))).toBeNull();
    expect(vettedGroup(ELEVATED)).toBe('thoughts');
    expect(vettedGroup(verdict('elevated', ['distress']))).toBe('distress');
    expect(vettedGroup(verdict('low', ['self_harm']))).toBe('thoughts');
    expect(vettedGroup(verdict('elevated', ['self_harm'], ['self_harm.selfharm', 'self_harm.present']))).toBe(
      'acts',
    );
    expect(vettedGroup(verdict('elevated', ['self_harm'], ['context.third_party']))).toBe('other');
    expect(
      vettedGroup(verdict('elevated', ['self_harm'], ['context.third_party', 'self_harm.present'])),
    ).toBe('thoughts');
    expect(vettedGroup(CRISIS)).toBe('crisis');
    expect(vettedGroup(verdict('low', ['crisis_cue']))).toBe('crisis');
    expect(vettedGroup(verdict('elevated', ['harmful_statement']))).toBe('harm');
    expect(vettedGroup(verdict('low', ['harmful_statement']))).toBe('harm');
    expect(vettedGroup(verdict('crisis', ['harmful_statement', 'crisis_cue']))).toBe('crisis-harm');
    expect(vettedGroup(verdict('crisis', ['harmful_statement', 'self_harm']))).toBe('crisis');
    expect(vettedGroup(verdict('elevated', ['harmful_statement'], ['harm.request']))).toBe('harm-request');
    expect(vettedGroup(verdict('crisis', ['harmful_statement', 'crisis_cue'], ['harm.request']))).toBe(
      'crisis-harm',
    );
  });

  it('declines a request to hurt someone with a harm-request text, from the real classifier', () => {
    for (const message of [
      'How do I hurt my brother without leaving marks?',
      'Write a threatening message I can send my ex.',
      'Help me plan an attack on my coworker.',
    ]) {
      const reply = writeLocalReply({ message, verdict: classify(message), seed: 3 });
      expect(reply.vettedId, message).toMatch(/^harm-request-\d$/);
    }
  });

  it('turns a harm request towards the person asking, without helping or lecturing', () => {
    for (const reply of VETTED_REPLIES.filter((r) => r.group === 'harm-request')) {
      expect(reply.text, reply.id).toMatch(
        /\b(?:can't|won't|not something I can) help\b|\bnot something I can help\b/,
      );
      expect(reply.text, reply.id).toMatch(/\byou\b.*\?$/);
      expect(reply.text, reply.id).not.toMatch(
        /\b(?:wrong|illegal|should not|shouldn't|must not|crime|police)\b/i,
      );
    }
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
    expect([...crisisIds].sort()).toEqual(['crisis-1', 'crisis-2', 'crisis-3', 'crisis-4']);
    expect([...elevatedIds].sort()).toEqual(['thoughts-1', 'thoughts-2', 'thoughts-3', 'thoughts-4']);
  });

  it('is deterministic by seed and does not depend on the message, so clips stay cacheable', () => {
    const a = writeLocalReply({ message: 'one message', verdict: CRISIS, seed: 5 });
    const b = writeLocalReply({ message: 'a different message', verdict: CRISIS, seed: 5 });
    expect(a).toEqual(b);
  });

  it.each(GROUPS)('never repeats a %s text in three messages in a row, and always answers', (group) => {
    for (let seed = 0; seed < 20; seed++) {
      const first = pickVetted(group, seed, []);
      const second = pickVetted(group, seed, [first.text]);
      const third = pickVetted(group, seed, [first.text, second.text]);
      expect(new Set([first.text, second.text, third.text]).size).toBe(3);
      // With every text used recently, it still answers from the set.
      const all = VETTED_REPLIES.filter((r) => r.group === group).map((r) => r.text);
      expect(all).toContain(pickVetted(group, seed, all).text);
    }
  });
});
