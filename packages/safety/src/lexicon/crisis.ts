// Crisis modifiers: the evidence that turns ideation into imminent risk (intent, plan, means, timeline,
// goodbyes, giving things away, an attempt in progress or just made, asking for a method). Most of them
// mean nothing alone ("I have a plan for my garden", "goodbye, talk tomorrow"), so rules.ts only
// counts them beside self-harm evidence; the few marked "strong" are crisis on their own.
import { meansAlt } from './means';
import { alt, type Entry, rx } from './rx';

// Means held or ready (lexicon/means.ts), plus the emoji tokens and words that stand for them.
const MEANS = alt(
  meansAlt('firearm', 'blade', 'medicine', 'poison', 'ligature'),
  'oxy[a-z]*|emo_pills|emo_gun|emo_rope|emo_knife|stuff|vodka',
);
const DAY = alt('monday|tuesday|wednesday|thursday|friday|saturday|sunday');
const MONTH = alt('january|february|march|april|may|june|july|august|september|october|november|december');
const RECENT = alt(
  'just|already|an hour ago|a few minutes ago|minutes ago|hours? ago|[a-z0-9]+ (?:minutes|hours) ago|earlier|this morning|today|last night|tonight|this evening|this afternoon|right now',
);

export const TIMELINE: readonly Entry[] = [
  rx(
    'crisis.timeline',
    String.raw`\b(?:tonight|tomorrow|after today|this (?:weekend|week|evening|morning|afternoon)|(?:on |this |next |by )?${DAY}|in (?:an|a few|[0-9]+|a couple of) (?:hour|hours|minutes)|soon|after (?:school|work|dinner|the funeral|my exams?|everyone|they|my (?:parents|family|roommate|shift))|when (?:everyone|they|my [a-z]+|the house) (?:is |are |goes |go )?(?:asleep|gone|leave|leaves|go|to sleep|quiet)|when (?:he|she|they|you|my [a-z]+) (?:gets?|comes?) (?:home|back|in|over|through the door)|by morning|next week|${MONTH} [0-9]+[a-z]*|(?:is|s) the (?:day|night)|tonights the night|(?:a few|a couple of?|[a-z0-9]+) more days|(?:after|once) (?:my |the )?(?:birthday|graduation|wedding|holidays|christmas|results|shift)(?: is over)?|on (?:my birthday|new years eve|christmas)|new years eve|it will be this [a-z]+)\b`,
  ),
];

export const PLAN: readonly Entry[] = [
  rx(
    'crisis.plan',
    String.raw`\bi (?:have|have got|got|made|have made) (?:a|the|my) plan\b(?! for| to (?!die|end|kill))|\bmy plan is\b|\b(?:already )?(?:planned|figured out|decided|picked|chose|chosen) (?:it|how|when|where|the (?:date|day|spot|place|time|bridge|method)|a (?:date|spot|place))\b|\bknow (?:exactly )?(?:how|what) i am (?:going to|gonna) do\b|\bknow (?:exactly )?how i am going to\b|\beverything is (?:set up|ready|planned|in place|in order)\b|\bmade up my mind\b|\bplanned (?:it )?(?:all|everything)\b|\bthe where and the when\b|\bmade (?:my|the) decision\b|\bi have decided\b(?! to (?!die|end|kill|do it))|\bgetting everything in order\b|\bi am ready\b(?! for| to (?!die|go|end))|\b(?:written|wrote|updated|sorted|finished|made) my will\b|\b(?:it is|its) (?:almost )?time\b|\bnobody (?:can|will) stop me\b|\bnot stopping this time\b|\bthis time\b(?= (?:for real|i mean it))`,
  ),
];

export const MEANS_STRONG: readonly Entry[] = [
  rx(
    'crisis.means.stockpile',
    String.raw`\b(?:stockpil[a-z]*|hoard[a-z]*|saving up|saved up|collecting|collected|been saving|saving) (?:up )?(?:[a-z]+ ){0,3}(?:pills|meds|medication|tablets|oxy[a-z]*|painkillers|sleeping pills)\b`,
  ),
  rx(
    'crisis.means.ready',
    String.raw`\b(?:pills|meds|tablets|razor|blades|knife|gun|rope)(?: [a-z_]+){0,3} (?:lined up|in my hand|next to me|counted out|on my lap|in my lap|in my mouth|to my (?:head|temple|chest)|against my (?:head|temple|chest))\b|\b(?:razor|razor blades?|blades?) (?:[a-z]+ ){0,2}out\b|\b(?:bottle|pills) (?:[a-z]+ ){0,3}(?:is |are )?open\b`,
  ),
  rx(
    'crisis.means.noose',
    String.raw`\bnoose\b|\brope is (?:[a-z]+ ){0,2}(?:tied|ready|up|hanging)\b|\b(?:tied|tying) (?:the|a) (?:rope|noose)\b`,
  ),
  rx(
    'crisis.means.ledge',
    String.raw`\b(?:standing|sitting|stood|sat|am|i am) on (?:the |a )?(?:edge of (?:the |a )?)?(?:bridge|ledge|roof|rooftop|railing|cliff|tracks)\b(?! (?:club|party|terrace|fixing))|\bon the (?:ledge|edge of the (?:roof|bridge|building|cliff))\b`,
  ),
  rx(
    'crisis.means.car',
    String.raw`\bengine running\b|\b(?:car|engine) is running in the (?:closed )?garage\b`,
  ),
  rx('crisis.means.water', String.raw`\bweights (?:are )?in my (?:bag|pockets)\b`),
  rx(
    'crisis.means.gun',
    String.raw`\bloaded gun\b|\bbought (?:a )?(?:gun|rope|rifle|pistol)\b(?! (?:swing|ladder|light|for|safe))`,
  ),
];

