// Distress language, weighted. Weight 1 is everyday stress and sadness (low); weight 3 is strong distress
// or hopelessness (elevated on its own). Hedges ("kinda hopeless about finding a job") soften a strong cue.
import { alt, type Entry, rx } from './rx';

export interface Weighted extends Entry {
  weight: number;
}

const w = (weight: number, id: string, src: string): Weighted => ({ ...rx(id, src), weight });

export const DISTRESS: readonly Weighted[] = [
  w(
    3,
    'distress.hopeless',
    String.raw`\bhopeless(?:ness)?\b|\bno (?:way out|hope|future)\b|\bnothing (?:will|is going to|is ever going to) (?:ever )?(?:get|be) better\b|\bnever going to get better\b|\b(?:do not|can not|will never) (?:have|see) (?:a|any) future\b|\bno point in anything\b|\bthere is no point\b|\bnothing matters\b|\bnothing left\b|\bwhats the point\b|\bwhat is the point\b`,
  ),
  // Figurative uses with an everyday object ("drowning in emails", "trapped in traffic", "losing my mind
  // over this crossword", "my screen is broken") are not the speaker's state, so they are cut off here.
  w(
    3,
    'distress.trapped',
    String.raw`\btrapped\b(?! in (?:traffic|a meeting|the lift|an? (?:elevator|lift|meeting|queue)|the (?:office|car|queue|snow)))|\bno escape\b`,
  ),
  w(
    3,
    'distress.worthless',
    String.raw`\bworthless\b|\b(?:a|such a|just a) burden\b|\b(?:hate|hating|despise) myself\b|\b(?:everyone|everybody) hates me\b|\bi am (?:a |such a |just a |complete )?(?:waste of (?:space|oxygen|air)|nothing|dead weight)\b|\bdespise myself\b`,
  ),
  w(
    3,
    'distress.cant_cope',
    String.raw`\bcan not (?:cope|take (?:it|this|any ?more|much more)|handle (?:it|this|anything|any ?more)|do this(?: any ?more)?|breathe|stop crying|function)\b|\bcan not keep (?:doing this|living like this)\b|\bnot want to do this any ?more\b`,
  ),
  w(
    3,
    'distress.breaking',
    String.raw`\bbreaking point\b|\b(?:i am|i feel|feel|feeling|everything is|my life is|life is|i have been|i keep) (?:so |completely |totally |just |really |literally )?(?:falling apart|breaking down|broken|drowning|losing my mind|going crazy)\b(?! (?:in|over|with|about|at) (?!my (?:own )?(?:head|thoughts|mind|life|grief)))|\b(?:hit|at|reached) rock bottom\b|\bat my limit\b|\bdark place\b|\blost (?:all )?hope\b|\bscared of (?:my own thoughts|myself|what i might do)\b`,
  ),
  w(
    3,
    'distress.give_up',
    String.raw`\bi (?:just )?give up\b(?! (?:on (?!everything|life|myself))|sugar|coffee|caffeine|meat|smoking|drinking)|\bgiving up on (?:everything|myself)\b|\bgive up on (?:everything|myself)\b`,
  ),
  w(
    3,
    'distress.panic',
    String.raw`\bpanic attacks?\b|\bhave not (?:eaten|slept) in (?:[a-z]+ )?days\b|\bcan not get out of bed\b`,
  ),
  w(
    2,
    'distress.nobody_cares',
    String.raw`\b(?:no one|nobody) (?:cares|would notice|loves me|understands)\b|\b(?:completely|so|all) alone\b|\bempty inside\b|\bin so much pain\b|\bhurts so much\b`,
  ),
  w(
    1,
    'distress.stress',
    String.raw`\bstress(?:ed|ful|ing)?\b|\boverwhelm(?:ed|ing)?\b|\bburn(?:t|ed|ing)? (?:me )?out\b|\bexhausted\b|\btired\b|\bdrained\b|\bon edge\b|\bpressure\b|\btoo much\b|\ba lot lately\b|\bit is a lot\b`,
  ),
  w(
    1,
    'distress.sad',
    String.raw`\bsad(?:ness)?\b|\bdown\b|\blow\b|\bunhappy\b|\bmiserable\b|\bupset\b|\bheartbroken\b|\bheart hurts\b|\bcr(?:y|ying|ied)\b|\btears\b|\bdepress(?:ed|ion|ing)\b|\bempty\b|\bnumb\b|\bmeh\b|\bblue\b|\bgloomy\b|\bhomesick\b|\brubbish\b|\bawful\b|\bterrible\b|\bsucks?\b|\bsucked\b|\brough\b|\bhard (?:time|day|week|lately)\b|\bthings (?:have been|are) hard\b|\bstruggl[a-z]*\b|\bbad (?:day|week|mental health day)\b|\bnot (?:okay|ok|doing (?:great|well|good)|fine)\b|\bgoing wrong\b|\bwent wrong\b`,
  ),
  w(
    1,
    'distress.anxious',
    String.raw`\banxi(?:ous|ety)\b|\bnervous\b|\bworr(?:y|ied|ying)\b|\bscared\b|\bafraid\b|\bpanick?(?:ed|ing)?\b|\bdread(?:ing)?\b|\boverthink[a-z]*\b|\bcan not (?:sleep|focus|think straight)\b|\bmind (?:will not|wont) stop\b|\binsecure\b|\bawkward\b`,
  ),
  w(
    1,
    'distress.lonely',
    String.raw`\blonel(?:y|iness)\b|\balone\b|\bisolated\b|\bleft (?:me )?out\b|\binvisible\b|\bnobody (?:listens|gets me|really gets me)\b|\bno friends\b|\bmiss (?:my|him|her|them|you|home)\b`,
  ),
  w(
    1,
    'distress.anger',
    String.raw`\bfrustrat(?:ed|ing)\b|\bangry\b|\bmad at\b|\bannoy(?:ed|ing)\b|\bfurious\b|\bhate (?:my|this|mondays|it|feeling)\b|\bcould scream\b|\bso done\b|\bargument\b|\bfight\b(?! off| back| for| against| club| scene| or flight)|\bfought\b`,
  ),
  w(
    1,
    'distress.loss',
    String.raw`\b(?:my|our|his|her) (?:[a-z]+ ){1,2}(?:died|passed away|passed)\b|\blost (?:my|her|him)\b|\bgriev(?:e|ing)\b|\bgrief\b|\bbroke up\b|\bbreak ?up\b|\bdivorc(?:e|ed|ing)\b|\brejected\b|\bfired\b|\bfailure\b|\bdisappointment\b|\bnot good enough\b|\bstuck\b|\bunmotivated\b|\bidiot\b|\bfailed\b`,
  ),
  w(
    1,
    'distress.sleep',
    String.raw`\binsomnia\b|\bcan not (?:fall |stay )?(?:sleep|asleep)\b|\b(?:wake|waking|woke) up at (?:[0-9]+(?:am|pm)?|night)\b|\b(?:have not|not) (?:slept|been sleeping)\b|\btrouble sleeping\b|\b(?:help|helping) (?:me )?with my sleep\b|\bmind (?:races|is racing|keeps racing|racing)\b`,
  ),
  // A question about one's medication is a worry to take to a prescriber, not risk (replies refer it).
  w(
    1,
    'distress.medication',
    String.raw`\b(?:antidepressants?|ssris?|sertraline|fluoxetine|citalopram|escitalopram|paroxetine|prozac|zoloft|lexapro|wellbutrin|bupropion|venlafaxine|effexor|mirtazapine|quetiapine|lithium|medications?|meds|prescriptions?|dosage)\b`,
  ),
  // A controlling or abusive relationship: distress whose reply names safety.
  w(
    1,
    'distress.control',
    String.raw`\b(?:checks|reads|goes through|tracks|monitors) my (?:phone|messages|texts|location|emails)\b|\b(?:will not|does not|never) let me (?:see|talk to|go out|leave|have|work|use)\b|\bcontrols? (?:my|all my|all of my) (?:money|finances|life|phone)\b|\b(?:hits|hit|slaps|slapped|threatens|threatened|pushed|shoves|shoved|choked|chokes|kicked|kicks) me\b|\bthreatening me\b|\bscared (?:to go home|of (?:him|her|my (?:partner|husband|wife|boyfriend|girlfriend|ex|dad|mom|mum|father|mother)))\b|\babusive\b`,
  ),
  w(1, 'distress.emoji', String.raw`\bemo_(?:cry|sad)\b`),
];

const HEDGES = alt('kinda|kind of|a bit|a little|sort of|somewhat|slightly|bit');
/** A hedge just before a strong cue ("kinda hopeless about finding a job") makes it everyday distress. */
export const HEDGE_BEFORE = new RegExp(String.raw`\b${HEDGES}(?: [a-z]+)? $`);
export const INTENSIFIER =
  /\b(?:so+|really|very|extremely|completely|totally|super|incredibly|absolutely)\b/g;
