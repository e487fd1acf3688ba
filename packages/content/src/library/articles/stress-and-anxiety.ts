import { prose } from '../../text';
import type { ContentItem } from '../schema';

export const STRESS_AND_ANXIETY_ARTICLES: readonly ContentItem[] = [
  {
    slug: 'what-stress-is',
    kind: 'article',
    title: 'What stress is, and why it builds up',
    summary: prose`Stress is the body and mind gearing up to meet a demand. Knowing how it works makes it
      easier to notice early and let it settle.`,
    minutes: 3,
    tags: ['stress'],
    body_markdown: `## A system built for short bursts

Stress is your body and mind getting ready to meet a demand. Your heart beats a little faster, your muscles tense and your attention narrows on the problem in front of you. For a short burst this is useful: it helps you catch a bus, finish a task or react quickly.

Trouble comes when the demands keep arriving and there's no gap to recover in between. Then the "ready" setting stays switched on. Many people notice it as tight shoulders, a clenched jaw, shorter patience, trouble switching off in the evening, or feeling tired but wired.

## Noticing it early

Stress tends to build quietly. A quick daily check-in helps you spot it before it piles up:

- **Body:** where am I holding tension right now?
- **Mind:** are my thoughts racing, or stuck on one thing?
- **Habits:** am I skipping meals, breaks or people I enjoy?

## Giving the system a gap

You can't remove every demand, but you can give your body regular chances to stand down. Small things count, especially when they're repeated:

- a few slow breaths with a longer out-breath
- a short walk or stretch between tasks
- finishing one thing before starting the next
- a clear end to the working day, even a small ritual like closing the laptop and making a drink

It also helps to sort demands into the ones you can influence and the ones you can't. Put your energy into the first list, and practise letting the second one be, at least for now.

Stress is a normal part of life, not a sign that you're failing. If it feels constant, or starts to affect your sleep, mood or relationships for weeks at a time, talking it through with someone you trust or a professional can really help.`,
    narration: prose`Stress is your body and mind getting ready to meet a demand. In short bursts it helps you
      act quickly, but when demands keep coming without a break, that ready feeling can stay switched on.
      You might notice tight shoulders, a short temper, or trouble switching off at night. The good news is
      that small, repeated pauses really add up. A few slow breaths, a short walk, or a clear end to your
      working day all give your body a chance to stand down. And if stress feels constant for weeks, talking
      it through with someone you trust can help.`,
  },
  {
    slug: 'anxiety-in-the-body',
    kind: 'article',
    title: 'Why anxiety shows up in the body',
    summary: prose`Anxious feelings often arrive as physical sensations first. Understanding why can make them
      less frightening and easier to ride out.`,
    minutes: 3,
    tags: ['anxiety', 'breathing'],
    body_markdown: `## The body's alarm

When your mind senses a threat, real or imagined, your body responds as if it needs to act. Breathing quickens, the heart speeds up, muscles brace and digestion slows down. This alarm is old and fast. It doesn't stop to check whether the "threat" is a bear or an email you're dreading.

That's why anxiety can feel so physical: a fluttering stomach, a tight chest, shaky hands, feeling hot, or a sense that something is wrong without knowing what. These sensations are uncomfortable, but they're the body doing its job a little too eagerly. If you're ever unsure what a physical sensation means, it's always fine to get it checked.

## When sensations feed worry

A common loop goes like this: you feel a sensation, you worry about what it means, and the worry turns the alarm up further. Breaking the loop starts with naming what is happening: "This is my alarm going off. It feels strong, and it will pass."

## Helping the alarm settle

The body's calming side responds well to slow, steady signals:

- **A longer out-breath.** Breathe in for four, out for six, for a couple of minutes.
- **Grounding.** Feel your feet on the floor and name a few things you can see and hear.
- **Letting muscles go.** Drop your shoulders, unclench your jaw, soften your hands.
- **Moving.** A brisk walk gives the body's readiness somewhere to go.

It helps to practise these when you're calm, too, so they feel familiar when you need them.

## What you can expect

Waves of anxiety tend to rise, peak and ease, even if it doesn't feel that way in the moment. Each time you ride one out, you show yourself that you can.

If anxious feelings are frequent, intense or getting in the way of daily life, it's worth talking to someone you trust or a professional who can help you make sense of them.`,
    narration: prose`When your mind senses a threat, your body reacts as if it needs to act. Your breathing
      quickens, your heart speeds up, and your muscles brace. That's why anxiety can feel so physical, with a
      fluttering stomach or a tight chest. These feelings are uncomfortable, but they are your body's alarm
      being a little too eager. You can help it settle. Try breathing out more slowly than you breathe in.
      Feel your feet on the floor. Let your shoulders drop. Waves of anxiety tend to rise and then ease. And
      if they come often, talking with someone you trust can really help.`,
  },
  {
    slug: 'a-time-slot-for-worry',
    kind: 'article',
    title: 'Giving worry a time slot',
    summary: prose`Worry that runs all day can be gently moved to a set time. Here is how a daily worry slot
      works and how to try it.`,
    minutes: 3,
    tags: ['anxiety', 'stress'],
    body_markdown: `## Worry that won't clock off

Worry often feels urgent, as if by going over a problem one more time you'll finally solve it, or at least be ready for the worst. In practice, going over the same ground rarely brings new answers, and it takes attention away from everything else.

A worry slot gives worry some boundaries. Instead of trying to stop worrying, which rarely works, you postpone it to a set time each day.

## How to try it

1. **Pick a time and a place.** Fifteen minutes at the same time each day, not too close to bedtime. A chair at the kitchen table works better than your bed.
2. **Notice and postpone.** When a worry shows up during the day, jot it down in a word or two and tell yourself, "I'll think about this at my worry time."
3. **Come back to the present.** Turn your attention back to what you were doing, as fully as you can.
4. **Use the slot.** At the set time, read your list. Some worries will have faded. For the ones that still matter, ask whether there's something you can do. If there is, write one small next step. If there isn't, practise letting it sit on the page.
5. **Stop on time.** When the fifteen minutes are up, close the notebook and do something that absorbs you.

## What to expect

The first few days can feel clumsy, and worries may slip past the postponing. That's normal. Over a week or two, many people find that worry takes up less of the day and feels a little more manageable.

If worry takes over most of your days, or stops you doing things you care about, it's a good idea to talk to someone you trust or a professional about it.`,
    narration: prose`Worry can feel urgent, as if thinking about a problem one more time will finally solve it.
      Usually it doesn't, and it pulls you away from your day. A worry slot can help. Choose fifteen minutes
      at the same time each day. When a worry pops up, jot it down and tell yourself you'll come back to it
      later. Then return to what you were doing. At your worry time, read the list, write one small step for
      anything you can act on, and let the rest stay on the page. When the time is up, close the notebook.`,
  },
];
