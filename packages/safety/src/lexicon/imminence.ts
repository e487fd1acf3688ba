// Imminence cues that do not need a self-harm verb to mean crisis: being at a high place, acquiring or
// hoarding means, an attempt described only by its object ("took all of them"), researching lethality,
// final words, settling one's affairs, a bare decision, a countdown. Real posts say these indirectly far
// more often than "I will kill myself", so they are written as mechanisms (verb class × object class)
// rather than as a list of sentences. imminence.ts decides which need a second signal.
import { alt, type Entry, rx } from './rx';

const DRUG = alt(
  'pills|tablets|meds|medication|medications|insulin|morphine|vials?|antidepressants|painkillers|paracetamol|tylenol|ibuprofen|opioids|oxy[a-z]*|lithium|[a-z]+ pills|[a-z]+ tablets',
);
const HIGH = alt(
  'bridge|overpass|roof|rooftop|ledge|cliff|railing|balcony|train tracks|tracks|top floor|top level|car park|carpark|parking garage|multistorey|tower|quarry|reservoir|motorway bridge',
);
const HANGING_OR_GUN = alt(
  'rope|noose|gun|rifle|pistol|shotgun|handgun|firearm|razor blades?|charcoal|helium',
);

export const LOCATION: readonly Entry[] = [
  rx(
    'crisis.location',
    String.raw`\b(?:standing|sitting|sat|stood|am|i am|now|right now|currently|still|up) (?:on|at|up on|near) (?:the |a |this )?(?:very )?(?:top (?:floor|level) of (?:the |a )?(?:[a-z]+ )?|edge of (?:the |a )?)?${HIGH}\b|^(?:on|at|up on) (?:the |a )?(?:top of (?:the |a )?)?${HIGH}\b|\b(?:climbed|climbing|leaning|hanging) over (?:the )?(?:railing|barrier|edge|side)\b|\b(?:walked|walking|went|climbed|climbing|got) (?:out |up )?(?:onto|on to|up to) (?:the |a )?(?:[a-z]+ )?${HIGH}\b|\b(?:walk|walked|walking|go|went|drive|drove) (?:up )?to (?:the )?${HIGH}(?: [a-z]+){0,3} (?:every (?:night|day)|and look down|to see if)\b`,
  ),
];
/** At a high place for a reason that is plainly not risk ("on the roof terrace at the party"). */
export const LOCATION_BENIGN: readonly Entry[] = [
  rx(
    'context.benign_place',
    String.raw`\b(?:party|bar|terrace|view|views|fireworks|picnic|photos?|sunset|sunrise|market|pool|hotel|hike|hiking|tour|concert|drinks|festival|selfie|wedding|sightseeing|fixing|repair|gutters?|roofer|builder|scaffold|tiles)\b`,
  ),
];
/** What people at a high place in crisis say beside it. */
export const EDGE_SIGNAL: readonly Entry[] = [
  rx(
    'crisis.location.edge',
    String.raw`\b(?:looking down|look down|looked down|holding on|hold on|let go|letting go|coming (?:back )?down|the drop|jump|jumping|climb(?:ing|ed)? over|over the (?:railing|barrier)|not (?:coming|going) (?:back|home)|edge of|ledge|railing|tracks|way down|looking at the (?:lorries|traffic|cars|trains|water))\b`,
  ),
];

export const ACQUIRED: readonly Entry[] = [
  rx(
    'crisis.means.acquired',
    String.raw`\b(?:bought|ordered|got|getting|picked up|purchased|borrowed|found|stole|taken|took) (?:myself |hold of |my hands on )?(?:a |an |the |some |my (?:dads |mums |moms )?)?(?:new |real )?${HANGING_OR_GUN}\b`,
  ),
  rx(
    'crisis.means.exhaust',
    String.raw`\bhose(?: [a-z]+){0,3} (?:exhaust|tailpipe)\b|\b(?:engine|car) (?:is )?(?:on|running)(?: [a-z]+){0,6} (?:garage|closed)\b|\bgarage(?: [a-z]+){0,6} engine (?:on|running)\b`,
  ),
  rx(
    'crisis.means.with',
    String.raw`\bwith (?:a |the |my )?(?:blade|razor|knife|rope|noose|gun|pills)\b(?! and fork)|\bweights in my (?:backpack|rucksack|bag|pockets|coat)\b`,
  ),
];
/** Obviously benign uses of the same objects ("a new rope for the climbing gym", "gun range"). */
export const PURPOSE_BENIGN: readonly Entry[] = [
  rx(
    'context.benign_purpose',
    String.raw`\b(?:climbing|climb|gym|sailing|boat|camping|tent|garden|gardening|washing line|hunting|range|target|clay|skipping|swing|tow|towing|dog|horse|farm|crafts?|diy|kitchen|shaving|paintball|airsoft|nerf|water gun|toy|safe|treehouse|licen[cs]e|game|fortnite|film|movie|bbq|barbecue|harness|knot|sail)\b`,
  ),
];
/** Having the means is purposeful ("I know exactly what it is for"). */
export const MEANS_PURPOSE: readonly Entry[] = [
  rx(
    'crisis.means.purpose',
    String.raw`\bknow (?:exactly )?(?:what (?:it is|its|they are) for|what i am (?:going to|gonna) do with (?:it|them)|why i (?:need|bought|got) (?:it|them)|how (?:much|many) i need)\b|\b(?:it is|its) for me\b`,
  ),
];

