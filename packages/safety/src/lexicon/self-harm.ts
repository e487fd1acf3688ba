// Self-harm and suicide language. Verb phrases (VPS) say what; who, whether and when come from the words
// before them (see frames.ts), so "kill myself" after "want to", "going to", "not going to" or "she said
// she'd" each land differently. IDEATION phrases carry their own framing (including their negation:
// "don't want to live" is risk, not a negated risk) and fire on their own.
import { alt, type Entry, rx } from './rx';

const REFL = '(myself|himself|herself|themselves|themself|yourself|ourselves)';
const HARM_VERB = alt(
  'hurt|hurting|hurts|harm|harming|harmed|injure|injuring|injured|punish|punishing|burn|burning|burned|burnt|scratch|scratching|scratched|cut|cutting|cuts|hit|hitting|punch|punching|starve|starving|starved|bite|biting|choke',
);
const LIFE_OBJ = alt(
  'live|be alive|be here|be on this planet|exist|go on|keep going|keep living|wake up|be on this earth|continue|be around|carry on|stay alive|be living|be in this world',
);
const IF_GONE = alt(
  'died|was gone|were gone|disappeared|was dead|were dead|killed myself|was not here|were not here|was not around|vanished|did not exist|was never born|left forever|was not alive|were not alive|did not wake up|never woke up|was no longer here',
);

/** Suicidal verb phrases; group 1 (when present) is the reflexive object that names who. */
export const SUICIDAL_VPS: readonly Entry[] = [
  rx('self_harm.kill_self', String.raw`\bkil+(?:ing|ed|s|in)? ${REFL}\b(?! laughing)`),
  rx(
    'self_harm.end_life',
    String.raw`\bend(?:ing|ed|s)? (?:it all|it|my life|my own life|his life|her life|their life|everything|things|this|myself)\b(?! for (?:him|her|them))`,
  ),
  rx('self_harm.take_life', String.raw`\b(?:take|taking|took|taken) (?:my|his|her|their) (?:own )?life\b`),
  rx(
    'self_harm.suicide_verb',
    String.raw`\b(?:commit|committing|committed|commits) (?:suicide|sewerslide|sudoku)\b`,
  ),
  rx('self_harm.die', String.raw`\b(?:die|dying|be dead|being dead|death)\b`),
  rx(
    'self_harm.vanish',
    String.raw`\b(?:vanish(?:ing)?|fad(?:e|ing) away)(?: (?:forever|for good|and never come back|without a trace))?\b`,
  ),
  rx('self_harm.slang.unalive', String.raw`\bunalive(?: ${REFL})?\b`),
  rx('self_harm.hang', String.raw`\b(?:hang|hanging|hanged|hung) ${REFL}\b`),
  rx('self_harm.shoot_self', String.raw`\bshoot(?:ing)? ${REFL}\b`),
  rx('self_harm.overdose', String.raw`\b(?:overdose|overdosing|overdosed)\b`),
  rx(
    'self_harm.take_all',
    String.raw`\b(?:take|taking|swallow|swallowing) (?:all|every one|a bunch|a handful|the whole bottle|the rest) (?:of )?(?:my |the |those |these )?(?:[a-z]+ )?(?:pills|meds|tablets|medication|insulin|sleeping pills)\b`,
  ),
  rx(
    'self_harm.jump',
    String.raw`\bjump(?:ing)? (?:off|from|in front of) (?:a |the |my |this |that )?(?:[a-z]+ )?(?:bridge|building|roof|cliff|balcony|train|car|bus|tower|overpass|garage|ledge|window|rooftop)\b`,
  ),
  rx(
    'self_harm.in_front',
    String.raw`\b(?:step|stepping|walk|walking|jump|jumping|throw myself|throwing myself|run|running|lie down) (?:out )?(?:in front of|into|onto) (?:a |the )?(?:train|bus|truck|car|traffic|the next one|tracks|oncoming traffic)\b`,
  ),
  rx(
    'self_harm.drive_into',
    String.raw`\bdriv(?:e|ing) (?:my car |the car |myself )?(?:into|off) (?:a |the )?(?:wall|tree|river|lake|cliff|bridge|oncoming|traffic|ocean|sea|road|truck)\b`,
  ),
  rx('self_harm.drown', String.raw`\bdrown(?:ing)? ${REFL}\b`),
  rx(
    'self_harm.disappear',
    String.raw`\bdisappear(?:ing)?(?: forever| for good| and never come back| permanently)?\b`,
  ),
  rx('self_harm.not_exist', String.raw`\b(?:stop|cease to|not|never) exist(?:ing)?\b`),
  rx(
    'self_harm.delete_self',
    String.raw`\bdelete myself\b|\bbecome a ghost\b|\bbe gone forever\b|\bgo to sleep forever\b`,
  ),
  rx(
    'self_harm.stop_living',
    String.raw`\b(?:stop living|stop breathing|not (?:be|being) (?:here|alive|around)(?: any ?more)?|no longer (?:be|exist))\b`,
  ),
  rx(
    'self_harm.attempted',
    String.raw`\b(?:attempted|tried to kill myself|tried to end (?:it|my life)|tried to take my (?:own )?life|attempted suicide)\b`,
  ),
  // Euphemistic and method objects that name the act only after a wish or intent ("can't wait to be gone").
  rx(
    'self_harm.euphemism',
    String.raw`\bbe gone\b(?! (?:for (?!good|ever)|by|until|till|at|on|in|from|before|when))|\bleave this (?:world|earth|life)\b|\bnot (?:be )?(?:here|around|alive) (?:anymore|any more|much longer)\b`,
  ),
  rx(
    'self_harm.take_all',
    String.raw`\b(?:take|swallow|down) (?:them all|all of them|the lot|every (?:single )?one|everything i have)\b`,
  ),
  rx(
    'self_harm.crash',
    String.raw`\bcrash(?:ing)? (?:my|the) (?:car|bike)\b|\bclimb(?:ing)? over (?:the )?(?:railing|edge|barrier|side)\b|\bstep(?:ping)? in front of (?:it|one|the next one)\b`,
  ),
  rx('self_harm.use_on_self', String.raw`\buse (?:it|this|them|the [a-z]+) on ${REFL}\b`),
];

