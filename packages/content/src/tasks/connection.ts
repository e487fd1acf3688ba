import { prose } from '../text';
import type { Task } from './schema';

export const CONNECTION_TASKS: readonly Task[] = [
  {
    id: 't25',
    slug: 'send-a-kind-message',
    title: 'Send a kind message',
    description: prose`Think of someone you haven't spoken to for a while and send them a short message. It
      can be as simple as saying you thought of them, or sharing a photo or song that reminded you of them.
      There's no need to start a long conversation.`,
    minutes: 3,
    intensity: 1,
  },
  {
    id: 't26',
    slug: 'say-thank-you',
    title: 'Say thank you',
    description: prose`Think of one person who made your day or week a little easier. Thank them in person,
      by message or in a note, and mention the specific thing they did. Notice how it feels to say it.`,
    minutes: 3,
    intensity: 1,
  },
  {
    id: 't27',
    slug: 'notice-a-kindness',
    title: 'Notice a kindness',
    description: prose`Today, look out for one kind act, whether you do it, receive it or simply see it
      happen. Take a moment to really notice it. Later, bring it back to mind and let yourself feel the
      warmth of it again.`,
    minutes: 2,
    intensity: 1,
  },
  {
    id: 't28',
    slug: 'a-friendly-moment',
    title: 'A friendly moment',
    description: prose`Have a brief, friendly exchange with someone you don't usually talk to, like a
      neighbour, a shop assistant or a colleague. A smile and a question about their day is plenty. Notice
      how these small moments of connection can lift things.`,
    minutes: 2,
    intensity: 2,
  },
  {
    id: 't29',
    slug: 'call-someone',
    title: 'Call someone',
    description: prose`Call a friend or family member for a proper chat, by voice or video if you can. Ask
      about their day and share something about yours. If a call feels like too much today, a voice note is
      a good start.`,
    minutes: 15,
    intensity: 2,
  },
  {
    id: 't30',
    slug: 'share-a-meal',
    title: 'Share a meal or a drink',
    description: prose`Arrange to eat or have a cup of something with another person, in person or on a
      video call. Put phones away while you're together if you can. Simple food is perfect: the company is
      what counts.`,
    minutes: 30,
    intensity: 2,
  },
  {
    id: 't31',
    slug: 'ask-for-a-hand',
    title: 'Ask for a hand',
    description: prose`Think of one thing you've been carrying alone and one person who might help, even a
      little. Reach out and ask, clearly and simply, for a favour, some advice or a listening ear. Asking
      takes courage, and most people are glad to be asked.`,
    minutes: 10,
    intensity: 3,
  },
  {
    id: 't32',
    slug: 'make-a-plan-together',
    title: 'Make a plan together',
    description: prose`Get in touch with someone and set a date to do something together, like a walk, a
      film, a class or a visit. Pick a day and a time rather than leaving it at "some time soon". Put it in
      your calendar and let yourself look forward to it.`,
    minutes: 10,
    intensity: 3,
  },
];
