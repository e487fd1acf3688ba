import { prose } from '../text';
import type { Task } from './schema';

export const GROUNDING_TASKS: readonly Task[] = [
  {
    id: 't41',
    slug: 'five-senses',
    title: 'Five senses',
    description: prose`Name five things you can see, four you can hear, three you can touch, two you can
      smell and one you can taste. Take your time with each and describe it to yourself in a few words. Let
      it bring you back into the room you're in.`,
    minutes: 3,
    intensity: 1,
  },
  {
    id: 't42',
    slug: 'feet-on-the-floor',
    title: 'Feet on the floor',
    description: prose`Press your feet gently into the floor and notice the contact: the pressure, the
      temperature, the texture underneath. Let your weight sink down through your legs. Stay with that
      feeling for a few slow breaths.`,
    minutes: 1,
    intensity: 1,
  },
  {
    id: 't43',
    slug: 'cool-water-reset',
    title: 'Cool water reset',
    description: prose`Run cool water over your hands and wrists, or splash a little on your face. Pay
      attention to the temperature and how it changes as you go. Dry your hands slowly and notice how they
      feel afterwards.`,
    minutes: 2,
    intensity: 1,
  },
  {
    id: 't44',
    slug: 'hold-something',
    title: 'Hold something',
    description: prose`Pick up a small object near you, like a stone, a mug or a key, and explore it as if
      you'd never seen it before. Notice its weight, temperature, edges and colours. When your thoughts
      wander, come back to the object in your hand.`,
    minutes: 3,
    intensity: 1,
  },
  {
    id: 't45',
    slug: 'mindful-cup',
    title: 'A mindful cup',
    description: prose`Make a warm drink and give it your full attention: the sound of the kettle, the
      steam, the warmth of the cup in your hands. Take the first few sips slowly, noticing the taste. Let it
      be a small pause in your day.`,
    minutes: 5,
    intensity: 1,
  },
  {
    id: 't46',
    slug: 'look-out-of-the-window',
    title: 'Look out of the window',
    description: prose`Spend five minutes looking out of a window or sitting outside. Pick out details: the
      colour of the sky, things moving, the shapes of clouds or rooftops. If thoughts pull you away, gently
      return to what you can see.`,
    minutes: 5,
    intensity: 2,
  },
  {
    id: 't47',
    slug: 'tidy-one-spot',
    title: 'Tidy one small spot',
    description: prose`Choose one small area, like a drawer, your bedside table or your desk, and tidy just
      that. Put things back where they belong, clear out what you don't need, and wipe the surface. Enjoy
      how it looks when you're done.`,
    minutes: 10,
    intensity: 2,
  },
  {
    id: 't48',
    slug: 'sit-with-nature',
    title: 'Sit with nature',
    description: prose`Find a green space nearby, like a park, a garden or a tree-lined street, and spend
      twenty minutes there with your phone put away. Walk slowly or sit, and notice the sounds, smells and
      small movements around you. If getting out is hard today, spend the time tending a plant instead.`,
    minutes: 20,
    intensity: 3,
  },
];