/** Means that matter only with self-harm evidence: having them, or them being ready. */
export const MEANS_HELD: readonly Entry[] = [
  rx(
    'crisis.means.held',
    String.raw`\b(?:i have|i have got|i got|got|i bought|bought|have|has|holding|found|i own|there is|keeps)(?: [a-z_]+){0,4} ${MEANS}\b|\b(?:walking|driving|going|heading|on my way|at) (?:to )?the (?:bridge|tracks|train tracks|cliff|roof|river|lake|train station)\b|\b(?:have|got) enough\b|\bthe ${MEANS} (?:is|are) (?:[a-z]+ )?(?:ready|sharp enough|here)\b`,
  ),
];

export const GOODBYE_STRONG: readonly Entry[] = [
  rx(
    'crisis.goodbye.strong',
    String.raw`\bsaid (?:my |our )?goodbyes?\b|\bgoodbye (?:letters?|notes?|messages?|videos?|emails?|texts?|posts?)\b|\bwhoever finds me\b|\bsuicide note\b|\bnote is (?:done|written|finished|ready)\b|\b(?:this is|this will be|these are) (?:my|the) (?:last|final) (?:message|post|text|words|goodbye)\b(?! (?:for|of|before|until|in (?!this world)|on (?:here )?(?:before|until)))|\blast day on earth\b|\bwill not be (?:here|around|alive) (?:tomorrow|much longer|next week|by)\b|\b(?:you will not|you will never|no one will) (?:hear from|see) me again\b|\blast time you will hear from me\b|\bdo not (?:try to )?(?:find|look for|call|contact|reach) me\b|\bwill be dead by\b|\bwhere i am going\b|\bdo not blame yourselves?\b`,
  ),
];

export const GOODBYE_WEAK: readonly Entry[] = [
  rx(
    'crisis.goodbye',
    String.raw`\b(?:goodbye|bye|farewell)\b|\b(?:tell|let) (?:[a-z]+ ){0,3}(?:that )?i love\b|\blove (?:you all|you guys|all of you)\b|\bsorry for (?:everything|being (?:such )?a burden|all the trouble)\b|\b(?:thank (?:you|u)|thanks)(?: all| guys| everyone)? for (?:everything|trying|being (?:a |my )?(?:friend|there))\b|\bi am sorry i (?:was|am) (?:such |never |not )?(?:a )?(?:disappointment|burden|failure|mess|enough|good enough)\b|\bdone fighting\b|\bcan not (?:hold on|face tomorrow|do another day)\b|\bthis is it\b|\bi am going now\b|\bbefore i go\b(?! (?:to|on|out|into|back|home|shopping|for|away|in))|\btake care of yourselves\b|\btake care of (?:my )?[a-z]+ for me\b|\bdo not be sad\b|\bi am sorry (?:mom|mum|dad)\b|\bit (?:was|is) (?:never|not) (?:your|her|his|their|anyones) fault\b|\bforgive me\b|\bsorry for what i am (?:about|going) to do\b|\b(?:wrote|written|writing|finished|left) (?:my |a |the )?(?:note|notes|letters)\b`,
  ),
];
/** Goodbyes that are plainly social ("bye, talk tomorrow", "goodbye 2023", "my last day at this job"). */
export const GOODBYE_BENIGN: readonly Entry[] = [
  rx(
    'context.social_goodbye',
    String.raw`\b(?:talk|see|speak|chat) (?:you |u )?(?:tomorrow|later|soon|then)\b|\bttyl\b|\bfor now\b|\bfor today\b|\bhello\b|\bgoodbye [0-9]+\b|\blast day (?:at|of)\b|\bcoworkers|\bcolleagues\b|\bgoodbye party\b|\b(?:holiday|vacation|trip|flight|off to|heading to|catch you|see you|leaving for|moving to|new job)\b`,
  ),
];

