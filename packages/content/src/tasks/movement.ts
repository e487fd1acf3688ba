import { prose } from '../text';
import type { Task } from './schema';

export const MOVEMENT_TASKS: readonly Task[] = [
  {
    id: 't09',
    slug: 'shoulder-rolls',
    title: 'Shoulder rolls',
    description: prose`Sitting or standing, slowly roll your shoulders up towards your ears, back, and down.
      Do five rolls backwards and five forwards, letting your breath move with them. Finish by letting your
      shoulders drop and resting your hands in your lap.`,
    minutes: 2,
    intensity: 1,
  },
  {
    id: 't10',
    slug: 'reach-and-breathe',
    title: 'Reach and breathe',
    description: prose`Sitting or standing, breathe in as you sweep your arms up overhead, and breathe out as
      you lower them to your sides. Move slowly, so that each movement lasts a whole breath. Do ten rounds,
      then pause and notice how your body feels.`,
    minutes: 4,
    intensity: 1,
  },
  {
    id: 't11',
    slug: 'neck-release',
    title: 'Neck release',
    description: prose`Let your right ear drift towards your right shoulder until you feel a mild stretch,
      and stay there for three slow breaths. Bring your head back to the middle and repeat on the left. Keep
      it easy: a gentle stretch, never a strain.`,
    minutes: 3,
    intensity: 1,
  },
  {
    id: 't12',
    slug: 'ten-minute-walk',
    title: 'Ten-minute walk',
    description: prose`Step outside for about ten minutes, or walk around your home if going out isn't
      possible today. Let your arms swing and your pace be whatever feels right. Notice three things you can
      see along the way.`,
    minutes: 10,
    intensity: 2,
  },
  {
    id: 't13',
    slug: 'dance-one-song',
    title: 'Dance to one song',
    description: prose`Pick a song you like and move to it, however you want, from start to finish. Nobody
      is watching and there is no right way to do it. When the song ends, stand still for a breath and notice
      your heartbeat.`,
    minutes: 4,
    intensity: 2,
  },
  {
    id: 't14',
    slug: 'five-stretches',
    title: 'Five gentle stretches',
    description: prose`Work through five simple stretches: reach up tall, fold gently forward, twist to each
      side while seated, open your chest with your hands behind you, and stretch your calves against a wall.
      Hold each one for about five slow breaths. Move only as far as feels comfortable.`,
    minutes: 8,
    intensity: 2,
  },
  {
    id: 't15',
    slug: 'brisk-walk',
    title: 'Brisk twenty-minute walk',
    description: prose`Head out for a walk at a pace that warms you up and makes chatting slightly harder.
      Choose a route with something pleasant on it, like trees, water or a favourite street. When you get
      back, have a glass of water and take a minute to cool down.`,
    minutes: 20,
    intensity: 3,
  },
  {
    id: 't16',
    slug: 'stairs-and-steps',
    title: 'Stairs and steps',
    description: prose`Find a staircase or a sturdy step and walk up and down it at a steady pace for a few
      minutes, holding the rail if there is one. Rest whenever you need to. Finish with a slow stretch of
      your calves and thighs.`,
    minutes: 8,
    intensity: 3,
  },
];