export const STOCKPILE: readonly Entry[] = [
  rx(
    'crisis.means.stockpile',
    String.raw`\b(?:stockpil|hoard|stash|squirrel)[a-z]*(?: [a-z0-9]+){0,4} ${DRUG}\b|\b(?:saving up|saved up|been saving|started saving|saving|been collecting|started collecting|buying extra|bought extra|taking home|took home|been taking)(?: (?:of )?(?:my|the|all|all my|all the|extra|up|some))* ${DRUG}\b(?! (?:for|from the) (?:pharmacy|chemist|doctor|gp))|\b${DRUG}(?: [a-z]+){0,6} (?:saving|kept|keeping|stashing|hiding|hoarding) them\b|\bkept them all\b|\b(?:hiding|hid|hidden|hide) (?:my |the |all my )?${DRUG}\b|\b(?:enough|[0-9]{2,}|a hundred|hundreds of|loads of)(?: [a-z]+){0,2} ${DRUG} (?:saved|stashed|hidden|collected|put away)\b|\ba stash of\b`,
  ),
];

export const ATTEMPT_OBJECT: readonly Entry[] = [
  rx(
    'crisis.attempt.object',
    String.raw`\b(?:took|swallowed|downed|taken|necked|popped) (?:all of them|them all|the lot|every (?:single )?one(?: of them)?|all of it|the whole (?:bottle|box|pack|packet|strip|lot))\b|\bhad the whole (?:bottle|box|pack|packet|strip)\b`,
  ),
  rx(
    'crisis.attempt.ingesting',
    String.raw`\b(?:taking|swallowing|took|taken|swallowed) (?:a whole|the whole|an entire|a bunch of|a handful of|[0-9]{2,}) (?:[a-z]+ ){0,2}(?:${DRUG}|box|bottle|pack|packet)\b|\b${DRUG}(?: [a-z]+){0,3} on purpose\b|\b(?:taking|swallowing) them (?:all )?now\b|\b(?:drank|swallowed|drinking|drunk|ate) (?:some |a bottle of )?(?:bleach|antifreeze|poison|weedkiller|drain cleaner)\b`,
  ),
  rx(
    'crisis.attempt.wound',
    String.raw`\b(?:cut|went|gone) (?:too|way too|really|so) deep\b|\bdeeper than (?:i meant|i wanted|i thought|usual|ever|before)\b|\bblood (?:everywhere|all over)\b|\b(?:it|cut|wound|cuts) (?:is|are|s) (?:really |so |too |very )deep\b|\bcan not stop the (?:blood|bleeding)\b|\b(?:cut|slit|slashed) (?:open )?my wrists?\b(?=(?: [a-z]+){0,5} (?:again|bad|deep|bleeding|blood|now|just|this time))`,
  ),
];
/** Heavy bleeding is an emergency; beside these it is not an accident in the kitchen. */
export const WOUND_SIGNAL: readonly Entry[] = [
  rx(
    'crisis.attempt.wound_signal',
    String.raw`\b(?:lightheaded|light headed|dizzy|faint|passing out|too far|on purpose|too deep|meant to|cut|cutting)\b`,
  ),
];
export const ACCIDENT: readonly Entry[] = [
  rx(
    'context.accident',
    String.raw`\b(?:chopping|cooking|kitchen|accident|accidentally|fell|shaving|nosebleed|nose|period|tooth|gums|dentist|paper cut|onions?)\b`,
  ),
];

export const METHOD_RESEARCH: readonly Entry[] = [
  rx(
    'crisis.method.research',
    String.raw`\b(?:search|googl|research|look|read|check|watch)[a-z]*(?: up| about| into| online)? (?:[a-z]+ ){0,2}(?:how (?:much|many|long|high|far)|which|what dose)\b(?: [a-z0-9]+){1,8} (?:fatal|lethal|deadly|high enough|tall enough|deep enough|enough to|to die|to work|works|it takes|overdose|the first time|be sure|hurts?)\b`,
  ),
  rx(
    'crisis.method.research',
    String.raw`\b(?:found|picked|chose|chosen|researched) (?:a |the |my )?(?:painless |quick |quickest |reliable |easy |best )?(?:method|way to (?:go|die|do it|end it))\b|\b(?:which|what) (?:bridges?|buildings?|floors?|heights?|cliffs?) (?:are|is|would be) (?:high|tall) enough\b|\bhow (?:much|many)(?: [a-z0-9]+){0,6} (?:do i need to take|i need to take|would be fatal|is fatal|is lethal) (?:to die|to not wake up)?\b`,
  ),
];

