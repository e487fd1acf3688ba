import { prose } from '../text';
import type { Task } from './schema';

export const JOURNALING_TASKS: readonly Task[] = [
  {
    id: 't17',
    slug: 'three-good-things',
    title: 'Three good things',
    description: prose`Write down three things that went well today, however small: a warm drink, a kind
      message, a quiet moment. Next to each one, add a few words about why it happened or why it mattered.
      Keep the list somewhere you can look back on.`,
    minutes: 5,
    intensity: 1,
  },
  {
    id: 't18',
    slug: 'one-line-diary',
    title: 'One-line diary',
    description: prose`Write a single sentence about today. It can be what happened, how you felt, or
      something you noticed. One line is enough, and over the weeks these lines become a small record of
      your days.`,
    minutes: 2,
    intensity: 1,
  },
  {
    id: 't19',
    slug: 'name-the-feeling',
    title: 'Name the feeling',
    description: prose`Pause and ask yourself what you are feeling right now, then write down one to three
      words for it. If it's hard to name, describe where you notice it in your body instead. Putting a
      feeling into words often makes it a little easier to hold.`,
    minutes: 3,
    intensity: 1,
  },
  {
    id: 't20',
    slug: 'park-your-worries',
    title: 'Park your worries',
    description: prose`Set a timer for ten minutes and write down everything that's on your mind, without
      sorting or solving. When the timer ends, circle one thing you could take a small step on, and let the
      rest wait on the page. Close the notebook as a sign that the list will keep.`,
    minutes: 10,
    intensity: 2,
  },
  {
    id: 't21',
    slug: 'something-to-look-forward-to',
    title: 'Something to look forward to',
    description: prose`Write down one thing in the coming week that you're looking forward to, even if it's
      small. If nothing comes to mind, plan one: a walk, a favourite meal, a chat with someone. Put it in
      your calendar so it has a place.`,
    minutes: 5,
    intensity: 2,
  },
  {
    id: 't22',
    slug: 'what-matters-to-me',
    title: 'What matters to me',
    description: prose`Write down two or three things that matter most to you, such as kindness, learning or
      family. Pick one and note a small way you acted on it this week, and one small way you could act on it
      tomorrow. Keep tomorrow's step small enough to feel doable.`,
    minutes: 8,
    intensity: 2,
  },
  {
    id: 't23',
    slug: 'look-at-a-thought-again',
    title: 'Look at a thought again',
    description: prose`Write down a thought that has been weighing on you. Underneath, note what supports it
      and what doesn't, the way a fair-minded friend might. Then write a more balanced version of the
      thought, one you can believe at least a little.`,
    minutes: 10,
    intensity: 3,
  },
  {
    id: 't24',
    slug: 'kind-letter-to-yourself',
    title: 'A kind letter to yourself',
    description: prose`Write a short letter to yourself in the voice of a friend who knows what you're going
      through and cares about you. Acknowledge what is hard, and mention something you have handled well
      lately. Read it back slowly when you've finished.`,
    minutes: 15,
    intensity: 3,
  },
];
