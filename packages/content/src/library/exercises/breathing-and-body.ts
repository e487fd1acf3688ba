import { prose } from '../../text';
import type { ContentItem } from '../schema';

export const BREATHING_AND_BODY_EXERCISES: readonly ContentItem[] = [
  {
    slug: 'box-breathing',
    kind: 'exercise',
    title: 'Box breathing',
    summary: prose`A steady four-part breath (in, hold, out, hold) that gives a busy mind a simple pattern to
      follow.`,
    minutes: 4,
    tags: ['breathing', 'anxiety'],
    body_markdown: `Box breathing gives your attention a simple, steady pattern to follow: in, hold, out, hold, each for the same count. Many people use it before a stressful moment, or when they notice their breathing has become quick and shallow.

**Tips**

- Count at whatever pace feels comfortable. Four is a starting point, not a rule.
- If holding your breath feels uncomfortable, shorten the holds or leave them out.
- Keep your shoulders soft and let your belly move.`,
    steps: [
      {
        text: 'Sit comfortably with your back supported and your feet on the floor. Rest your hands.',
        seconds: 20,
      },
      { text: 'Breathe all the way out through your mouth, letting your shoulders drop.', seconds: 10 },
      {
        text: 'Breathe in through your nose for four, hold for four, breathe out for four, and rest for four. Keep tracing the square.',
        seconds: 180,
      },
      { text: 'Let the counting go and breathe naturally. Notice how your body feels now.', seconds: 30 },
    ],
    narration: prose`Let's try box breathing together. Sit comfortably, with your feet on the floor. First,
      breathe all the way out and let your shoulders drop. Now breathe in through your nose for a count of
      four. Hold gently for four. Breathe out slowly for four. And rest for four before the next breath.
      Picture tracing the sides of a square as you go. If the holds feel uncomfortable, make them shorter.
      Keep going at your own pace for a few rounds. When you're ready, let the counting go and notice how you
      feel.`,
  },
  {
    slug: 'longer-out-breath',
    kind: 'exercise',
    title: 'Longer out-breath',
    summary: prose`Breathing out more slowly than you breathe in is one of the simplest ways to help your body
      settle.`,
    minutes: 3,
    tags: ['breathing', 'stress', 'sleep'],
    body_markdown: `Breathing out more slowly than you breathe in is one of the simplest ways to help your body settle. You can do it anywhere: at your desk, on a bus, or lying in bed.

**Tips**

- Keep the breath gentle. There's no need for huge breaths.
- If a count of six feels long, try four in and five out.
- Practising when you're already calm makes it easier to use when you're not.`,
    steps: [
      {
        text: 'Settle into a comfortable position and let your breathing be natural for a few breaths.',
        seconds: 20,
      },
      {
        text: 'Breathe in through your nose for a count of four, then out slowly through your mouth for a count of six, as if fogging a window.',
        seconds: 60,
      },
      {
        text: 'Keep going. If it feels comfortable, let the out-breath stretch a little longer, without forcing it.',
        seconds: 60,
      },
      { text: 'Let the counting go, breathe naturally and notice how your body feels.', seconds: 30 },
    ],
    narration: prose`Let's slow things down with a longer out-breath. Get comfortable and breathe naturally for
      a moment. Now breathe in gently through your nose for a count of four. Then breathe out slowly through
      your mouth for a count of six, as if you were fogging a window. Again, in for four, and out for six.
      Keep going at your own pace. If it feels easy, let the out-breath stretch a little longer, without
      forcing it. When you're ready, let the counting go and notice how your body feels.`,
  },
  {
    slug: 'five-senses-grounding',
    kind: 'exercise',
    title: 'Five senses grounding',
    summary: prose`Uses what you can see, hear, touch, smell and taste to bring your attention back to the
      present moment.`,
    minutes: 5,
    tags: ['grounding', 'anxiety'],
    body_markdown: `When feelings run high, attention often gets pulled into worries about what might happen. This exercise uses your senses to bring it back to where you are right now. It works anywhere, with your eyes open, and nobody needs to know you're doing it.

**Tips**

- Name things out loud or silently, whichever feels easier.
- Go slowly. The noticing matters more than finishing the list.
- If you lose your place, carry on from whichever sense you were on.`,
    steps: [
      {
        text: 'Pause where you are and take one slow breath. Let your eyes move around the space.',
        seconds: 20,
      },
      { text: 'Name five things you can see. Notice one detail about each.', seconds: 60 },
      { text: 'Name four things you can hear, some near and some far away.', seconds: 50 },
      {
        text: 'Notice three things you can touch or feel: your clothes, the chair, the air on your skin.',
        seconds: 50,
      },
      {
        text: 'Find two things you can smell. If nothing stands out, recall two smells you like.',
        seconds: 40,
      },
      { text: 'Notice one thing you can taste, or take a sip of water.', seconds: 30 },
      { text: 'Take one more slow breath and notice how present you feel now.', seconds: 20 },
    ],
    narration: prose`Let's bring your attention back to the here and now. Take a slow breath and look around
      you. Name five things you can see, noticing a small detail in each. Now listen for four sounds, some
      close and some further away. Next, notice three things you can feel, like your clothes, the chair
      beneath you, or the air on your skin. Find two things you can smell. And notice one thing you can
      taste. Take one more slow breath. You're here, in this moment.`,
  },
  {
    slug: 'tense-and-release',
    kind: 'exercise',
    title: 'Tense and release',
    summary: prose`Gently tensing and then relaxing one muscle group at a time makes it easier to notice, and
      let go of, the tension you carry.`,
    minutes: 10,
    tags: ['stress', 'sleep'],
    body_markdown: `Tension often builds in the body without us noticing. In this exercise you gently tense one group of muscles at a time and then let it go, which makes the feeling of relaxing easier to recognise. It can be a good way to unwind in the evening.

**Tips**

- Tense to about half your strength, never to the point of pain.
- Skip any area that is injured or sore.
- The letting go is the important part, so give it a little longer than the tensing.`,
    steps: [
      {
        text: "Sit or lie down comfortably. Close your eyes if you'd like, and take three slow breaths.",
        seconds: 40,
      },
      {
        text: 'Curl your toes and gently tense your feet for about five seconds, then let go. Notice the difference.',
        seconds: 50,
      },
      {
        text: 'Tense your calves and thighs, hold for a moment, then release and let your legs feel heavy.',
        seconds: 50,
      },
      { text: 'Tighten your stomach and hips, hold, then let them soften.', seconds: 50 },
      {
        text: 'Make fists with both hands, hold, then open your hands and let your fingers rest.',
        seconds: 50,
      },
      { text: 'Bend your elbows and tense your arms, hold, then let them drop.', seconds: 50 },
      { text: 'Lift your shoulders towards your ears, hold, then let them fall.', seconds: 50 },
      {
        text: 'Gently scrunch your face, eyes and forehead, hold, then let your whole face soften.',
        seconds: 50,
      },
      {
        text: 'Scan from your feet to your head. If any area still feels tight, tense and release it once more.',
        seconds: 90,
      },
      { text: 'Rest and breathe, enjoying the heavier, softer feeling in your body.', seconds: 90 },
    ],
    narration: prose`This exercise helps you notice the difference between tension and relaxation. Get
      comfortable, sitting or lying down. We'll move through the body one area at a time. Gently tense the
      muscles, hold for a moment, and then let them go. Start with your feet, then your legs, your stomach,
      your hands, your arms, your shoulders and your face. Use about half your strength, and never tense so
      much that it hurts. Each time you let go, pause and notice the softer feeling. At the end, rest for a
      while and enjoy it.`,
  },
];