export const FINALITY: readonly Entry[] = [
  rx(
    'crisis.finality',
    String.raw`\bthis is (?:my |the )?(?:last|final) (?:message|post|text|night|goodbye|words?|thing i (?:will )?(?:write|say|post))\b(?! (?:before|for|of|until|at|in|with|about|on))|\bthis is goodbye\b|\bsigning off (?:for good|forever|permanently)\b|\bnice knowing (?:you|some of you|all of you|everyone)\b|\b(?:you|anyone|nobody|no one) (?:will not|will never|is not going to|are not going to) (?:hear from|see) me (?:again|after|anymore|ever)\b|\bby the time (?:you|anyone|someone|they|people) (?:read|reads|see|sees|find|finds) this(?: [a-z]+){0,5} (?:gone|dead|through with it|not be here|be over|not exist)\b|\bwill not (?:be (?:here|around|alive)|exist)(?: [a-z]+)? (?:anymore|any more|after|tomorrow|much longer|by|next)\b|\bi will not exist\b|\bwhen i am not (?:here|around) (?:anymore|any more)\b|\bsorry for what i am (?:about|going) to do\b|\b(?:said|say|written|wrote) (?:everything|all) i (?:needed|wanted|had) to say\b|\btomorrow will not come for me\b|\bit (?:all )?ends (?:tonight|today|tomorrow|now|here)\b|\bi will (?:already )?be dead\b|\bi will already be gone\b|\bleave this (?:world|earth|life)\b`,
  ),
];
export const TESTAMENT: readonly Entry[] = [
  rx(
    'crisis.testament',
    String.raw`\b(?:wrote|written|writing|finished|left) (?:a |my )?(?:letters?|notes?|cards?) (?:for|to) (?:each|every|all)\b|\b(?:put|putting|got|getting|left|have) (?:my |all my )?(?:affairs|everything) (?:in order|sorted)\b|\bmy will is (?:sorted|done|written|ready)\b|\binstructions for my funeral\b|\bmy (?:own )?will in\b|\bpasswords? (?:are |is )?(?:written down|in the (?:drawer|envelope))\b|\b(?:rehomed|rehoming|found (?:a )?new homes? for|found homes? for) (?:both |all )?(?:of )?my\b`,
  ),
];
/** What makes giving things away or a will sinister rather than generous or sensible. */
export const COVER_STORY: readonly Entry[] = [
  rx(
    'crisis.cover_story',
    String.raw`\btold (?:everyone|them|people|her|him|my [a-z]+) (?:that )?(?:i am|i was) (?:moving|going|fine|travell?ing)\b|\b(?:does|do|did) not know why\b|\b(?:nobody|no one) (?:knows|suspects)\b|\bnot telling anyone\b|\bact(?:ing)? normal\b|\bnothing (?:left to do|(?:is )?stopping me)\b|\bit is happening\b|\bno going back\b|\bi am ready(?: now)?\b|\bmade my peace\b|\b(?:will not|not) try to (?:talk me out|stop me)\b|\b(?:need|waiting for|wait for|until|when) (?:the house|everyone|the flat) (?:to be |is |are )?(?:empty|out|asleep|gone)\b|\bnot (?:come|coming) back\b`,
  ),
];
/** A decision or a chosen date with no object ("I've made up my mind.", "picked the date. the 14th"). */
export const DECISION: readonly Entry[] = [
  rx('crisis.decision', String.raw`\b(?:made up my mind|made (?:my|the) decision|i have decided|i decided)$`),
  rx('crisis.decision.date', String.raw`\b(?:picked|chosen|chose|set) (?:the|a) (?:date|day)$`),
];
export const DATE_BENIGN: readonly Entry[] = [
  rx(
    'context.benign_date',
    String.raw`\b(?:wedding|party|trip|holiday|launch|move|moving|exam|interview|meeting|appointment|surgery|gig|match|baby|due|reunion|dinner)\b`,
  ),
];
export const COUNTDOWN: readonly Entry[] = [
  rx(
    'crisis.countdown',
    String.raw`\b(?:[a-z0-9]+|a few|a couple of?) more (?:days?|nights?|sleeps)(?: [a-z]+){0,2} (?:then|and then|and) (?:it is|it will be|its|i will be|i am) (?:finally |all )?(?:over|gone|at peace)\b`,
  ),
];

/** Someone else in imminent danger as told by a worried reader. */
export const THIRD_CRISIS: readonly Entry[] = [
  rx(
    'crisis.third_party',
    String.raw`\b(?:sent|texted|messaged|posted)(?: me| us)? (?:a |her |his |their )?(?:goodbye|suicide note|final message|last message)\b|\b(?:he|she|they) (?:said|says|told me|texted) (?:that )?(?:he|she|they) (?:is|are|was|were|s) (?:on|at) (?:the |a )?${HIGH}\b`,
  ),
];
/** Everyday tasks that "do it tonight" usually refers to. */
export const TASK: readonly Entry[] = [
  rx(
    'context.task',
    String.raw`\b(?:homework|essay|laundry|assignment|chores|dishes|washing|revision|revise|cleaning|clean|workout|gym|call (?:him|her|them)|tell (?:him|her|them)|ask (?:him|her|them)|presentation|application|interview|taxes|paperwork|tattoo|haircut|shopping|proposal|propose)\b`,
  ),
];
