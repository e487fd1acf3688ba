import { prose } from '../text';
import type { Task } from './schema';

export const SLEEP_TASKS: readonly Task[] = [
  {
    id: 't33',
    slug: 'body-scan-in-bed',
    title: 'Body scan in bed',
    description: prose`Lie down and move your attention slowly from your toes up to the top of your head.
      Notice each area without trying to change it, and let it soften if it wants to. If you drift off
      before you reach the top, that's fine.`,
    minutes: 10,
    intensity: 1,
  },
  {
    id: 't34',
    slug: 'tomorrow-list',
    title: 'Tomorrow list',
    description: prose`Before bed, jot down the two or three things you need to remember for tomorrow. Once
      they're on paper, remind yourself they will still be there in the morning. Let your mind rest, knowing
      nothing will be forgotten.`,
    minutes: 5,
    intensity: 1,
  },
  {
    id: 't35',
    slug: 'ready-your-room',
    title: 'Ready your room',
    description: prose`Spend a few minutes making your bedroom restful: let in some fresh air, dim or cover
      bright lights, and clear one surface. A cooler, darker, tidier room often feels easier to settle in.
      Notice which small change makes the biggest difference for you.`,
    minutes: 5,
    intensity: 1,
  },
  {
    id: 't36',
    slug: 'small-wind-down',
    title: 'A small wind-down',
    description: prose`Pick three calming things to do before bed, in the same order each night, such as
      dimming the lights, washing your face and reading a few pages. Repeating them helps your evening feel
      like a signal that rest is coming. Keep it simple enough to manage even on busy days.`,
    minutes: 15,
    intensity: 2,
  },
  {
    id: 't37',
    slug: 'screens-down-early',
    title: 'Screens down early',
    description: prose`Choose a time about half an hour before bed to put screens away. Fill that time with
      something calm, like reading, stretching or a warm caffeine-free drink. If it helps, charge your phone
      outside the bedroom.`,
    minutes: 30,
    intensity: 2,
  },
  {
    id: 't38',
    slug: 'morning-light',
    title: 'Morning light',
    description: prose`Within an hour of waking, spend about ten minutes in daylight: by a window, on a
      doorstep or on a short walk. Many people find that morning light helps them feel more awake in the day
      and ready for rest at night. Bring a drink along if you like.`,
    minutes: 10,
    intensity: 2,
  },
  {
    id: 't39',
    slug: 'afternoon-swap',
    title: 'Afternoon drink swap',
    description: prose`From mid-afternoon onwards, swap coffee, cola or strong tea for water or a
      caffeine-free drink. Notice whether settling down tonight feels any different. Treat it as an
      experiment, not a rule, and be curious about what you find.`,
    minutes: 2,
    intensity: 2,
  },
  {
    id: 't40',
    slug: 'same-wake-up-time',
    title: 'Same wake-up time',
    description: prose`Choose a wake-up time you can keep every day this week, weekends included, and set an
      alarm for it. When it goes off, get up and open the curtains rather than snoozing. A steady morning
      time gives the rest of your day, and your night, something to lean on.`,
    minutes: 2,
    intensity: 3,
  },
];
