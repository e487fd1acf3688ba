// The shape of a theme's sentence bank and the pools every theme shares. Rules for every sentence here:
// short (so four fit in 60 words), no question except in `ask`, no instruction except in `ground`, no
// promises, no diagnoses, no medical advice, no digits, and agreement-free frames around {echo} so both
// "your exam" and "your exams" read naturally.

export interface ThemeBank {
  /** Mirrors the feeling or situation. */
  reflect: readonly string[];
  /** Like `reflect`, with an {echo} slot for a short phrase from the message ("your boss"). */
  reflectEcho: readonly string[];
  /** Normalizes and validates the feeling. */
  validate: readonly string[];
  /** Exactly one gentle, open question. */
  ask: readonly string[];
  /** A grounding or savouring suggestion used instead of a question; the shared pool is added to it. */
  ground: readonly string[];
  /** Chance of closing with grounding instead of a question; 0 where a question is the natural reply. */
  groundChance: number;
  /** Whether an optional fourth, slowing-down sentence fits (not for greetings or good news). */
  bridges: boolean;
}

export const ECHO_SLOT = '{echo}';

/** Grounding suggestions that suit any difficult moment. */
export const SHARED_GROUNDING: readonly string[] = [
  'For a moment, try noticing your feet on the floor and letting one slow breath out.',
  'If it helps, let your shoulders drop and take a slow, easy breath.',
  'Maybe pause here and notice three things you can hear around you.',
  'Try resting your hands in your lap and breathing out a little slower than you breathe in.',
];

/** Optional sentences that slow the pace down before the closing question or suggestion. */
export const BRIDGES: readonly string[] = [
  "There's no rush here.",
  "You don't have to figure it all out at once.",
  'We can take this one step at a time.',
  "I'm here with you while you sort through it.",
  "You don't need the perfect words for it.",
];

export const GENERAL: ThemeBank = {
  reflect: [
    'Thank you for sharing that with me.',
    "It sounds like there's something on your mind.",
    "I'm glad you're telling me about this.",
    "I'm listening, and I want to understand what this is like for you.",
  ],
  reflectEcho: [],
  validate: [
    "Whatever you're feeling about it makes sense.",
    "There's no right or wrong way to feel here.",
    'You can take this at whatever pace feels right.',
  ],
  ask: [
    'How has that been sitting with you?',
    'What feels most important about it for you right now?',
    "Can you tell me a bit more about what's been happening?",
    'How are you feeling as you talk about it?',
  ],
  ground: [],
  groundChance: 0.25,
  bridges: true,
};
