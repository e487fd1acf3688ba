import { prose } from '../text';
import type { Task } from './schema';

export const BREATHING_TASKS: readonly Task[] = [
  {
    id: 't01',
    slug: 'box-breathing',
    title: 'Box breathing',
    description: prose`Breathe in through your nose for a slow count of four, hold for four, breathe out for
      four, and rest for four. Picture tracing the sides of a square as you go. Repeat for a few rounds, and
      let the count be gentle rather than strict.`,
    minutes: 3,
    intensity: 1,
  },
  {
    id: 't02',
    slug: 'longer-out-breath',
    title: 'Longer out-breath',
    description: prose`Sit or lie comfortably and breathe in for a count of four. Let the breath out slowly
      for a count of six, as if you were fogging a cool window. Keep going for a couple of minutes, letting
      each out-breath be a little softer than the last.`,
    minutes: 2,
    intensity: 1,
  },
  {
    id: 't03',
    slug: 'hand-on-belly',
    title: 'Hand on your belly',
    description: prose`Rest one hand on your chest and the other just below your ribs. Breathe so that the
      lower hand rises a little more than the upper one, without forcing anything. Notice the warmth of your
      hand and the slow rise and fall for ten breaths.`,
    minutes: 2,
    intensity: 1,
  },
  {
    id: 't04',
    slug: 'two-sighs',
    title: 'Two long sighs',
    description: prose`Take a full breath in through your nose, then top it up with a second short sip of
      air. Let it all go through your mouth in a long, unhurried sigh. Do this two or three times, then
      breathe normally and notice how your shoulders feel.`,
    minutes: 1,
    intensity: 1,
  },
  {
    id: 't05',
    slug: 'count-ten-breaths',
    title: 'Count ten breaths',
    description: prose`Count each out-breath from one to ten, then start again at one. When your mind wanders
      and you lose count, that is completely normal: simply begin again at one without scolding yourself.
      Try three full rounds.`,
    minutes: 3,
    intensity: 2,
  },
  {
    id: 't06',
    slug: 'breathing-walk',
    title: 'Breathing walk',
    description: prose`Walk at an easy pace and let your breath fall into step with your feet, perhaps in for
      three steps and out for four. Let the rhythm settle on its own rather than counting hard. Whenever your
      mind drifts, come back to your feet and your breath.`,
    minutes: 10,
    intensity: 2,
  },
  {
    id: 't07',
    slug: 'humming-breath',
    title: 'Humming breath',
    description: prose`Breathe in through your nose, then hum quietly on the out-breath until it runs out
      naturally. Feel the gentle buzz in your lips, face and chest. Repeat five to eight times, keeping the
      sound soft and comfortable.`,
    minutes: 3,
    intensity: 2,
  },
  {
    id: 't08',
    slug: 'ten-quiet-minutes',
    title: 'Ten quiet minutes',
    description: prose`Set a timer for ten minutes and sit somewhere you won't be disturbed. Rest your
      attention on the breath at your nostrils or belly, and each time you notice you've drifted, guide it
      back. The practice is in the returning, not in staying perfectly still.`,
    minutes: 10,
    intensity: 3,
  },
];