export const GIVING_AWAY: readonly Entry[] = [
  rx(
    'crisis.giving_away',
    String.raw`\b(?:want|would like) you to have my\b|\b(?:giving|gave|give|given)(?: away)? (?:away )?(?:all )?(?:of )?(?:my|his|her|their) (?:[a-z]+ ){0,3}(?:stuff|things|belongings|possessions|games|clothes|books|xbox|playstation|guitar|cat|dog|plants|money|savings|jewelry|jewellery|collection|pets?)\b(?!(?: [a-z]+){0,5} (?:charity|library|goodwill|donat[a-z]*|shelter))`,
  ),
];
export const WONT_NEED: readonly Entry[] = [
  rx(
    'crisis.wont_need',
    String.raw`\b(?:will not|do not|would not|not going to) (?:need|be needing|use) (?:them|it|any of it|these|this|my [a-z]+)\b|\b(?:after|when) i am gone\b|\bwill not be needing\b`,
  ),
];

export const ATTEMPT: readonly Entry[] = [
  rx(
    'crisis.attempt.ingested',
    String.raw`\b(?:took|swallowed|downed|taken|ate|drank) (?:[a-z]+ ){0,2}(?:all|a whole|the whole|an entire|a bunch|a handful|a lot|like [0-9]+|[0-9]{2,}|half|too many|so many|way too many)\b(?=(?: [a-z0-9_]+){0,5} (?:pills|tablets|meds|medication|bottle|antidepressants|tylenol|paracetamol|ibuprofen|insulin|painkillers|emo_pills)\b)|\b(?:swallowed|took|taken|downed) everything\b`,
  ),
  rx(
    'crisis.attempt.recent',
    String.raw`\b(?:overdosed|tried to (?:kill (?:myself|herself|himself)|end (?:it|my life)|overdose|hang myself|take my life)|attempted(?: suicide)?|slit my wrists?|cut my wrists?)\b(?=(?: [a-z0-9]+){0,6} ${RECENT}\b)`,
  ),
  rx(
    'crisis.attempt.recent',
    String.raw`\b${RECENT} (?:[a-z]+ ){0,2}(?:overdosed|tried to kill (?:myself|herself|himself)|attempted|slit my wrists?|cut my wrists?)\b`,
  ),
  rx('crisis.attempt.maybe', String.raw`\b(?:took|swallowed) (?:some |a lot of )?(?:pills|tablets)\b`),
  rx(
    'crisis.attempt.medical',
    String.raw`\b(?:will not|can not|does not) stop (?:the )?bleeding\b|\b(?:a lot of|so much) blood\b|\bit is deep\b|\bdeep(?:er)? than usual\b|\bbleeding (?:a lot|badly|heavily)\b|\bneed stitches\b|\bhurt myself really badly\b|\bcut deep\b|\b(?:will not|wont|does not) stop bleeding\b`,
  ),
];

export const METHOD_SEEKING: readonly Entry[] = [
  rx(
    'crisis.method_seeking',
    String.raw`\bhow many (?:[a-z]+ )?(?:pills|tablets|sleeping pills)\b(?! (?:can|should|do) i take (?:for|a day|per))`,
  ),
  rx(
    'crisis.method_seeking',
    String.raw`\bhow (?:many|much)(?: [a-z0-9]+){0,6} (?:to|would|does it take|will it take|it takes|until|before|is|are|need to take|do i need)(?: [a-z]+){0,4} (?:die|kill (?:me|myself|someone|a person)|dead|lethal|fatal|not wake up|never wake up|overdose|end it)\b|\b(?:lethal|fatal|deadly) (?:dose|amount)\b|\b(?:painless|quick|quickest|fastest|easiest|best|surest|least painful|effective) (?:way|ways|method|methods) (?:to|of) (?:die|dying|kill myself|end it|end my life|suicide|commit suicide)\b|\b(?:ways|way|how) to (?:kill myself|commit suicide|end my life|die painlessly|die)\b|\b(?:is|are|would) [a-z0-9]+ (?:[a-z]+ ){0,2}enough to (?:die|kill me|kill myself|overdose)\b|\benough to kill (?:me|myself|a person)\b`,
  ),
];

/** A plea for emergency help now, for the speaker or someone beside them ("somebody call an ambulance"). */
export const EMERGENCY: readonly Entry[] = [
  rx(
    'crisis.emergency_help',
    String.raw`\b(?:please|pls|plz|somebody|someone|anyone|can (?:someone|somebody|anyone|you)|could (?:someone|somebody|you)|i need (?:you to|someone to|somebody to)|help me) (?:please )?(?:just )?call (?:an? )?(?:ambulance|911|999|112|000|emergency services|the paramedics|for help)\b|\bi need an ambulance\b|\bsend (?:me )?an ambulance\b|\bcall (?:an )?ambulance for me\b`,
  ),
];
