// Sentence banks for feelings that run hot or tight: anxiety and panic, anger, and health worries.
import type { ThemeBank } from './shared';

export const ANXIETY: ThemeBank = {
  reflect: [
    'It sounds like your mind has been racing with worry.',
    'That sounds like a lot of anxious energy to be holding.',
    "I'm hearing how on edge you've been feeling.",
    'It sounds like worry has had a really strong grip on you lately.',
    'That sounds really frightening to go through.',
  ],
  reflectEcho: [
    "It sounds like there's a lot of worry wrapped up in {echo}.",
    "I'm hearing how nervous you feel about {echo}.",
  ],
  validate: [
    "Anxiety can make everything feel urgent at once, and that's exhausting.",
    'It makes sense that your body reacts when it feels under pressure.',
    "Feeling this way doesn't mean you're doing anything wrong.",
    "Those feelings are real, even when they're hard to explain.",
  ],
  ask: [
    "What's the worry that keeps coming back the most?",
    'What usually helps you feel a little steadier?',
    'When do you notice the anxiety getting strongest?',
    'What would feel like enough for right now, just for today?',
  ],
  ground: [
    'Right now, try breathing in for a count of four and out for a count of six, a few times.',
    'Try pressing your feet into the floor and naming five things you can see around you.',
    'Rest a hand on your chest for a moment and feel it rise and fall for a few slow breaths.',
  ],
  groundChance: 0.6,
  bridges: true,
};

export const ANGER: ThemeBank = {
  reflect: [
    'It sounds like something really got under your skin.',
    'I can hear how frustrated you are.',
    'That sounds really infuriating to deal with.',
    "It sounds like you've been pushed pretty far.",
    "I'm hearing a lot of anger, and it sounds like it's been building.",
  ],
  reflectEcho: [
    'It sounds like things with {echo} have really gotten under your skin.',
    "I can hear how frustrating it's been dealing with {echo}.",
  ],
  validate: [
    'Anger often shows up when something important to us feels crossed.',
    'It makes sense to feel this way when things feel unfair.',
    'Your frustration is telling you that something here matters.',
    "It's okay to feel angry, and it's worth taking care of yourself while you do.",
  ],
  ask: [
    'What part of it is bothering you the most?',
    'What do you wish had happened instead?',
    'What would help you feel heard in this?',
    'Where do you notice that anger in your body right now?',
  ],
  ground: [
    'Before you respond to anything, try a few slow breaths out, longer than the breaths in.',
    'If you can, step into another room for a minute and let your hands unclench.',
  ],
  groundChance: 0.4,
  bridges: true,
};

export const HEALTH: ThemeBank = {
  reflect: [
    'It sounds like worries about your health have been on your mind a lot.',
    'Waiting and not knowing can be so hard.',
    "I'm hearing how unsettling this health worry has been.",
    'It sounds like your body has been giving you a lot to think about.',
  ],
  reflectEcho: [
    'It sounds like worry about {echo} has been sitting with you.',
    "I'm hearing how much is on your mind around {echo}.",
  ],
  validate: [
    "It makes sense to feel uneasy when it's about your health or someone you love.",
    'Uncertainty like this can be really draining.',
    "It's okay to feel scared about this.",
    "Your doctor is the right person for the medical questions, and I'm here for how it feels.",
  ],
  ask: [
    'What part of the not knowing is hardest for you?',
    'Who has been supporting you through this?',
    'How are you looking after yourself while you wait?',
    'What would help you feel a little more supported right now?',
  ],
  ground: [
    'For a moment, try a slow breath in and a longer one out, and notice where your body feels most at ease.',
  ],
  groundChance: 0.3,
  bridges: true,
};

/** Said whenever a message asks about medicines or doses: the service gives no medical advice. */
export const MEDICAL_REFERRAL =
  "A doctor or pharmacist is the right person for medical questions like that, and I'm here for how you're feeling.";

/** Always said to someone describing a controlling or abusive relationship: it names their safety. */
export const RELATIONSHIP_SAFETY =
  'Nobody should control who you see or make you feel unsafe, and if you ever feel in danger, a domestic abuse helpline or your emergency number can help.';
