// Idioms and technical senses of risk words ("this commute is killing me", "kill the process", "dying to
// see that film"). Matched spans are masked before any risk rule runs, so they can never count as risk;
// everything else in the message is still read (a masked idiom beside real distress stays distress).
import { alt, type Entry, rx } from './rx';

const FOOD = alt(
  'pizza|burger|curry|coffee|pint|beer|sandwich|kebab|steak|cake|tacos?|fries|chips|nap|drink|horse|sushi|cheeseburger|donut|doughnut|ramen|chocolate|snack',
);
const TECH = alt(
  'process(?:es)?|pid|jobs?|tasks?|threads?|server|apps?|containers?|pods?|tabs?|session|program|script|instance|query|worker|node|services?|daemon|terminal|window|feature|bugs?|lights?|music|engine|vibe|mood|time|battery|buzz|conversation|idea|project|weeds?|germs|bacteria|flies|spiders?|zombie',
);
const THINGS = alt(
  'phone|battery|laptop|car|computer|charger|server|tablet|ipad|headphones|plants?|profile|chat|tamagotchi|printer|script|engine|tomato(?:es)?|garden|flowers|app|game|character|account|vibe|party|mic|wifi|router|keyboard',
);
const BODY = alt(
  'feet|legs|calves|back|arms|thighs|muscles|abs|knees|brain|eyes|ears|head|quads|glutes|lungs|shoulders|neck|hands|toes',
);
const PEOPLE = alt(
  'mom|mum|dad|mother|father|parents|wife|husband|boss|coach|teacher|sister|brother|girlfriend|boyfriend|gf|bf|she|he|they|partner|grandma|moms|mums|dads|mama|papa|family|manager|kid|kids|son|daughter|roommate|teachers',
);
const WIN_OBJ = alt(
  'presentation|exam|test|interview|game|show|stage|set|performance|audition|match|workout|leg day|competition|race|speech|essay|role|project|job|gig',
);

