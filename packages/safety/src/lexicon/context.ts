// Context that changes how risk evidence is read: time (past, recovered), jokes, informational and
// fictional framing, a worried third party asking for help, euphemisms that need a second signal, and
// threats towards other people.
import { alt, type Entry, rx } from './rx';

export const PAST: readonly Entry[] = [
  rx(
    'context.past',
    String.raw`\b(?:used to|years? ago|months ago|when i was|back (?:in|when|then)|in (?:high school|college|school|my teens|my twenties|the past|(?:19|20)[0-9][0-9])|as a (?:teen|teenager|kid|child)|clean (?:for|since)|[a-z0-9]+ (?:years?|months?|days?) clean|(?:years?|months?|days?) clean|been clean|have not (?:[a-z]+ ){1,2}in (?:over )?(?:a |[a-z0-9]+ )?(?:year|years|months|month|days|weeks)|recovered|a long time ago|scars|during my|i am [0-9]+ now|(?:it has|it is|its) been (?:a |an |one |[a-z0-9]+ )?(?:years?|months?) since|(?:years?|months?|weeks?|days?) (?:free|clean) (?:of|from)|(?:attempted|tried|overdosed|selfharmed|cut)(?: [a-z]+){0,2} at (?:age )?[0-9]{2}|since i last|not anymore)\b`,
  ),
];
export const PRESENT_OVERRIDE: readonly Entry[] = [
  rx(
    'context.present',
    String.raw`\b(?:again|relaps[a-z]*|coming back|is back|its back|came back|starting to|started to|urges? (?:are|is) back|still (?:feel|want|think|have|get|do)|lately|these days|right now|this week|last night|currently|but now (?!i (?:just |only |mostly )?(?:get|feel|am) )|now i (?:want|feel like|think about|keep|have (?:the )?urges?))\b`,
  ),
];

export const JEST: readonly Entry[] = [
  rx('modifier.jest', String.raw`\b(?:lol|lmao|lmfao|rofl|haha[a-z]*|hehe|jk|just kidding|xd|emo_laugh)\b`),
];
export const ANTI_JEST: readonly Entry[] = [
  rx(
    'modifier.serious',
    String.raw`\bnot (?:even )?(?:joking|kidding)\b|\bno joke\b|\bfor real\b|\bseriously\b|\bi mean it\b|\bi am serious\b|\basking for real\b`,
  ),
];
/** Situational hyperbole: a trivial trigger given as the reason ("when my mic was on", "forgot my lunch"). */
export const TRIVIAL_TRIGGER: readonly Entry[] = [
  rx(
    'modifier.trivial_trigger',
    String.raw`\b(?:when|because|forgot|makes me|made me|again|due|have to|another|monday|mondays|homework|essays?|lunch|mic|crush|in front of|embarrass[a-z]*|memes?|cringe)\b`,
  ),
];

