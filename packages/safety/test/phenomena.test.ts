// One describe per phenomenon named in issue 4, with concrete messages and the expected verdicts.
// These are new sentences, not copies of the corpus, so they also check that the rules generalise.
import { describe } from 'vitest';
import { check } from './cases';

describe('crisis: intent, plan, means, timeline, goodbyes, attempts', () => {
  check([
    ["I'm going to kill myself on Friday", 'crisis', ['self_harm', 'crisis_cue'], ['crisis.intent']],
    ['i have a plan and the pills are in my bag', 'crisis', ['crisis_cue']],
    ['i want to end my life and i have my dads gun', 'crisis', ['crisis_cue'], ['crisis.means']],
    ["I gave my dog to my sister, I won't need to look after him anymore. Goodbye", 'crisis'],
    ['took a whole bottle of my sleeping pills 20 minutes ago', 'crisis', ['crisis_cue'], ['crisis.attempt']],
    ['what is the most painless way to kill myself', 'crisis', ['crisis_cue'], ['crisis.method_direct']],
    ['standing on the ledge of the car park right now', 'crisis', ['crisis_cue'], ['crisis.strong_means']],
  ]);
});

describe('elevated: ideation, self-harm, hopelessness', () => {
  check([
    ['I want to die', 'elevated', ['self_harm']],
    ['I keep cutting my arms when it gets bad', 'elevated', ['self_harm']],
    ['everything feels hopeless and there is no way out', 'elevated', ['distress'], ['distress.hopeless']],
  ]);
});

describe('paraphrase and indirect phrasing', () => {
  check([
    ['honestly everyone would be better off without me', 'elevated', ['self_harm'], ['ideation.better_off']],
    ['I just want to sleep and not wake up', 'elevated', ['self_harm'], ['ideation.no_wake']],
    ['no one would even notice if i disappeared for good', 'elevated', ['self_harm']],
    ['my kids would be happier if i was gone', 'elevated', ['self_harm']],
    ["I'm so tired of living like this", 'elevated', ['self_harm']],
  ]);
});

describe('slang and euphemism', () => {
  check([
    ['kms', 'elevated', ['self_harm'], ['self_harm.slang.kms']],
    ['honestly thinking about unaliving', 'elevated', ['self_harm'], ['self_harm.slang.unalive']],
    ['sewerslide thoughts all week', 'elevated', ['self_harm'], ['self_harm.slang.sewerslide']],
    ["gonna kms tonight, i'm done", 'crisis', ['crisis_cue']],
    [
      'sometimes i want to catch the bus. the permanent kind',
      'elevated',
      ['self_harm'],
      ['self_harm.slang.catch_bus'],
    ],
    ['catching the bus to uni, running late', 'none'],
  ]);
});

describe('misspellings (normalisation and fuzzy stems)', () => {
  check([
    ['thinking about suicde', 'elevated', ['self_harm']],
    ['i feel sucidal', 'elevated', ['self_harm']],
    ['selfharm urges again', 'elevated', ['self_harm']],
    ['want to hurt myslef', 'elevated', ['self_harm']],
    ['i wanna kil myself', 'elevated', ['self_harm']],
    ['i want to diiiie', 'elevated', ['self_harm']],
    ['su1c1dal again', 'elevated', ['self_harm'], ['form.leet']],
  ]);
});

describe('negation and its limits', () => {
  check([
    ["I'm not going to hurt myself, work is just hard", 'low', ['distress'], ['negation.protective']],
    ["I would never kill myself, I'm just sad", 'low', ['distress'], ['negation.protective']],
    ["I don't want to live anymore", 'elevated', ['self_harm']],
    ["I can't go on", 'elevated', ['self_harm']],
    ["i can't promise i won't hurt myself", 'elevated', ['self_harm']],
    // "not" far from the verb does not negate it.
    ["I'm not sure what to do, I want to die", 'elevated', ['self_harm']],
    ["i'm not okay and i want to kill myself", 'elevated', ['self_harm']],
  ]);
});