export const IDIOMS: readonly Entry[] = [
  rx(
    'idiom.killing_me',
    String.raw`\b(?:is|are|was|were|s|be|been|keeps?|literally|absolutely|really|totally) (?:[a-z]+ )?(?:killing|murdering) (?:me|my (?:${BODY}|${THINGS}|brain cells|soul|mood))\b`,
  ),
  rx(
    'idiom.killing_me',
    String.raw`(?<!\b(?:i|someone|somebody|would|to|just|please|could|should|will) )\b(?:kills|killed) me\b`,
  ),
  rx(
    'idiom.going_to_kill_me',
    String.raw`\b(?:this|that|it|which|the (?!pills|meds|drugs|rope|gun|knife)[a-z]+|[a-z]+ing){w3} (?:going to|will|gonna|is going to) (?:kill|murder|be the death of|be the end of) me\b`,
  ),
  rx('idiom.x_for', String.raw`\b(?:die|kill|murder|slay) for\b|\bto die for\b`),
  rx(
    'idiom.food',
    String.raw`\b(?:murder|kill|demolish|destroy|eat) (?:a |an |some |the |this |that )?${FOOD}\b`,
  ),
  rx(
    'idiom.dying_to',
    String.raw`\bdying (?:to|for|of (?:laughter|thirst|hunger|boredom|embarrassment|curiosity|cringe)|over here|laughing|inside lol)\b`,
  ),
  rx(
    'idiom.laughing',
    String.raw`\b(?:died|dying|die|dead|killed myself|killing myself|kill myself) (?:laughing|of laughter|of embarrassment|of shame|of cringe|from laughing|with laughter)\b`,
  ),
  rx(
    'idiom.i_died',
    String.raw`\b(?:literally|almost|nearly|just|i) (?:died|dead)\b(?= (?:when|lol|lmao|emo_laugh|at|laughing|haha))`,
  ),
  rx(
    'idiom.im_dead',
    String.raw`\b(?:i am|im) (?:literally |actually |so )?(?:dying|dead)\b(?= (?:[a-z_]+ )?(?:lol|lmao|haha|hahaha|emo_laugh|omg|over here)\b)`,
  ),
  rx(
    'idiom.im_dead',
    String.raw`\b(?:lol|lmao|lmfao|haha|emo_laugh) (?:i am|im) (?:literally |actually |so )?(?:dying|dead)\b`,
  ),
  rx(
    'idiom.could_die',
    String.raw`\bcould (?:just )?die\b(?! if| without)|\bdie happy\b|\bdie of (?:embarrassment|shame|cringe|boredom)\b`,
  ),
  rx(
    'idiom.kill_it',
    String.raw`\b(?:kill|killed|killing|killin|slay|slayed|slaying|smashed|nailed) it\b|\b(?:kill|killed|killing|slay|slayed|crush|crushed|crushing|murdered|destroyed) (?:this |that |the |my |our |his |her )?${WIN_OBJ}\b`,
  ),
  rx('idiom.slay', String.raw`\b(?:slay|slayed|slaying|slays)\b`),
  rx(
    'idiom.tech',
    String.raw`\bkill(?:ing|ed|s)? (?:the |a |an |this |that |all |my |every |some |off )?(?:[a-z]+ )?${TECH}\b|\bkill -?\d+\b|\b(?:killall|sigkill|pkill|sigterm)\b`,
  ),
  rx(
    'idiom.stock',
    String.raw`\bkill(?:ed|ing)? two birds\b|\bdressed to kill\b|\bif looks could kill\b|\bkill(?:ed|s|ing)? off\b|\bkill me now\b|\bshoot me now\b|\bshot myself in the foot\b|\bkilling me smalls\b`,
  ),
  rx(
    'idiom.to_death',
    String.raw`\b(?:bored|scared|sick|tired|worried|love [a-z]+|loved [a-z]+|frightened|freezing|starving|scare [a-z]+|scared [a-z]+) to death\b|\bthe (?:death|end) of me\b`,
  ),
  rx(
    'idiom.dead_x',
    String.raw`\bdeath (?:metal|star|stranding)\b|\bdie hard\b|\bdead (?:tired|serious|end|beat|on|set|by daylight|poets)\b|\bdeadass\b|\bdeadline\b|\bdrop dead\b|\bdead-end\b`,
  ),
  rx(
    'idiom.things_die',
    String.raw`\b${THINGS}(?: [a-z]+){0,2} (?:is |are |was |were |s |just |finally |has |had |keeps |kept )?(?:dead|died|dying|dies)\b|\b(?:dead|dying) ${THINGS}\b`,
  ),
  rx('idiom.body', String.raw`\b${BODY} (?:are|is|s|were) (?:[a-z]+ )?(?:dying|dead|killing me)\b`),
  rx(
    'idiom.end_with',
    String.raw`\bend(?:ing|ed|s)? (?:it|things|stuff|this|everything) with (?:my |him|her|them|[a-z]+)\b`,
  ),
  rx(
    'idiom.end_x',
    String.raw`\bend(?:ing|ed)? (?:the|this|my|our|a|his|her) (?:[a-z]+ )?(?:call|meeting|day|game|season|relationship|lease|contract|subscription|streak|shift|semester|year|week|conversation|chat|marriage|friendship|story|episode|series|war|project|trip|class|membership|tenancy|situationship)\b`,
  ),
  rx(
    'idiom.shoot',
    String.raw`\bshoot (?:me|you|him|her|them|us) (?:a|an) (?:text|message|email|dm|line|call)\b|\bshot me a\b|\bshoot(?:ing)? (?:a |some |the )?(?:hoops|photos?|pictures?|video|music video|scene|film|movie|breeze|my shot|shots|pool|baskets)\b|\bshot some\b|\b(?:took|take) a shot\b|\bshot of (?:espresso|tequila|vodka|whisky|coffee)\b|\bpulled the trigger on\b`,
  ),
  rx(
    'idiom.cut',
    String.raw`\bcut(?:ting|s)? (?:back|down|corners|ties|costs|jobs|class|the cord|it close|my hair|your hair|her hair|his hair|hair|the onions?|onions|carbs|sugar|myself some slack|me some slack|in line|the grass|the cake|a deal)\b|\bpaper cut\b|\bcut (?:my|his|her) (?:finger|thumb|lip|knee|foot|hand)\b|\bhair ?cut\b`,
  ),
  rx(
    'idiom.hang',
    String.raw`\bhang(?:ing)? (?:out|up|in there|on|by a thread|the picture|a picture|with)\b|\bhung (?:up|out|the)\b`,
  ),
  rx(
    'idiom.jump',
    String.raw`\bjump(?:ed|ing)? (?:to conclusions|off the (?:couch|bed|diving board|plane|call|boat|dock)|on (?:a|the) call|at the chance|rope)\b|\bbridge (?:jumping|the gap|club)\b|\bjumping off the plane\b`,
  ),
  rx(
    'idiom.overdose_on',
    String.raw`\boverdos(?:e|ed|ing) on (?!pills|meds|my|the|his|her|[a-z]+ pills)[a-z]+\b`,
  ),
  rx(
    'idiom.people_kill_me',
    String.raw`\b${PEOPLE}(?: [a-z]+){0,3} (?:kill|murder|kills|murders) me\b|\bget killed by\b|\bwants me dead\b|\b${PEOPLE} would (?:die|kill me)\b`,
  ),
  rx(
    'idiom.accident',
    String.raw`\b(?:almost|nearly) (?:killed myself|died|killed me) (?:falling|tripping|slipping|on the|on my|when i|crashing|because)\b`,
  ),
  // Sibling-style threats over a trivial grievance ("going to kill my sister, she borrowed my jacket").
  rx(
    'idiom.grievance',
    String.raw`\b(?:going to|gonna|will|could|about to) (?:kill|murder|strangle) (?:my|him|her) (?:[a-z]+ )?(?=(?:[a-z]+ ){0,2}(?:ate|borrowed|took|stole|used|finished|broke|ruined|drank|spoiled|wore|deleted|forgot|spoilt)\b)`,
  ),
  // Conditional hyperbole over a treat or an outing ("I'll die if I don't get tickets to that show").
  rx(
    'idiom.die_if',
    String.raw`\b(?:will|would|going to|gonna) (?:literally |actually |honestly )?die if (?:i|we) (?:do not|can not|never) (?:get|see|go to|try|have|meet) (?:tickets|to see|to go|that|this|those|these|some|one|a|an|the) ?(?!help|support)\b`,
  ),
  // Going off-grid for a while or into something absorbing, not vanishing for good.
  rx(
    'idiom.disappear_for',
    String.raw`\bdisappear(?:ing)? (?:into (?:a|my|the) (?:good )?(?:book|game|series|show|project)|for (?:a|the|two|three|a few|a couple of) (?:[a-z]+ )?(?:week|weeks|weekend|day|days|hours|while|bit|month))\b`,
  ),
  rx('idiom.story', String.raw`\bmurder mystery\b|\btrue crime\b|\bdead poets\b`),
];
