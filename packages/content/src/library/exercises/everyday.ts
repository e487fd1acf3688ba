import { prose } from '../../text';
import type { ContentItem } from '../schema';

export const EVERYDAY_EXERCISES: readonly ContentItem[] = [
  {
    slug: 'a-step-towards-what-matters',
    kind: 'exercise',
    title: 'A step towards what matters',
    summary: prose`Reconnect with one of your values and turn it into a small, concrete step for this week.`,
    minutes: 8,
    tags: ['mood', 'focus'],
    body_markdown: `Values are the things that give life meaning for you, like kindness, curiosity or family. When mood is low or life is busy, it's easy to lose touch with them. This exercise helps you reconnect with one value and turn it into a small, doable step.

**Tips**

- There are no right answers. Choose what genuinely matters to you, not what you think should.
- Keep the step small enough to do even on a tired day.
- A value is a direction, not a finish line, so there's always another step.`,
    steps: [
      {
        text: 'Take a breath and think about what matters most to you: people, qualities or activities.',
        seconds: 60,
      },
      {
        text: 'Write down two or three of these values in a word or short phrase, like kindness, learning or being outdoors.',
        seconds: 60,
      },
      { text: 'Choose one value to focus on today.', seconds: 30 },
      {
        text: 'Think about how that value has shown up in your life recently, even in a small way, and write it down.',
        seconds: 90,
      },
      { text: 'List a few tiny actions that would move you towards that value this week.', seconds: 90 },
      { text: 'Pick one and make it concrete: what, when and where.', seconds: 60 },
      { text: "Picture yourself doing it, then write it somewhere you'll see it.", seconds: 45 },
    ],
    narration: prose`Let's reconnect with what matters to you. Take a breath and think about the people,
      qualities or activities that give your life meaning. Write down two or three, in just a word or two
      each. Choose one to focus on today. Think about how it's shown up in your life recently, even in a
      small way. Now think of a tiny action that would move you towards it this week. Make it concrete, with a
      time and a place. Picture yourself doing it, then write it somewhere you'll see it.`,
  },
  {
    slug: 'desk-stretch-break',
    kind: 'exercise',
    title: 'Desk stretch break',
    summary: prose`A short, gentle routine to loosen the neck, shoulders and back after sitting for a long
      time.`,
    minutes: 5,
    tags: ['movement', 'stress'],
    body_markdown: `Long stretches at a desk or on a sofa can leave your neck, shoulders and back feeling stiff. This short routine loosens them up and gives your mind a break too.

**Tips**

- Move slowly and stay within a comfortable range. A stretch should feel mild, never painful.
- Skip or adapt any movement that doesn't suit your body.
- On busy days, try it every hour or two.`,
    steps: [
      {
        text: 'Stand up if you can, or sit tall near the front of your chair. Breathe in deeply and let it out slowly.',
        seconds: 20,
      },
      { text: 'Roll your shoulders slowly backwards five times, then forwards five times.', seconds: 40 },
      {
        text: 'Let your right ear drift towards your right shoulder and stay for a few breaths. Repeat on the left.',
        seconds: 40,
      },
      {
        text: 'Interlace your fingers and stretch your arms up overhead. Reach tall and breathe.',
        seconds: 30,
      },
      {
        text: 'Sitting or standing tall, turn gently to look over your right shoulder, then your left.',
        seconds: 40,
      },
      {
        text: 'Clasp your hands behind your back, or hold the chair, and gently open your chest.',
        seconds: 30,
      },
      { text: 'Circle your wrists and ankles a few times in each direction.', seconds: 40 },
      { text: 'Rest your eyes on something in the distance and take three slow breaths.', seconds: 40 },
    ],
    narration: prose`Time for a quick stretch break. Stand up if you can, or sit tall. Take a deep breath in
      and let it out slowly. Roll your shoulders backwards a few times, then forwards. Let one ear drift
      towards your shoulder, then the other. Reach your arms up overhead and stretch tall. Gently turn to look
      over each shoulder. Open your chest by clasping your hands behind you. Circle your wrists and ankles.
      Finally, rest your eyes on something far away and breathe. Keep every stretch gentle and comfortable.`,
  },
  {
    slug: 'one-task-focus-sprint',
    kind: 'exercise',
    title: 'One-task focus sprint',
    summary: prose`A short, protected stretch of time for a single task, with a proper break at the end.`,
    minutes: 20,
    tags: ['focus'],
    body_markdown: `A focus sprint is a short, protected stretch of time for one task. It works well when a job feels too big to start, or when your attention keeps drifting.

**Tips**

- Fifteen minutes is a good length to begin with. Make it longer once it feels easy.
- Progress matters more than perfection. Stopping mid-task is fine.
- Take the break even if you're on a roll. It helps the next sprint go well.`,
    steps: [
      { text: 'Choose one task and write down the very next action, small and concrete.', seconds: 60 },
      {
        text: "Clear the space: silence notifications, put your phone out of sight and close what you don't need.",
        seconds: 60,
      },
      {
        text: 'Work on that one task only. If another thought pops up, jot it on a later list and carry on.',
        seconds: 900,
      },
      { text: 'When the time is up, stop. Stand up, stretch and look out of a window.', seconds: 120 },
      { text: 'Note what you got done, and choose the next step for later.', seconds: 60 },
    ],
    narration: prose`Let's do one focus sprint together. Choose a single task and write down the very next
      action, something small and concrete. Silence your notifications and put your phone out of sight. Now
      set a timer for fifteen minutes and work on that task, and only that task. If another thought pops up,
      jot it on a later list and go straight back. When the timer ends, stop, even if you're on a roll. Stand
      up, stretch, and notice what you got done. That's one sprint finished.`,
  },
  {
    slug: 'reaching-out',
    kind: 'exercise',
    title: 'Reaching out',
    summary: prose`One person, one short and warm message: a simple way back into contact when it's been a
      while.`,
    minutes: 5,
    tags: ['relationships', 'mood'],
    body_markdown: `Reaching out can feel harder than it should, especially when you're feeling low or it's been a while. This exercise keeps it small and simple: one person, one short message.

**Tips**

- A message like "I saw this and thought of you" is plenty.
- Replies can take time. Reaching out is the step that counts, whatever happens next.
- If sending feels like too much today, writing the message without sending it is still a start.`,
    steps: [
      {
        text: "Take a breath and think of a few people you'd like to feel closer to, or haven't heard from in a while.",
        seconds: 45,
      },
      { text: 'Choose one person. Notice any hesitation, and let it be there.', seconds: 30 },
      {
        text: 'Decide on an easy way to reach out: a message, a photo, a voice note or a question.',
        seconds: 45,
      },
      {
        text: "Write it, keeping it short and warm. There's no need to explain a long silence.",
        seconds: 90,
      },
      { text: 'Send it, and let go of how or when they reply.', seconds: 30 },
      { text: 'Take a moment to notice how it feels to have reached out.', seconds: 30 },
    ],
    narration: prose`Let's reach out to someone. Think of a few people you'd like to feel closer to, or haven't
      heard from in a while, and choose one. If you notice some hesitation, that's normal. Let it be there.
      Now pick an easy way to get in touch, like a short message or a photo that reminded you of them. Keep it
      warm and simple. There's no need to explain a long silence. When you're ready, send it, and let go of
      when they reply. Notice how it feels to have reached out.`,
  },
];
