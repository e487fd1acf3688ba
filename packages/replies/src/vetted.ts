// The reviewed replies for elevated and crisis messages. They are fixed texts, never composed or
// generated, so their clips can be rendered once and cached by id. Each one is warm, first person,
// validating, points to a trusted person and a local crisis line or emergency number (no specific number:
// users are everywhere), and never mentions methods or means, promises confidentiality or outcomes, or
// diagnoses. Changing a text here means re-rendering its clip.
import { CUE, type SafetyVerdict } from '@solace/safety';
import { createRng, mixSeed } from './prng';
import { replyKey } from './text';
import type { Reply } from './types';

/** The situations the vetted texts speak to: a person who writes three times hears three different texts. */
export type VettedGroup =
  | 'crisis' // imminent risk to oneself
  | 'crisis-harm' // a threat to someone with a time or means
  | 'acts' // self-harm acts, past or present
  | 'thoughts' // thoughts of ending one's life or of self-harm
  | 'other' // someone else at risk
  | 'harm' // a threat or wish to hurt someone
  | 'harm-request' // a request to hurt, threaten, stalk or attack someone: declined without a lecture
  | 'distress'; // severe distress without risk named

export interface VettedReply {
  id: string;
  group: VettedGroup;
  level: 'elevated' | 'crisis';
  text: string;
}

const v = (id: string, group: VettedGroup, level: VettedReply['level'], text: string): VettedReply => ({
  id,
  group,
  level,
  text,
});

export const VETTED_REPLIES: readonly VettedReply[] = [
  v(
    'crisis-1',
    'crisis',
    'crisis',
    "I'm really glad you told me, and I'm taking what you shared seriously. Your safety matters most right now. Please call your local emergency number or a crisis line, or reach someone you trust and ask them to be with you. Can you contact one of them now?",
  ),
  v(
    'crisis-2',
    'crisis',
    'crisis',
    "Thank you for trusting me with something this heavy. You don't have to carry this moment alone. Please reach out right now to a local crisis line or your emergency number, or to someone you trust nearby. If you can, go to a place where other people are around while you reach them.",
  ),
  v(
    'crisis-3',
    'crisis',
    'crisis',
    "I can hear how much pain you're in, and I'm glad you're still talking with me. This is a moment to get support from a person right away. Please contact a local crisis line or emergency number, or call someone you trust and tell them what's happening. Who could you reach right now?",
  ),
  v(
    'crisis-4',
    'crisis',
    'crisis',
    "I'm so glad you reached out instead of staying alone with this. Right now the most important thing is that you're safe. Please call a local crisis line or your emergency number, or ask someone you trust to come and stay with you. Could you do that now, while we keep talking?",
  ),
  v(
    'crisis-harm-1',
    'crisis-harm',
    'crisis',
    "I can hear how intense this feels right now. When anger gets this strong, the safest step is to put distance between you and the person or situation. Please reach out to someone you trust, or a local crisis line or emergency number, and tell them what's going on. Can you step away now?",
  ),
  v(
    'crisis-harm-2',
    'crisis-harm',
    'crisis',
    "This sounds really serious, and I'm glad you told me before doing anything. Please put distance between you and that person right now. Call a local crisis line or your emergency number, or someone you trust, and tell them what's happening. Can you move somewhere calmer now?",
  ),
  v(
    'crisis-harm-3',
    'crisis-harm',
    'crisis',
    "I'm taking what you said seriously. Before anything else, please step away from where they are and give yourself time. Contact your emergency number, a local crisis line or someone you trust, and let them help you through the next hour. Will you reach one of them now?",
  ),
  v(
    'acts-1',
    'acts',
    'elevated',
    "Thank you for telling me about this. It takes courage to say, and I'm not judging you. You deserve care for the pain underneath it. Could you reach out to someone you trust, a doctor or a local crisis line, and let them know what's been happening?",
  ),
  v(
    'acts-2',
    'acts',
    'elevated',
    "I'm really glad you shared this with me. It's often a way of coping with pain that feels too big, and you don't have to handle it alone. Telling someone you trust, a doctor or a local crisis line can help you find other ways through. Who could you tell today?",
  ),
  v(
    'acts-3',
    'acts',
    'elevated',
    "It sounds like this has been part of your life for a while, and I'm glad you're talking about it. You deserve support, not shame. If an injury needs care, please get it looked at, and think about telling someone you trust or a local crisis line. What would help you feel safer tonight?",
  ),
  v(
    'thoughts-1',
    'thoughts',
    'elevated',
    "It sounds like you're carrying something really heavy, and I'm glad you said it out loud. You deserve support with this, not to hold it alone. Could you reach out to someone you trust, or a local crisis line, and let them know how you're feeling today?",
  ),
  v(
    'thoughts-2',
    'thoughts',
    'elevated',
    "Thank you for telling me how much you're hurting. Feelings this painful are a reason to bring someone else in, and asking is a strong thing to do. A trusted friend, a family member or a local crisis line can be there with you. Who feels safest to reach out to?",
  ),
  v(
    'thoughts-3',
    'thoughts',
    'elevated',
    "I'm really sorry it feels this hard right now. What you're feeling matters, and you deserve real support from people around you. If things start to feel unsafe, please contact a local crisis line or emergency number. Is there someone you trust you could talk to today?",
  ),
  v(
    'thoughts-4',
    'thoughts',
    'elevated',
    "That sounds incredibly painful, and I'm glad you reached out. You don't have to go through this on your own. Talking to someone you trust, or to a local crisis line, can make it a little easier to carry. Would you be willing to reach out to one of them today?",
  ),
  v(
    'other-1',
    'other',
    'elevated',
    "I can tell how much you care about them, and worrying like this is exhausting. You don't need to handle it by yourself. If they might be in danger, contact a local crisis line or your emergency number for guidance, and lean on someone you trust too. Who can help you with this?",
  ),
  v(
    'other-2',
    'other',
    'elevated',
    'I can hear how frightened you are for them. A local crisis line can advise you on what to say and do, and encouraging them to talk to someone they trust can help. Please lean on someone you trust as well. How are you holding up yourself?',
  ),
  v(
    'other-3',
    'other',
    'elevated',
    "I know supporting someone who is struggling this much is a heavy thing to carry. Their safety matters, and so does yours. If you think they're at immediate risk, call your emergency number; a local crisis line and someone you trust can support you too. What do you need right now?",
  ),
  v(
    'harm-1',
    'harm',
    'elevated',
    "I'm hearing a huge amount of anger right now, and that feeling deserves attention. Before anything else, please step away from the situation and give yourself some space. Then reach out to someone you trust, a local crisis line or your emergency number, and talk it through. Who could you call right now?",
  ),
  v(
    'harm-2',
    'harm',
    'elevated',
    "It sounds like you're furious, and I'm glad you're saying it here rather than acting on it. Give yourself some distance from the person first. Then talk it through with someone you trust or a local crisis line, and call your emergency number if you feel close to losing control. What helps you cool down?",
  ),
  v(
    'harm-3',
    'harm',
    'elevated',
    'I can hear how much rage is in this, and feelings that strong deserve care. Please step away and give the moment some space before anything else. Reaching someone you trust, a local crisis line or your emergency number can help you stay in control. Can you take a few slow breaths with me?',
  ),
  // Asked to help hurt, threaten, stalk or attack someone: decline in one plain clause, neither help nor
  // lecture, and turn to the person asking, with a line that is there for them too.
  v(
    'harm-request-1',
    'harm-request',
    'elevated',
    "That's not something I can help with. I'd like to hear what's going on for you, though, because it sounds like things with this person have got really heavy. A local crisis line is there for you too, not only for emergencies, and so is someone you trust. What's been happening?",
  ),
  v(
    'harm-request-2',
    'harm-request',
    'elevated',
    "I can't help with that part. I'm still here to talk about what's behind it, if you want to. When feelings about someone get this strong, it can help to talk them through with someone you trust or a local crisis line, and your emergency number is there if anyone is in danger. What's on your mind?",
  ),
  v(
    'harm-request-3',
    'harm-request',
    'elevated',
    "I won't help with that, but I'm not going anywhere. Something has clearly got to you, and you deserve support with it. You could talk it through with someone you trust or a local crisis line, any time of day. How are you doing yourself right now?",
  ),
  v(
    'distress-1',
    'distress',
    'elevated',
    "It sounds like everything is piling up and it feels like too much right now. I'm glad you told me. When it's this heavy, it helps to let someone in: someone you trust, or a local crisis line if it gets hard to cope. Who could you reach out to today?",
  ),
  v(
    'distress-2',
    'distress',
    'elevated',
    "I'm sorry you're going through so much at once. Feeling this overwhelmed is exhausting, and you don't need to push through it alone. Talking to someone you trust, or a local crisis line, can take some of the weight. What's one small thing that might help right now?",
  ),
  v(
    'distress-3',
    'distress',
    'elevated',
    "That sounds really hard, and I can hear how worn down you are. You deserve support while things feel this way. Could you tell someone you trust how bad it's been, or call a local crisis line if it starts to feel unmanageable? What feels heaviest at the moment?",
  ),
];

