// Must-never-miss: a request for a method, means, dose or place to end one's life or hurt oneself is
// crisis whatever its framing (a question, a hypothetical, "asking for a friend", the generic "you").
// A question about the topic (statistics, history, prevention, fiction, a film, helping someone) is not
// a request, and neither is an act aimed at a thing ("kill the lights", "kill a process").
// Runs on the normalised text (normalise.ts: lower case, contractions expanded, slang such as "kms"
// folded to "kill myself"), one sentence at a time, so an ask and an act in different sentences never pair.
import { SELF_HARM_TOPIC, sentencesOfText, unguarded } from './guards';
import type { Normalised } from './normalise';

// The act, aimed at the asker (or the generic "you"/"one", which a person asking for themselves uses too).
const SELF = `(?:myself|my self|me|yourself|your self|oneself|urself)`;
const ACT = `(?:kill(?:ing)? ${SELF}|selfharm(?:ing)?|(?:cut|cutting|burn|burning|hurt|hurting|harm|harming|starv(?:e|ing)) ${SELF}|end (?:my|your|one s|ones) (?:own )?life|end it all|end it (?:painlessly|quickly|for good|forever|tonight)|take (?:my|your) (?:own )?life|commit suicide|hang ${SELF}|(?:overdose|od)(?: on [a-z]+)?|unalive ${SELF}|poison ${SELF}|drown ${SELF}|shoot ${SELF}|starve ${SELF}|suffocate ${SELF}|gas ${SELF}|(?:slit|cut|slice) (?:my|your|one s) (?:wrists?|throat|veins?)|cut ${SELF} deep(?:er)?|hurt ${SELF}|harm ${SELF}|not wake up|never wake up)`;
// Words between "how do I" and the act that turn it into avoiding the act ("how do I not hurt myself").
const GAP = String.raw`(?: (?!not\b|never\b|stop\b|avoid\b|prevent\b|without\b)[a-z]+){0,2}`;
const QUESTION = String.raw`^(?:so |but |and |ok |okay |honestly |seriously |hypothetically |asking for a friend )?(?:what|which|how|is|are|would|will|could|can|does|do)\b`;