/** Non-suicidal self-injury. */
export const NSSI_VPS: readonly Entry[] = [
  rx('self_harm.harm_self', String.raw`\b${HARM_VERB} ${REFL}\b`),
  rx('self_harm.selfharm', String.raw`\bselfharm\b|\bselfinjur[a-z]*\b`),
  // "cut" counts only beside words that make it self-injury; idioms ("cut back") are masked earlier.
  rx(
    'self_harm.cut',
    String.raw`(?<=\b(?:i|been|to|started|start|and|keep|stop|urge|urges|wanting|from|of|again|just|not) )cut(?:ting|s)?\b|\bcut(?:ting|s)?\b(?= (?:again|deep|deeper|deeply|my (?:arms?|wrists?|thighs?|legs?|skin|stomach)|last night|tonight|yesterday)\b)`,
  ),
  // Injuring a body part on purpose; the words after ("until it bleeds", "against the wall") rule out accidents.
  rx(
    'self_harm.body',
    String.raw`\b(?:pick|picking|picked|scratch|scratching|scratched|bang|banging|banged|hit|hitting|punch|punching|carve|carving|carved|burn|burning|burned|bite|biting)(?: at)? (?:my|into my) (?:skin|arms?|wrists?|thighs?|legs?|head|stomach|hands?|face)\b(?=(?: [a-z]+){0,3} (?:until|till|against|to feel|to punish|with a (?:lighter|cigarette|razor|blade|knife|compass))\b)|\bcarv(?:e|ed|ing)(?: [a-z]+){0,3} into my (?:arm|arms|leg|legs|skin|wrist|thigh|thighs|stomach)\b`,
  ),
  rx('self_harm.bleed', String.raw`\buntil (?:they|it|i|my [a-z]+) (?:bleed|bled|bruise)\b`),
];

