// Sentence banks for pressure from outside: work, school and sleep.
import type { ThemeBank } from './shared';

export const WORK: ThemeBank = {
  reflect: [
    'It sounds like work has been asking a lot of you lately.',
    "I'm hearing how much pressure you're carrying from work right now.",
    'That sounds like a really draining stretch at work.',
    'It sounds like work has been taking up a lot of room in your head.',
    'I can hear how stretched thin work is leaving you.',
  ],
  reflectEcho: [
    'It sounds like things with {echo} have been weighing on you.',
    "I'm hearing how much pressure is tied up with {echo} right now.",
    'It sounds like a lot of your energy is going into dealing with {echo}.',
  ],
  validate: [
    'It makes sense to feel worn out when the demands keep piling up.',
    'Anyone would feel the strain of carrying that much.',
    'Feeling this way says more about the load than about you.',
    "It's understandable that it follows you home at the end of the day.",
  ],
  ask: [
    'What part of it feels heaviest right now?',
    'What would make tomorrow at work feel even a little lighter?',
    'Is there one thing on your plate that could wait, even for a day?',
    'How are you managing to look after yourself in the middle of it?',
    'What do you wish someone at work understood about how this feels?',
  ],
  ground: [
    'For a moment, let your shoulders drop and take one slow breath before the next task.',
    'When you can, step away from the screen for a minute and notice your feet on the floor.',
  ],
  groundChance: 0.3,
  bridges: true,
};

export const SCHOOL: ThemeBank = {
  reflect: [
    'It sounds like school has been putting a lot of pressure on you.',
    "I'm hearing how much your studies have been weighing on you.",
    'That sounds like a stressful stretch of studying.',
    "It sounds like you've been pushing yourself really hard with school.",
  ],
  reflectEcho: [
    'It sounds like a lot is riding on {echo} right now.',
    "I'm hearing how much pressure you're feeling around {echo}.",
    'It sounds like thinking about {echo} has been taking up a lot of your energy.',
  ],
  validate: [
    'It makes sense to feel tense when something matters this much to you.',
    'Caring about how it goes is part of why it feels so big.',
    'Your worth is so much more than a grade or a result.',
    "A lot of students feel this way, even if they don't say it out loud.",
  ],
  ask: [
    'What feels most stressful about it right now?',
    "What's one small piece you could focus on next?",
    'How have you been fitting in breaks while you study?',
    'Who could you lean on for a bit of help with it?',
  ],
  ground: [
    'Before you start again, try one slow breath in and a longer breath out, and let your jaw relax.',
    'Take a short break, look around you, and name three things you can see.',
  ],
  groundChance: 0.3,
  bridges: true,
};

export const SLEEP: ThemeBank = {
  reflect: [
    "It sounds like sleep hasn't been coming easily for you.",
    'Nights sound like they have been really hard lately.',
    "I'm hearing how tiring it is when rest won't come.",
    "It sounds like you've been running on very little rest.",
  ],
  reflectEcho: ['It sounds like a lot has been going on with {echo} lately.'],
  validate: [
    'Being this tired can make everything else feel harder too.',
    "It makes sense to feel frustrated when your body won't switch off.",
    'Lying awake with your thoughts can feel really lonely.',
    "It's hard to feel like yourself without enough rest.",
  ],
  ask: [
    "What tends to be on your mind when you're lying awake?",
    'What does your evening usually look like before bed?',
    'What helps you feel even a little more settled at night?',
    'When did sleep start feeling this difficult?',
  ],
  ground: [
    'Tonight, try resting a hand on your chest and letting each breath out be a little slower than the last.',
    "If you're lying awake, try noticing the weight of your body on the bed and the feel of the blanket.",
  ],
  groundChance: 0.35,
  bridges: true,
};
