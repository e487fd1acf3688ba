import { prose } from '../../text';
import type { ContentItem } from '../schema';

export const IMAGERY_MEDITATIONS: readonly ContentItem[] = [
  {
    slug: 'kind-wishes',
    kind: 'meditation',
    title: 'Kind wishes',
    summary: prose`Simple phrases of goodwill, offered to someone you care about, to yourself, and then more
      widely.`,
    minutes: 10,
    tags: ['self-compassion', 'relationships'],
    body_markdown: `This meditation uses simple phrases of goodwill, first for someone you care about, then for yourself, and then for others. You don't have to feel anything in particular. The intention of kindness is what matters.

**Tips**

- Change the words until they feel natural to you.
- If wishing yourself well feels hard, that's common. Go gently, and return to the easier person when you need to.
- Leave out the difficult person on days when it feels like too much.`,
    steps: [
      {
        text: 'Sit comfortably and take a few slow breaths. Bring to mind someone who easily makes you smile.',
        seconds: 60,
      },
      {
        text: 'Silently offer them some kind wishes: may you be happy, may you be well, may you feel at ease.',
        seconds: 90,
      },
      {
        text: 'Now turn the same wishes towards yourself: may I be happy, may I be well, may I feel at ease.',
        seconds: 120,
      },
      {
        text: "Bring to mind someone you see now and then but don't know well, and offer them the same wishes.",
        seconds: 90,
      },
      {
        text: 'If you like, think of someone you find a little difficult, and offer them the wishes too, as far as feels possible today.',
        seconds: 90,
      },
      {
        text: 'Widen the wishes to everyone, everywhere: may we all be happy, may we all be well.',
        seconds: 90,
      },
      {
        text: 'Rest for a moment with whatever feelings are here, and take a slow breath to finish.',
        seconds: 60,
      },
    ],
    narration: prose`Sit comfortably and take a few slow breaths. Bring to mind someone who makes you smile.
      Silently offer them some kind wishes. May you be happy. May you be well. May you feel at ease. Now turn
      those same wishes towards yourself. May I be happy. May I be well. May I feel at ease. If it feels
      awkward, that's alright. Now think of someone you don't know well, and offer them the same wishes.
      Finally, let the wishes spread to everyone, everywhere. May we all be well.`,
  },
  {
    slug: 'a-calm-place',
    kind: 'meditation',
    title: 'A calm place',
    summary: prose`Picture a place where you feel calm and safe, and bring it to life with all your senses.`,
    minutes: 8,
    tags: ['anxiety', 'stress'],
    body_markdown: `In this guided imagery practice you picture a place where you feel calm and safe, using all your senses to bring it to life. With practice, it becomes somewhere you can visit in your mind when things feel tense.

**Tips**

- Any place works: a beach, a favourite room, a forest, or somewhere you invent.
- If pictures don't come easily, focus on sounds or feelings instead.
- If a place brings up difficult memories, choose a different one.`,
    steps: [
      { text: 'Sit or lie comfortably, let your eyes close, and take a few slow breaths.', seconds: 45 },
      {
        text: 'Bring to mind a place where you feel calm and safe. It can be real or imagined.',
        seconds: 45,
      },
      { text: 'Look around this place. Notice the colours, the light and the shapes.', seconds: 75 },
      { text: 'Listen to the sounds here, near and far.', seconds: 60 },
      { text: 'Notice what you can feel: the ground beneath you, the temperature, the air.', seconds: 60 },
      { text: 'Notice any smells, and let yourself settle further into this place.', seconds: 60 },
      {
        text: 'Stay here for a while, resting and breathing. You can come back whenever you like.',
        seconds: 90,
      },
      {
        text: "Let the picture fade, feel the surface beneath you, and open your eyes when you're ready.",
        seconds: 45,
      },
    ],
    narration: prose`Let your eyes close and take a few slow breaths. Bring to mind a place where you feel calm
      and safe. It can be somewhere real, or somewhere you imagine. Look around you. Notice the colours and
      the light. Listen to the sounds, near and far. Feel the ground beneath you, and the air on your skin.
      Perhaps there's a smell you recognise. Let yourself settle into this place and rest here for a while.
      Remember, you can come back whenever you like. When you're ready, let it fade, and open your eyes.`,
  },
  {
    slug: 'leaves-on-a-stream',
    kind: 'meditation',
    title: 'Leaves on a stream',
    summary: prose`Watch thoughts come and go by placing each one on a leaf and letting the water carry it
      away.`,
    minutes: 8,
    tags: ['anxiety', 'mood'],
    body_markdown: `This practice helps you watch thoughts come and go instead of getting caught up in them. You don't try to stop or change your thoughts; you just notice each one and let it move on.

**Tips**

- Any thought can go on a leaf: worries, plans, memories, even "this isn't working".
- If a stream doesn't suit you, picture clouds drifting across the sky instead.
- Getting pulled into a thought is part of the practice. Noticing that it happened is the skill.`,
    steps: [
      { text: 'Sit comfortably, close your eyes, and take a few slow breaths.', seconds: 45 },
      { text: "Imagine you're sitting beside a gentle stream. Leaves float past on the water.", seconds: 60 },
      { text: 'As each thought comes, place it on a leaf and watch it float away downstream.', seconds: 150 },
      {
        text: 'If a thought feels sticky, notice that too, put it on a leaf and let it go at its own pace.',
        seconds: 90,
      },
      {
        text: 'If you find yourself swept along with a thought, gently come back to the bank and begin again.',
        seconds: 90,
      },
      {
        text: "Let the image fade, notice your body in the chair, and open your eyes when you're ready.",
        seconds: 45,
      },
    ],
    narration: prose`Close your eyes and take a few slow breaths. Imagine you're sitting beside a gentle
      stream. Leaves are floating past on the water. Now, whenever a thought comes into your mind, place it on
      a leaf and watch it drift away downstream. It might be a worry, a plan, or a memory. It doesn't matter.
      Just place it on a leaf and let it go. If you get swept along by a thought, that's alright. Come back to
      the bank and carry on watching. The stream keeps flowing.`,
  },
  {
    slug: 'steady-as-a-mountain',
    kind: 'meditation',
    title: 'Steady as a mountain',
    summary: prose`Use the image of a mountain to feel steady while thoughts and feelings pass over like
      weather.`,
    minutes: 8,
    tags: ['stress', 'grounding'],
    body_markdown: `This visualisation uses the image of a mountain to help you feel steady while thoughts and feelings come and go. Like weather, they can be strong, but they pass. The mountain remains.

**Tips**

- Sit in a way that feels stable and dignified, without being stiff.
- If a mountain doesn't speak to you, try a large old tree or a deep lake.
- During a busy day, come back to the image for a few breaths at a time.`,
    steps: [
      {
        text: 'Sit upright with your feet on the floor and your hands resting. Take a few slow breaths.',
        seconds: 45,
      },
      {
        text: 'Picture a mountain: its wide base, its steady slopes, its peak against the sky.',
        seconds: 60,
      },
      {
        text: 'Imagine your body becoming the mountain: your seat the base, your back the slopes, your head the peak.',
        seconds: 60,
      },
      {
        text: 'Weather passes over the mountain: sun, wind, rain, snow. The mountain stays where it is.',
        seconds: 90,
      },
      {
        text: 'Let your thoughts and feelings be the weather. Notice them passing while you stay steady underneath.',
        seconds: 120,
      },
      { text: 'Rest in that sense of steadiness, breathing slowly.', seconds: 60 },
      { text: 'Let the image go, feel your feet on the floor, and open your eyes.', seconds: 45 },
    ],
    narration: prose`Sit upright with your feet on the floor, and take a few slow breaths. Picture a mountain,
      with its wide base, its steady slopes, and its peak against the sky. Now imagine your body as that
      mountain, solid and grounded. Weather passes over it. Sun, wind, rain and snow come and go, and the
      mountain stays. Let your thoughts and feelings be like that weather. Notice them passing, while you stay
      steady underneath. Rest here for a while, breathing slowly. When you're ready, feel your feet on the
      floor, and open your eyes.`,
  },
];