/** Cues of a first-person account of self-harm acts (the safety registry), as opposed to thoughts. */
const ACT_CUES = [CUE.selfHarmAct, CUE.selfHarmSelf, CUE.selfHarmCut, CUE.selfHarmSlang, CUE.attempt];
const isAct = (cue: string) => ACT_CUES.some((id) => cue.startsWith(id));

/** Which vetted group a verdict calls for, or null when a composed or model reply is allowed. */
export function vettedGroup(verdict: SafetyVerdict): VettedGroup | null {
  const has = (category: SafetyVerdict['categories'][number]): boolean =>
    verdict.categories.includes(category);
  // Threats towards others get the step-away texts unless the person's own safety is also at stake.
  if (has('harmful_statement') && !has('self_harm')) {
    if (verdict.level === 'crisis') return 'crisis-harm';
    return verdict.cues.includes(CUE.harmRequest) ? 'harm-request' : 'harm';
  }
  if (verdict.level === 'crisis' || has('crisis_cue')) return 'crisis';
  if (has('self_harm')) {
    if (verdict.cues.includes(CUE.thirdParty) && !verdict.cues.includes(CUE.selfHarmPresent)) return 'other';
    return verdict.cues.some(isAct) ? 'acts' : 'thoughts';
  }
  if (verdict.level === 'elevated') return 'distress';
  return null;
}

/** Chooses by seed within the group, skipping texts in `avoid` while an unused one remains. */
export function pickVetted(group: VettedGroup, seed: number, avoid: readonly string[]): Reply {
  const members = VETTED_REPLIES.filter((reply) => reply.group === group);
  const avoided = new Set(avoid.map(replyKey));
  const fresh = members.filter((reply) => !avoided.has(replyKey(reply.text)));
  const pool = fresh.length > 0 ? fresh : members;
  const chosen = createRng(mixSeed(seed, 'vetted', group)).pick(pool);
  return { text: chosen.text, source: 'vetted', vettedId: chosen.id };
}
