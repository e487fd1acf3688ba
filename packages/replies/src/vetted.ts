// The reviewed replies for elevated and crisis messages. They are fixed texts, never composed or
// generated, so their clips can be rendered once and cached by id. Each one is warm, first person,
// validating, points to a trusted person and a local crisis line or emergency number (no specific number:
// users are everywhere), and never mentions methods or means, promises confidentiality or outcomes, or
// diagnoses. Changing a text here means re-rendering its clip.
import type { SafetyVerdict } from '@solace/safety';
import { createRng, mixSeed } from './prng';
import { replyKey } from './text';
import type { Reply } from './types';

export interface VettedReply {
  id: string;
  level: 'elevated' | 'crisis';
  text: string;
}

export const VETTED_REPLIES: readonly VettedReply[] = [
  {
    id: 'crisis-1',
    level: 'crisis',
    text: "I'm really glad you told me, and I'm taking what you shared seriously. Your safety matters most right now. Please call your local emergency number or a crisis line, or reach someone you trust and ask them to be with you. Can you contact one of them now?",
  },
  {
    id: 'crisis-2',
    level: 'crisis',
    text: "Thank you for trusting me with something this heavy. You don't have to carry this moment alone. Please reach out right now to a local crisis line or your emergency number, or to someone you trust nearby. If you can, go to a place where other people are around while you reach them.",
  },
  {
    id: 'crisis-3',
    level: 'crisis',
    text: "I can hear how much pain you're in, and I'm glad you're still talking with me. This is a moment to get support from a person right away. Please contact a local crisis line or emergency number, or call someone you trust and tell them what's happening. Who could you reach right now?",
  },
  {
    id: 'elevated-1',
    level: 'elevated',
    text: "It sounds like you're carrying something really heavy, and I'm glad you said it out loud. You deserve support with this, not to hold it alone. Could you reach out to someone you trust, or a local crisis line, and let them know how you're feeling today?",
  },
  {
    id: 'elevated-2',
    level: 'elevated',
    text: "Thank you for telling me how much you're hurting. Feelings this painful are a reason to bring someone else in, and asking is a strong thing to do. A trusted friend, a family member or a local crisis line can be there with you. Who feels safest to reach out to?",
  },
  {
    id: 'elevated-3',
    level: 'elevated',
    text: "I'm really sorry it feels this hard right now. What you're feeling matters, and you deserve real support from people around you. If things start to feel unsafe, please contact a local crisis line or emergency number. Is there someone you trust you could talk to today?",
  },
  {
    id: 'elevated-4',
    level: 'elevated',
    text: "That sounds incredibly painful, and I'm glad you reached out. You don't have to go through this on your own. Talking to someone you trust, or to a local crisis line, can make it a little easier to carry. Would you be willing to reach out to one of them today?",
  },
  {
    id: 'harm-1',
    level: 'elevated',
    text: "I'm hearing a huge amount of anger right now, and that feeling deserves attention. Before anything else, please step away from the situation and give yourself some space. Then reach out to someone you trust, a local crisis line or your emergency number, and talk it through. Who could you call right now?",
  },
  {
    id: 'harm-2',
    level: 'crisis',
    text: "I can hear how intense this feels right now. When anger gets this strong, the safest step is to put distance between you and the person or situation. Please reach out to someone you trust, or a local crisis line or emergency number, and tell them what's going on. Can you step away now?",
  },
];

/** Which vetted group a verdict calls for, or null when a composed or model reply is allowed. */
export function vettedGroup(verdict: SafetyVerdict): 'crisis' | 'elevated' | 'harm' | null {
  const has = (category: SafetyVerdict['categories'][number]): boolean =>
    verdict.categories.includes(category);
  const selfRisk = has('self_harm') || has('crisis_cue');
  // Threats towards others get the step-away texts unless the person's own safety is also at stake.
  if (has('harmful_statement') && !selfRisk) return 'harm';
  if (verdict.level === 'crisis' || has('crisis_cue')) return 'crisis';
  if (verdict.level === 'elevated' || has('self_harm')) return 'elevated';
  return null;
}

/** Chooses by seed within the group, skipping texts in `avoid` while an unused one remains. */
export function pickVetted(
  group: 'crisis' | 'elevated' | 'harm',
  seed: number,
  avoid: readonly string[],
): Reply {
  const members = VETTED_REPLIES.filter((reply) => reply.id.startsWith(`${group}-`));
  const avoided = new Set(avoid.map(replyKey));
  const fresh = members.filter((reply) => !avoided.has(replyKey(reply.text)));
  const pool = fresh.length > 0 ? fresh : members;
  const chosen = createRng(mixSeed(seed, 'vetted', group)).pick(pool);
  return { text: chosen.text, source: 'vetted', vettedId: chosen.id };
}
