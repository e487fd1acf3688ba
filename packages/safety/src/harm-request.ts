// Harm towards others, asked for or announced: a request to hurt, attack, threaten, intimidate, scare,
// stalk or poison a person ("how do I hurt my brother without leaving marks", "write a threatening
// message I can send my ex", "help me plan an attack on my coworker"), and an intent to stalk, threaten
// or poison someone. A question about violence as a topic (history, news, a film, a novel, a game,
// self-defence, a sport) is not a request, and neither is an act aimed at a thing or a process.
// Reads the normalised text one sentence at a time, like method-request.ts; rules.ts turns the result
// into the `harm.request` cue (elevated) or `harm.request.armed` (crisis: a weapon, poison or a time).
import { sentencesOfText, unguarded, VIOLENCE_TOPIC } from './guards';
import { meansAlt } from './lexicon/means';
import type { Normalised } from './normalise';

const RELATION =
  '(?:brother|sister|mom|mum|mother|dad|father|stepdad|stepmom|son|daughter|wife|husband|partner|ex|exs|ex wife|ex husband|ex girlfriend|ex boyfriend|girlfriend|boyfriend|gf|bf|boss|manager|coworker|co worker|colleague|teacher|classmate|roommate|flatmate|neighbou?r|landlord|friend|cousin|uncle|aunt|grandma|grandpa|baby|kid|kids|child|bully|bullies|family)';
// A person: a relation ("my brother", "her ex"), a pronoun, or someone.
const PERSON = `(?:(?:my|his|her|their|our|the|this|that) (?:[a-z]+ )?${RELATION}|him|her|them|someone|somebody|a person|people|this (?:guy|girl|man|woman)|that (?:guy|girl|man|woman))`;
const VERB =
  '(?:hurt|harm|injure|beat up|beat the (?:shit|crap|hell) out of|attack|stab|shoot|kill|murder|poison|drug|strangle|choke|smother|drown|burn|threaten|intimidate|scare|frighten|terrify|stalk|spy on|harass|blackmail|make [a-z]+ pay|break [a-z]+ (?:legs?|arms?|nose|jaw)|run over|push [a-z]+ down the stairs)';
const ASKING = `(?:how (?:do|can|could|should|would|might) (?:i|you|one|we|someone)|how to|ways? to|best way to|easiest way to|help me|teach me (?:how )?to|show me how to|tips (?:to|for|on how to)|what is the best way to|what can i (?:use|do) to|i need (?:help|a way|ideas) to|give me (?:ideas|a plan|tips) to|can you help me)`;
const STEALTH = `(?:without (?:leaving (?:any )?marks|leaving a trace|getting caught|anyone (?:knowing|noticing|finding out)|them (?:knowing|noticing))|so (?:it looks like|no one knows|nobody knows) )`;
const MESSAGE = '(?:message|text|letter|note|email|dm|voicemail|post|comment)';

const REQUESTS: readonly RegExp[] = [
  // "how do I hurt my brother", "help me scare my ex", "ways to stalk her"
  new RegExp(String.raw`\b${ASKING}(?: [a-z]+){0,2} ${VERB} ${PERSON}\b`),
  // "write a threatening message I can send my ex", "draft a text to scare her"
  new RegExp(
    String.raw`\b(?:write|draft|compose|give me|send|make|help me write|can you write)(?: me)? (?:a |an |some )?(?:threatening|threat|scary|intimidating|menacing|death threat|anonymous threatening)(?: [a-z]+){0,1} ${MESSAGE}s?\b`,
  ),
  new RegExp(
    String.raw`\b(?:write|draft|compose) (?:a |an )?${MESSAGE} (?:to|that will|that would|so it) (?:threaten|scare|frighten|intimidate|terrify)\b`,
  ),
  // "help me plan an attack on my coworker", "plan how to ambush him"
  new RegExp(
    String.raw`\bplan (?:an |a |the )?(?:attack|ambush|assault|revenge|hit) (?:on|against) ${PERSON}\b`,
  ),
  // "hurt him without leaving marks": the stealth names a request even without "how"
  new RegExp(String.raw`\b${VERB} ${PERSON} ${STEALTH}`),
  // "where can I buy something to poison my husband", "what poison would kill my wife"
  new RegExp(
    String.raw`\b(?:what|which|where)(?: [a-z]+){0,6} (?:to|would|will|could|can i) ${VERB} ${PERSON}\b`,
  ),
];

// Announced intent beyond the threat verbs of lexicon/context.ts: "I'm going to stalk her".
const INTENT = new RegExp(
  String.raw`\b(?:i am going to|i will|going to|i want to|i am gonna|gonna|i plan to|i am planning to) (?:[a-z]+ )?(?:stalk|threaten|intimidate|terrorize|terrorise|poison|harass|ambush) ${PERSON}\b`,
);

// Words that make the harm armed or imminent: a weapon or poison, or a time.
const ARMED = new RegExp(
  String.raw`\b(?:${meansAlt('firearm', 'blade', 'poison')}|poison|poisons|bat|hammer|crowbar|machete|axe|acid|bomb|tonight|tomorrow|today|right now|this (?:weekend|week|evening)|when (?:he|she|they) (?:gets?|comes?) (?:home|back))\b`,
);
const ARMED_VERB = /\b(?:stab|shoot|poison|drug|strangle|smother|drown|burn|run over)\b/;

export interface HarmRequest {
  /** A weapon, poison or a time in the same message, or a verb that is itself a means (stab, poison). */
  armed: boolean;
}

/** Whether a sentence of the message asks for or announces harm to a person (not a topic question). */
export function harmRequest(n: Normalised): HarmRequest | undefined {
  const sentences = sentencesOfText(n);
  const asks = (text: string) => REQUESTS.some((re) => re.test(text)) || INTENT.test(text);
  const hits = unguarded(sentences, VIOLENCE_TOPIC, asks);
  if (hits.length === 0) return undefined;
  return { armed: ARMED.test(n.flat) || hits.some((i) => ARMED_VERB.test(sentences[i] ?? '')) };
}