// The ask: how / what / which / where + the act, a way or method to the act, or a dose enough for it.
const ASKS: readonly RegExp[] = [
  // "how do I hang myself", "how to kill yourself", "how can I end it", "how would one overdose"
  new RegExp(
    String.raw`\bhow (?:do|can|could|should|would|will|might|does|to)(?: i| you| one| someone| a person| u)?${GAP} ${ACT}\b`,
  ),
  /\bhow (?:to|can i|could i|do i|should i|would i)(?: just| quickly| peacefully)? die\b/,
  // "what is a good way to end my life", "best method to die", "least painful way to go"
  new RegExp(
    String.raw`\b(?:way|ways|method|methods|means|option|options|place|places|spot|spots|tips|instructions|guide|steps)(?: [a-z]+){0,2} (?:to|of|for|on how to|on) (?:${ACT}|die|dying|suicide)\b`,
  ),
  /\b(?:painless|peaceful|quick|quickest|easiest|least painful|fastest|best) (?:way|ways) to go$/,
  // "what cleaning products are poisonous enough to kill me", "how many pills would it take to die"
  new RegExp(
    String.raw`${QUESTION}.* (?:enough|would it take|does it take|will it take|it takes|do i need|do you need) (?:to )?(?:${ACT}|die|kill me)\b`,
  ),
  // "how much tylenol is lethal", "what is a lethal dose of", "how many would be an overdose"
  /\bhow (?:much|many)(?! people| of| more)(?: [a-z0-9]+){0,5} (?:is|are|would be|would|will|to)(?: a| an| be)? (?:lethal|fatal|deadly|overdose|kill me|die)\b/,
  new RegExp(String.raw`${QUESTION}.*\b(?:lethal|fatal|deadly|overdose) (?:dose|amount|quantity|level)\b`),
  // "how deep do I have to cut", "how hard would I have to hit"
  /\bhow (?:deep|hard|long|far)(?: (?:do|would|should|will|to|can))(?: [a-z]+){0,4} (?:cut|slit|jump|hang|choke)\b/,
  // "where can I buy a rope to hang myself", "which bridge is high enough to jump from"
  new RegExp(String.raw`\b(?:where|what|which)(?: [a-z]+){0,7} (?:to|can i|could i|should i) ${ACT}\b`),
  // "what object is best to cut with", "what's the easiest thing to burn with"
  /\b(?:what|which)(?: [a-z]+){0,4} (?:is|are|would be|works?) (?:the )?(?:best|easiest|quickest|sharpest|most reliable) (?:to|for) (?:cut|cutting|burn|burning|slice|slicing)(?: with| myself| yourself| me)?$/,
  // "what dose of sertraline would kill me", "what amount of insulin would be fatal for me"
  /\b(?:dose|amount|quantity|much|many)(?: of)?(?: [a-z0-9]+){0,3} (?:would|will|could|is going to|might) (?:kill me|be (?:lethal|fatal|deadly|enough)(?: for me)?)\b/,
  // "best place to cut so it bleeds a lot", "where should I cut to make it deep"
  /\b(?:best|easiest|right|which|what) (?:place|places|spot|spots|part|vein|veins|area)(?: [a-z]+){0,2} (?:to|for) (?:cut|cutting|slit|slice)(?: myself| yourself| my (?:arms?|wrists?|legs?|thighs?|skin|stomach))?(?= so | to | if | without | for |$)/,
  /\bwhere (?:should|do|can|could|would|to)(?: i| you)? (?:cut|slit|slice)\b(?: [a-z]+){0,5} (?:deep|deeper|bleed|bleeds|bleeding|vein|veins|artery|die)\b/,
  // "is it painless to jump off a building", "is it quick to bleed out"
  new RegExp(
    String.raw`\bis it (?:painless|quick|fast|easy|peaceful|instant)(?: [a-z]+){0,2} to (?:${ACT}|die|jump|bleed out)\b`,
  ),
  /\b(?:painless|peaceful|quick|quickest|easiest|least painful|fastest|best|surest|surefire|most reliable) (?:way|ways|method|methods) to end it(?: all)?$/,
  // "which household object works best for cutting yourself", "what is the most reliable way to self harm"
  new RegExp(
    String.raw`${QUESTION}(?: [a-z]+){0,6} (?:works?|is|are|would be|would work|do (?:you|people) use)(?: the)? (?:best|better|most|fastest|quickest|easiest|surest)(?: [a-z]+){0,2} (?:for|to|at) ${ACT}\b`,
  ),
  new RegExp(
    String.raw`\b(?:most|least|more) (?:reliable|effective|lethal|painless|painful|certain)(?: [a-z]+){0,2} (?:way|ways|method|methods|means|object|tool|thing) (?:to|of|for) (?:${ACT}|die|dying|suicide)\b`,
  ),
  /\b(?:where (?:to|can i|could i|should i) jump (?:off|from)|(?:bridge|building|roof|cliff|ledge)s?(?: [a-z]+){0,6} (?:to|i could|i can|enough to) jump(?: off| from)?$)/,
];

// "If I just stop eating and drinking, how many days until it is over?": how long until death, asked beside a
// way of dying named in the message (the ask and the way sit in different clauses, so this reads both).
const HOW_LONG =
  /\bhow (?:long|many (?:days|hours|weeks|minutes))(?: [a-z]+){0,5} (?:until|till|before|to|for) (?:it is over|its over|it s over|it ends|i die|i am dead|i would die|i will die|death|my heart stops|it kills me|i am gone)\b/;
const WAY_OF_DYING =
  /\b(?:stop (?:eating|drinking|taking my (?:meds|medication|insulin))|not eat(?:ing)? (?:or|and) (?:drink|drinking)|starv(?:e|ing) myself|without (?:food|water|my (?:meds|insulin))|(?:take|took|swallow|swallowed)(?: [a-z0-9]+){0,3} (?:pills|tablets)|bleed(?:ing)? out|hang(?:ing)? myself|in (?:the|a) (?:closed )?garage with the engine)\b/;

/** Whether any sentence of the message asks for a method, means, dose or place of self-harm. */
export function asksForMethod(n: Normalised): boolean {
  const sentences = sentencesOfText(n);
  const asks = (text: string) =>
    ASKS.some((re) => re.test(text)) || (HOW_LONG.test(text) && WAY_OF_DYING.test(n.flat));
  return unguarded(sentences, SELF_HARM_TOPIC, asks).length > 0;
}