/** Ideation phrases with their framing built in. */
export const IDEATION: readonly Entry[] = [
  rx(
    'ideation.better_off',
    String.raw`\b(?:better off|happier|easier|relieved|better place|better|fine)(?: [a-z]+){0,4} (?:without (me|him|her|them)\b|if (i) (?:just )?${IF_GONE}|with me gone|when i am gone)\b`,
  ),
  rx(
    'ideation.better_off',
    String.raw`\b(?:everyone|everybody|they|the world|my family|people|all) (?:would|will|d) (?:all )?be (?:so much )?(?:better off|happier)\b|\bbetter off dead\b`,
  ),
  rx(
    'ideation.nobody_cares',
    String.raw`\b(?:no one|nobody|noone|would anyone|anyone|who)(?: [a-z]+){0,3} (?:care|notice|miss me|miss|mind)(?: [a-z]+){0,2} if i (?:just )?${IF_GONE}\b`,
  ),
  rx(
    'ideation.nobody_cares',
    String.raw`\bif i (?:${IF_GONE})(?: [a-z]+){0,3} (?:would|will) (?:anyone|anybody|people|they) (?:care|notice|miss me|even notice)\b|\bif i (?:${IF_GONE})(?: [a-z]+){0,2} (?:no one|nobody|noone) (?:would|will) (?:even )?(?:care|notice|miss me)\b`,
  ),
  rx(
    'ideation.not_live',
    String.raw`\b(?:do|does|did) not (?:really )?(?:want|wanna|feel like|wish|need) to ${LIFE_OBJ}\b|\bno longer (?:want|wish) to ${LIFE_OBJ}\b`,
  ),
  rx(
    'ideation.not_live',
    String.raw`\b(?:not sure|do not know|unsure) (?:if |whether )?i (?:want|wanna|can) (?:to )?${LIFE_OBJ}\b`,
  ),
  rx(
    'ideation.cant_go_on',
    String.raw`\b(?:can not|not think i can|not sure i can|not know how (?:much )?(?:longer )?i can) (?:go on|keep going|carry on|keep living|live like this|live with this)\b`,
  ),
  rx(
    'ideation.wish_dead',
    String.raw`\bwish(?:es|ed)? (?:that )?(?:i|she|he|they)(?: [a-z]+){0,3} (?:dead|never (?:been )?born|not (?:been )?born|not exist|never existed|disappear|die|not wake up|sleep forever|asleep forever|not alive|stop existing|were gone|was gone)\b`,
  ),
  rx(
    'ideation.wish_not_woken',
    String.raw`\bwish i (?:had not|did not|would not) (?:woken|wake|woke)\b|\bwake up and wish\b`,
  ),
  rx(
    'ideation.wish_killed',
    String.raw`\b(?:wish|hope|pray)(?: that)? (?:a |some |someone |somebody |something |the )?(?:[a-z]+ )?(?:would |will |could )?(?:just )?(?:kill me|hit me|run me over|end me|take me)\b|\bif (?:a|the) (?:[a-z]+ )?(?:hit|killed|ran over) me(?: [a-z]+){0,3} i (?:would not|would not even) mind\b`,
  ),
  rx('ideation.wish_killed', String.raw`\b(?:hope|wish|pray) i (?:get|got) (?:hit|killed|run over)\b`),
  rx(
    'ideation.no_wake',
    String.raw`\b(?:sleep|asleep)(?: [a-z]+){0,2} (?:and )?(?:not|never|do not|will not) (?:wake up|wake)\b|\b(?:hope|pray|want|wish)(?: [a-z]+){0,3} (?:not|never|do not|will not|would not) wake up\b|\bsleep forever\b|\bnever wake up again\b|\bnot to wake up\b|\bnever (?:want|wanna) to wake up\b`,
  ),
  rx(
    'ideation.no_wake',
    String.raw`\b(?:would not|do not) (?:mind|care) if i (?:never woke up|did not wake up|died|was dead|die)\b|\bdo not care if i (?:die|live or die|live)\b`,
  ),
  rx(
    'ideation.no_point',
    String.raw`\b(?:no|not|what|whats|any|zero|never|lost|see no)(?: [a-z]+){0,3} (?:point|reason|purpose)(?: [a-z]+){0,1} (?:in |of |to |for )?(?:me to )?(?:living|being alive|life|live|keep going|keep living|go on|existing|being here|staying alive|stay alive|exist|stay|be here)\b`,
  ),
  rx(
    'ideation.no_point',
    String.raw`\bwhy (?:should i|i should|am i) (?:even |still )?(?:keep living|live|go on|keep going|stay alive|alive|here|living|be alive)\b`,
  ),
  rx(
    'ideation.tired_of_life',
    String.raw`\b(?:tired|sick|done|exhausted|finished|worn out) (?:of|with|from) (?:living|life|being alive|being here|existing|it all|this life|my life|waking up)\b`,
  ),
  rx(
    'ideation.not_worth',
    String.raw`\blife (?:is not|is no longer|aint|not) worth (?:living|it)\b|\b(?:life|my life) is (?:pointless|meaningless|worthless)\b|\bnot worth living\b`,
  ),
  rx('ideation.want_out', String.raw`\bwant out\b(?! of (?!this life|life|here|existence))`),
  rx(
    'ideation.want_over',
    String.raw`\b(?:want|wish|need|hope)(?: [a-z]+){0,2} (?:it all|everything|it|my life|life) to (?:end|stop|be over)\b|\bwant (?:it|everything|life|my life) (?:all )?(?:to )?be over\b|\bit (?:will|would) all (?:stop|end|be over)\b`,
  ),
  rx(
    'ideation.deserve',
    String.raw`\bnot deserve to (?:live|be alive|exist|be here)\b|\bshould not (?:be alive|exist|be here|have been born)\b`,
  ),
  rx('ideation.not_alive_long', String.raw`\bnot see myself (?:being )?(?:alive|here|living|around)\b`),
  rx(
    'ideation.death_thoughts',
    String.raw`\b(?:think|thinking|thought|thoughts|fantasi[sz][a-z]*|dream|dreaming|daydream[a-z]*|imagin[a-z]*|pictur[a-z]*|obsessed|obsessing) (?:about |of |with )?(?:my own |my )?(?:death|dying|being dead|funeral|not being here|not existing)\b`,
  ),
  // Passive wishes for death by accident or illness, in many paraphrases; negation cannot sit between.
  rx(
    'ideation.wish_accident',
    String.raw`\b(?:wish|wished|hope|hopes|hoping|pray|praying)(?: that)? (?:i|the (?:plane|car|bus|train)|a (?:car|bus|truck|train|lorry)|something|someone)(?: (?!not\b|never\b|no\b|nothing\b)[a-z]+){0,4} (?:sick and (?:just )?(?:not|never) recover|get hit|got hit|be hit|get run over|get killed|be killed|die|died|dies|crash(?:es)?|goes down|went down|hit me|hits me|kill me|kills me|run me over|not recover|never recover|not wake up|never wake up|drop dead)\b`,
  ),
  rx(
    'ideation.wish_accident',
    String.raw`\b(?:would not|would never|will not) (?:mind|care|bother me|be (?:the )?worst thing|be sad|be upset)(?: [a-z]+){0,2} if i (?:just )?(?:died|die|got hit|get hit|was hit|did not wake up|never woke up|was gone|was dead|got killed|got run over|did not make it|never came back|crashed|got sick)\b|\bif i (?:died|die|was gone|did not wake up)(?: [a-z]+){0,3} i would (?:honestly |totally |really |just )?(?:be fine|be ok|be okay|not mind|not care|be relieved|be happy)\b|\b(?:hope|pray|wish) i (?:do not|will not|never|would not) (?:make it|wake up|survive)\b|\brather be dead\b|\bdo not (?:really )?care (?:if|whether) i (?:wake up|live|die|make it|survive|am alive)\b`,
  ),
  rx(
    'ideation.no_future_self',
    String.raw`\b(?:can not|do not|can never|could not) (?:picture|see|imagine) myself (?:being |still )?(?:alive|here|around|making it|growing old|getting old|reaching [0-9]+|in (?:a|[a-z0-9]+) years?)\b|\bwaiting (?:for )?(?:my life|it all|life|everything|it) to (?:end|be over|stop)\b|\bwaiting to die\b|\bnothing (?:left )?to live for\b`,
  ),
  rx(
    'ideation.death_appeal',
    String.raw`\b(?:dying|death|being dead|not existing|not being here|not waking up|never waking up) (?:sounds|seems|feels|would be|would feel|is|looks) (?:like )?(?:a |so |such a )?(?:relief|peaceful|nice|good|better|appealing|comforting|easier|tempting|freedom|rest)\b`,
  ),
  rx(
    'ideation.method_thoughts',
    String.raw`\b(?:think|thinking|thought|thoughts|fantasi[sz][a-z]*|imagin[a-z]*|urges?|tempted) (?:about |of )?(?:just )?(?:jumping|stepping (?:into|in front|off)|driving (?:into|off)|swerving|throwing myself|not turning the wheel|crashing (?:my|the|into))\b(?! (?:ship|at the chance|on the bandwagon|into the (?:pool|lake|sea|water)|in the (?:pool|lake|sea)|rope|on board|back in))`,
  ),
  rx('ideation.give_up_life', String.raw`\bgive up on (?:life|living)\b|\bgiving up on (?:life|living)\b`),
];

/** Nouns naming the topic; who they are about is decided by context. */
export const TOPICS: readonly Entry[] = [
  rx('self_harm.topic.suicide', String.raw`\b(?:suicide|suicidal|sewerslide|suicidality)\b`),
  // Only with a euphemism marker ("the permanent kind", "if you know what I mean"); see evidence.ts.
  rx('self_harm.slang.catch_bus', String.raw`\bcatch(?:ing)? the bus\b`),
];

/** Anaphoric phrases that are risk only with other evidence ("I'm going to do it. The pills are ready."). */
export const DO_IT: readonly Entry[] = [
  rx('self_harm.do_it', String.raw`\b(?:do it|doing it|use it|go through with it|do anything)\b(?! stupid)`),
  rx('self_harm.something_stupid', String.raw`\bdo (?:something|anything) (?:stupid|dumb|drastic)\b`),
];
