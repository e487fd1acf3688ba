import { prose } from '../../text';
import type { ContentItem } from '../schema';

export const THOUGHTS_AND_FEELINGS_EXERCISES: readonly ContentItem[] = [
  {
    slug: 'checking-a-thought',
    kind: 'exercise',
    title: 'Checking a thought',
    summary: prose`A written, step-by-step look at a painful thought, to find a fairer and more balanced way of
      seeing things.`,
    minutes: 10,
    tags: ['mood', 'anxiety'],
    body_markdown: `This exercise slows down a painful thought so you can look at it more fairly. It isn't about forcing yourself to think positively; it's about finding a view that fits all the facts, not only the ones that hurt. All you need is a pen and paper or a notes app.

**Tips**

- Pick a moment that bothered you a moderate amount. It's easier to learn with than the hardest thing on your mind.
- When listing evidence, stick to what happened rather than what it might mean.
- Even a small drop in how strong a feeling is counts as progress.`,
    steps: [
      { text: 'Write down the situation in one sentence: where you were and what happened.', seconds: 60 },
      { text: 'Write down the thought that went through your mind, word for word if you can.', seconds: 60 },
      { text: 'Name the feelings that came with it, and rate how strong each one was.', seconds: 60 },
      { text: 'List the evidence that supports the thought.', seconds: 90 },
      { text: "List the evidence that doesn't fit, or that tells a different story.", seconds: 90 },
      { text: "Ask what you'd say to a friend in the same situation, and write it down.", seconds: 60 },
      { text: 'Write a more balanced thought that takes all of this into account.', seconds: 90 },
      { text: 'Rate your feelings again, and notice any change, however small.', seconds: 60 },
    ],
    narration: prose`Let's take a closer look at a thought that's been bothering you. First, write down what
      happened, in a sentence. Then write the thought that went through your mind, and the feelings that came
      with it. Now look for the evidence. What supports the thought? And what doesn't quite fit? Imagine a
      friend had this thought. What would you say to them? Using all of that, write a more balanced version
      of the thought. Finally, check in with your feelings again. Even a small change is worth noticing.`,
  },
  {
    slug: 'worry-time',
    kind: 'exercise',
    title: 'Worry time',
    summary: prose`A daily, time-limited slot for going through the worries you noted, turning some into small
      steps and setting the rest aside.`,
    minutes: 15,
    tags: ['anxiety', 'stress'],
    body_markdown: `Worry time gives your worries a scheduled home, so they don't have to follow you around all day. Use this exercise at the same time each day, after jotting worries down as they come up.

**Tips**

- Choose a time that isn't too close to bedtime.
- If you run out of worries before the time is up, that's fine. Stop early.
- Keep each next step small enough to do in a day.`,
    steps: [
      {
        text: "Sit somewhere that isn't your bed, with your worry list and a pen. Take a few slow breaths.",
        seconds: 60,
      },
      {
        text: "Read through the worries you've noted today. Cross out any that no longer feel important.",
        seconds: 120,
      },
      { text: "For each worry that's left, ask whether it's something you can act on.", seconds: 120 },
      {
        text: "For the ones you can act on, write one small next step and when you'll take it.",
        seconds: 240,
      },
      {
        text: "For the ones you can't act on, notice how they feel, and let them rest on the page.",
        seconds: 180,
      },
      { text: 'Close the notebook and take three slow breaths. Worry time is over for today.', seconds: 30 },
      {
        text: 'Move on to something absorbing, like a walk, a chat, music or a task you enjoy.',
        seconds: 120,
      },
    ],
    narration: prose`It's worry time. Find a seat, not your bed, and take out the list of worries you noted
      today. Read through them. Some may already feel less important, and you can cross those out. For each
      one that's left, ask yourself whether there's something you can do about it. If there is, write one
      small next step and when you'll take it. If there isn't, let it rest on the page for now. When your
      time is up, close the notebook, take a few slow breaths, and move on to something you enjoy.`,
  },
  {
    slug: 'self-compassion-pause',
    kind: 'exercise',
    title: 'A self-compassion pause',
    summary: prose`A few minutes of noticing a hard moment, remembering you're not alone in it, and offering
      yourself some warmth.`,
    minutes: 5,
    tags: ['self-compassion', 'stress'],
    body_markdown: `When things go wrong, many of us respond with criticism. This short practice offers another response: noticing the difficulty, remembering you're not alone, and giving yourself some warmth. It takes a few minutes and can be done almost anywhere.

**Tips**

- If the words feel awkward, change them until they sound like something you'd say to a friend.
- Start with a small difficulty, not the hardest thing in your life.
- It's normal to feel a bit self-conscious at first.`,
    steps: [
      {
        text: "Think of something that's been hard for you lately. Let yourself feel a little of it, without diving in.",
        seconds: 45,
      },
      { text: 'Say to yourself, slowly: this is a hard moment.', seconds: 30 },
      {
        text: 'Remind yourself that struggling is part of being human. Others feel this way too.',
        seconds: 45,
      },
      {
        text: 'Rest a hand on your chest, or anywhere that feels comforting, and feel its warmth.',
        seconds: 30,
      },
      {
        text: 'Offer yourself something kind, like: may I be gentle with myself right now. Or find words that fit you.',
        seconds: 60,
      },
      { text: 'Ask what you need right now, and notice whatever comes up.', seconds: 60 },
      { text: 'Take a few slow breaths before returning to your day.', seconds: 30 },
    ],
    narration: prose`Let's take a short pause for self-compassion. Bring to mind something that's been hard
      lately, just enough to feel it a little. Now say to yourself, this is a hard moment. Remind yourself
      that struggling is part of being human, and that others feel this way too. If you like, rest a hand on
      your chest and feel its warmth. Then offer yourself some kindness, perhaps, may I be gentle with myself
      right now. Ask what you need, and listen for the answer. Take a few slow breaths before you carry on.`,
  },
  {
    slug: 'three-good-things-tonight',
    kind: 'exercise',
    title: 'Three good things tonight',
    summary: prose`An end-of-day practice of writing down three things that went well, and why, so good
      moments have a chance to register.`,
    minutes: 6,
    tags: ['gratitude', 'mood'],
    body_markdown: `Writing down a few good things each day helps pleasant moments register instead of slipping past. Over time, many people find they start to notice them as they happen, too.

**Tips**

- Be specific: "the sun on my face at lunch" works better than "the weather".
- Include your own part when you can, like "I finished the email I'd been putting off".
- On hard days, tiny things count just as much.`,
    steps: [
      { text: 'Find a quiet moment near the end of your day, with a notebook or your phone.', seconds: 30 },
      {
        text: 'Think back over today and write down one thing that went well. Small is perfect.',
        seconds: 60,
      },
      { text: 'Write why it happened, or why it mattered to you.', seconds: 45 },
      { text: 'Write a second good thing, and why.', seconds: 75 },
      { text: 'Write a third good thing, and why.', seconds: 75 },
      { text: 'Read your three things back slowly, and let yourself enjoy them for a moment.', seconds: 45 },
    ],
    narration: prose`As your day comes to a close, let's look for three good things. Think back over today and
      find one thing that went well. It can be small, like a good cup of tea or a kind word. Write it down,
      and add why it happened or why it mattered to you. Now find a second good thing, and then a third. When
      you're done, read your list back slowly and let yourself enjoy each one for a moment. On hard days, the
      smallest things count just as much.`,
  },
];
