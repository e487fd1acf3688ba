// Sentence banks for overall mood and the lighter moments: low mood, good news, thanks, greetings,
// everyday chat and questions about the service itself. The service answer is honest: an AI, not a
// therapist, and it promises nothing about privacy or outcomes.
import type { ThemeBank } from './shared';

export const LOW_MOOD: ThemeBank = {
  reflect: [
    "It sounds like you've been feeling really low lately.",
    'That sounds like a really heavy stretch.',
    "I'm hearing how flat and drained things have been feeling.",
    "It sounds like it's been a rough time for you.",
    "It sounds like there's been a lot weighing on you.",
  ],
  reflectEcho: [],
  validate: [
    'It makes sense to feel this way when so much has piled up.',
    "Feelings like this are real, even when it's hard to say why they're there.",
    "You don't have to explain it perfectly for it to matter.",
    "I'm really glad you shared it instead of holding it in.",
  ],
  ask: [
    'What has today been like for you?',
    'When did you first notice feeling this way?',
    "What's one small thing that has brought you even a little comfort lately?",
    'What do you think you need most right now?',
  ],
  ground: [
    'If you can, take a slow breath and notice one thing near you that feels comforting.',
    'Maybe get a glass of water and sit by a window for a few minutes, just as a small pause.',
  ],
  groundChance: 0.3,
  bridges: true,
};

export const POSITIVE: ThemeBank = {
  reflect: [
    'That sounds like really good news.',
    'I can hear the happiness in that.',
    "That's wonderful to hear.",
    'It sounds like something really went right for you.',
  ],
  reflectEcho: ["That's wonderful news about {echo}.", "It's lovely to hear how things went with {echo}."],
  validate: [
    'You deserve to enjoy this moment.',
    "It's worth pausing to notice how far you've come.",
    'Good moments like this are worth holding on to.',
    'It sounds like your effort really showed.',
  ],
  ask: [
    'What part of it feels best to you?',
    'How are you planning to celebrate?',
    'What do you think helped make it happen?',
    'How does it feel to share it?',
  ],
  ground: ['Maybe take a moment to let that good feeling land, and notice where you feel it in your body.'],
  groundChance: 0.2,
  bridges: false,
};

export const GRATITUDE: ThemeBank = {
  reflect: [
    "Thank you, I'm really glad this helped.",
    'It means a lot that you shared that.',
    "I'm glad talking has been useful for you.",
  ],
  reflectEcho: [],
  validate: [
    'Noticing what helps is a real strength.',
    "It sounds like you're taking good care of yourself by reaching out.",
    'Taking a moment for yourself like this matters.',
  ],
  ask: [
    'What feels most different for you now?',
    'What would you like to talk about next?',
    'How are you feeling at this moment?',
  ],
  ground: ['Maybe take a slow breath and let yourself enjoy feeling a bit lighter.'],
  groundChance: 0.2,
  bridges: false,
};

export const GREETING: ThemeBank = {
  reflect: [
    "Hi, it's really good to hear from you.",
    "Hello, I'm glad you're here.",
    'Hi there, thanks for stopping by.',
  ],
  reflectEcho: [],
  validate: [
    'This is a space to talk about whatever is on your mind.',
    "There's no right or wrong place to start.",
    'We can go at whatever pace feels right for you.',
  ],
  ask: [
    'How are you feeling today?',
    "What's on your mind today?",
    'What would you like to talk about?',
    'How has your day been so far?',
  ],
  ground: [],
  groundChance: 0,
  bridges: false,
};

export const SERVICE: ThemeBank = {
  reflect: [
    "I'm an AI companion, not a human therapist, and I'm here to listen and help you think things through.",
    "That's a fair question, and the honest answer is that I'm an AI, here to listen and reflect with you.",
    "I'm an AI companion, so I'm not a replacement for a human therapist or a doctor.",
  ],
  reflectEcho: [],
  validate: [
    "I can't replace professional care, but I can be a space to talk things through.",
    'If you ever need more support, a trusted person or a professional can be a good next step.',
    'You can share as much or as little as you like.',
  ],
  ask: [
    "What's been on your mind lately?",
    'What would you like to talk about today?',
    'What made you want to reach out today?',
  ],
  ground: [],
  groundChance: 0,
  bridges: false,
};

/** Everyday chat with no feeling or theme in it ("I had pasta for dinner"). */
export const CASUAL: ThemeBank = {
  reflect: [
    'Thanks for telling me a bit about your day.',
    "It's nice to hear what you've been up to.",
    "Thanks for sharing that, I'm glad you stopped by.",
  ],
  reflectEcho: [],
  validate: [
    'Everyday moments are worth talking about too.',
    "I'm happy to just chat for a while.",
    "There's no need for a big topic here.",
  ],
  ask: [
    'How are you feeling today, underneath it all?',
    'What else has been on your mind lately?',
    'How has the rest of your day been?',
    "What's been the best part of your week so far?",
  ],
  ground: [],
  groundChance: 0,
  bridges: false,
};