export const INFORMATIONAL: readonly Entry[] = [
  rx(
    'context.informational',
    String.raw`\b(?:what (?:is|are)|what s|why do people|how can (?:schools|parents|we|teachers|someone|i help)|is it true|statistics|stats|rates?|research|study|studies|essay|article|documentary|book|novel|movie|film|show|episode|season|series|character|song|track|lyrics|podcast|news|course|lecture|presentation|homework|assignment|prevention|awareness|history|helpline|hotline|number for|samaritans|988|game|patients|symptoms|signs? of|warning signs|hamlet|romeo|juliet|shakespeare|author|singer|actor|celebrity|died by suicide in|psychology|nursing|paramedic|callouts?|pharmacology|seminar|literature module|thesis|dissertation|narrator|protagonist|chapter)\b`,
  ),
];
/** A reader asking how to help someone else; worry about a real person is distress in its own right. */
export const CONCERN: readonly Entry[] = [
  rx(
    'context.concern',
    String.raw`\b(?:what (?:do|should|can) i (?:do|say)|how (?:do|can|should) i (?:help|support|talk to|approach|reach)|should i (?:tell|call|say)|i am (?:so |really |very |super )?(?:worried|scared|afraid|concerned|terrified|frightened)|worried about|scared for|i do not know (?:how to help|what to (?:do|say))|made me promise|how (?:to|do i) (?:help|talk to|support)|help (?:him|her|them)|support (?:him|her|them))\b`,
  ),
];
const RELATIONS = alt(
  'friend|friends|bestie|sister|brother|mom|mum|dad|mother|father|son|daughter|girlfriend|boyfriend|gf|bf|partner|husband|wife|roommate|cousin|uncle|aunt|grandma|grandpa|kid|child|teen|ex|classmate|coworker|student|niece|nephew|grandmother|grandfather|stepdad|stepmom|neighbour|neighbor',
);
export const THIRD_PERSON = new RegExp(
  `^(?:she|he|they|her|him|his|their|them|someone|somebody|people|${RELATIONS}|[a-z]+s)$`,
);
export const PERSONAL_RELATION = new RegExp(
  String.raw`\b(?:my|our|a|the) (?:[a-z]+ )?${RELATIONS}\b|\b(?:she|he)\b`,
);
export const EUPHEMISM_CONTEXT: readonly Entry[] = [
  rx(
    'context.euphemism',
    String.raw`\b(?:permanent[a-z]*|for good|forever|the real one|know what i mean|not in a fun way|the permanent kind|never come back|emo_grave)\b`,
  ),
];
const TARGETS = alt(
  'him',
  'her',
  'them',
  'you',
  'that (?:guy|girl|bitch|bastard|man|woman|kid|person)',
  `(?:my|his|her|our|the|this) (?:[a-z]+ )?(?:step)?${alt('manager|colleague|coach|ex|dad|father|mom|mother|stepdad|stepmom|boss|brother|sister|teacher|husband|wife|boyfriend|girlfriend|bf|gf|neighbou?r|roommate|coworker|baby|son|daughter|kids?|child|partner|bull(?:y|ies)|family|classmates?|school|class|office')}`,
  'everyone',
  'everybody',
  'people',
  'someone',
  'somebody',
  'the people',
  'the next person',
  'all of them',
);
export const HARM_OTHERS: readonly Entry[] = [
  rx(
    'harm.threat',
    String.raw`\b(?:kill|killing|murder|murdering|stab|stabbing|shoot|shooting|hurt|hurting|beat|beating|punch|punching|strangle|strangling|choke|choking|poison|poisoning|end|attack|attacking|smash|bash|run over|shoot up|blow up)(?: up)? ${TARGETS}\b(?! (?:myself|laughing|at|in a))`,
  ),
  rx(
    'harm.threat',
    String.raw`\bbeat the (?:shit|crap|hell) out of\b|\bmake (?:him|her|them) pay\b|\bput (?:[a-z]+ ){1,3}in the ground\b|\bshoot(?:ing)? up (?:my |the |a )?(?:school|class|office|mall)\b|\buntil (?:he|she|they) (?:stops?|stopped) breathing\b|\b(?:they|he|she) (?:are|is|will be) going to pay for (?:what|this)\b|\b(?:they|he|she) will pay for (?:what|this)\b`,
  ),
  rx(
    'harm.harassment',
    String.raw`\bkill yourself\b(?! myself)|\bgo die\b|\byou should (?:just )?die\b|\bhope you die\b`,
  ),
];
export const HARM_MEANS: readonly Entry[] = [
  rx(
    'harm.weapon_to_place',
    String.raw`\b(?:bring|bringing|take|taking|brought)(?: [a-z]+){0,3} (?:gun|guns|rifle|knife|weapon|bomb)s? to (?:school|work|class|the office|church)\b`,
  ),
  // Lying in wait for someone, armed: "I'll be waiting for him with the bat", "I have a knife and I am
  // waiting outside her house".
  rx(
    'harm.armed_wait',
    String.raw`\b(?:waiting|wait) (?:for|outside|at|by)(?: [a-z]+){0,4} (?:with|holding) (?:a |the |my )?(?:bat|knife|gun|hammer|crowbar|machete|rifle|pistol|axe|blade)\b|\b(?:have|got|bought|brought|grabbed) (?:a|the|my|dads|his) (?:knife|gun|bat|hammer|crowbar|machete|rifle|pistol|axe)(?: [a-z]+){0,2} (?:and )?(?:i am |im )?(?:waiting|going to wait|gonna wait) (?:outside|for|at)\b`,
  ),
];

/** An everyday plan a time belongs to ("going out with friends tonight"): the time is not a countdown. */
export const EVERYDAY_PLAN: readonly Entry[] = [
  rx(
    'context.everyday_plan',
    String.raw`\b(?:going out|hanging out|friends|party|dinner|lunch|breakfast|movie|cinema|film|meeting|work|shift|school|class|lecture|exam|test|date|game|match|concert|gig|trip|flight|train to|bus to|appointment|doctor|dentist|therapy|therapist|session|gym|practice|rehearsal|birthday|wedding|holiday|vacation|weekend plans|see you|talk (?:to you )?(?:tomorrow|later|soon)|call you)\b`,
  ),
];
