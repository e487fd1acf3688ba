// Sentence banks about other people: loneliness, relationships, family and grief.
import type { ThemeBank } from './shared';

export const LONELINESS: ThemeBank = {
  reflect: [
    "It sounds like you've been feeling really lonely.",
    'That sounds like a hard, lonely stretch.',
    "I'm hearing how disconnected you've been feeling from people.",
    "It sounds like you've been carrying a lot on your own lately.",
  ],
  reflectEcho: ["I'm hearing how lonely things have felt around {echo}."],
  validate: [
    'Wanting connection is deeply human, so of course you feel its absence.',
    'Loneliness can weigh a lot, even when people are around.',
    'It says a lot that you reached out here to talk about it.',
    "Feeling this way doesn't mean something is wrong with you.",
  ],
  ask: [
    "Who is someone you've felt even a little close to recently?",
    'When do you notice the loneliness most during your day?',
    'What kind of connection do you find yourself missing the most?',
    'Is there one small way you could reach toward someone this week?',
  ],
  ground: ['For now, try wrapping yourself in something warm and taking a few slow breaths.'],
  groundChance: 0.2,
  bridges: true,
};

export const RELATIONSHIPS: ThemeBank = {
  reflect: [
    'It sounds like things in your relationship have been really hard.',
    "I'm hearing how much this relationship has been on your mind.",
    'That sounds really painful, especially with someone you care about.',
    "It sounds like there's a lot of hurt and confusion in this.",
  ],
  reflectEcho: [
    'It sounds like things with {echo} have been really hard lately.',
    "I'm hearing how much what's happening with {echo} matters to you.",
  ],
  validate: [
    'It makes sense to feel unsettled when someone close feels far away.',
    'Relationships can stir up some of our strongest feelings.',
    "Whatever you're feeling about it is valid, even if it's mixed.",
    'Caring about someone can make conflict sting even more.',
  ],
  ask: [
    'What do you most wish they understood?',
    'How are you feeling about it right now, in this moment?',
    'What do you need most from them at the moment?',
    'What would a good next conversation look like for you?',
  ],
  ground: ["Before the next conversation, try a few slow breaths and notice where you're holding tension."],
  groundChance: 0.2,
  bridges: true,
};

export const FAMILY: ThemeBank = {
  reflect: [
    'It sounds like things at home have been really hard.',
    "Family stuff can get so tangled, and it sounds like you're in the middle of it.",
    "I'm hearing how much your family situation is weighing on you.",
    "It sounds like you've been carrying a lot for your family.",
  ],
  reflectEcho: [
    'It sounds like things with {echo} have been really hard lately.',
    "I'm hearing how much what's going on with {echo} is weighing on you.",
  ],
  validate: [
    'Family can bring up feelings that run really deep.',
    'It makes sense to feel torn when people you love are involved.',
    "You're allowed to have your own feelings about it, whatever they are.",
    "It's hard when home doesn't feel like a place to rest.",
  ],
  ask: [
    'What part of it is hardest for you right now?',
    'What would you want them to understand about how you feel?',
    'Who in your life feels easiest to talk to about this?',
    'What do you need for yourself in all of this?',
  ],
  ground: ['When things feel tense at home, try stepping into a quiet space and taking three slow breaths.'],
  groundChance: 0.2,
  bridges: true,
};

export const GRIEF: ThemeBank = {
  reflect: [
    "I'm so sorry you're going through this loss.",
    "It sounds like you're carrying a lot of grief right now.",
    "I'm really sorry, that's such a painful loss.",
    "It sounds like you're missing someone very much.",
  ],
  reflectEcho: ["I'm so sorry about {echo}.", 'I can hear how much {echo} means to you.'],
  validate: [
    "Grief doesn't follow a schedule, and there's no right way to feel it.",
    'Missing someone this much shows how much they mattered.',
    'It makes sense that it comes in waves, sometimes when you least expect it.',
    'Love and grief are so often tied together.',
  ],
  ask: [
    "What's one memory that's been with you lately?",
    'How have the last few days been for you?',
    'Who has been able to be with you in this?',
    'What do you find yourself missing most?',
  ],
  ground: [
    'If it feels right, take a slow breath and let yourself feel whatever is there, without rushing it.',
  ],
  groundChance: 0.2,
  bridges: true,
};
