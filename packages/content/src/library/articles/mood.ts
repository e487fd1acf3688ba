import { prose } from '../../text';
import type { ContentItem } from '../schema';

export const MOOD_ARTICLES: readonly ContentItem[] = [
  {
    slug: 'starting-small-when-motivation-is-low',
    kind: 'article',
    title: 'Starting small when motivation is low',
    summary: prose`When mood is low, waiting to feel motivated can keep you stuck. Small, planned actions
      often come first, and the motivation follows.`,
    minutes: 3,
    tags: ['mood'],
    body_markdown: `## The waiting trap

When you feel low, it's natural to wait until you feel like doing something before you do it. The trouble is that low mood tends to drain the very energy and interest you're waiting for. Days can shrink to the bare minimum, and a smaller day gives your mood less to lift it.

Many people find it works better the other way round: do a small thing first, and let the feeling catch up.

## Choosing small actions

Three kinds of activity tend to help:

- **Things that give pleasure:** a favourite song, a warm shower, sitting in the sun.
- **Things that give a sense of achievement:** washing a few dishes, answering one email, watering a plant.
- **Things that connect you:** a message to a friend, a chat with a neighbour.

Pick one, and make it smaller than feels necessary. Not "clean the kitchen" but "clear the kitchen table". Small steps are more likely to happen, and each one counts.

## Making it easier to start

- **Plan it.** Decide when and where: "After lunch, I'll walk to the corner shop."
- **Lower the bar.** Tell yourself you only need to do two minutes. If you stop there, that's still a win.
- **Notice the result.** Afterwards, rate your mood before and after, even roughly. Small shifts are easy to miss unless you look for them.

## Being kind about it

Some days will go better than others. That's part of the process rather than a failure; what matters is coming back to the next small step.

If low mood lasts for more than a couple of weeks, or everyday life is getting hard to manage, please talk to someone you trust or a professional, because you don't have to work through it alone.`,
    narration: prose`When you feel low, it's natural to wait until you feel like doing something. But low mood
      can drain the very energy you're waiting for. Often it works better the other way round. Do one small
      thing first, and let the feeling catch up. Choose something that gives you a little pleasure, a sense of
      achievement, or a bit of connection with someone. Make it smaller than feels necessary, like clearing
      one table or sending one message. Afterwards, notice any shift in how you feel. And if low mood stays
      with you for weeks, please reach out to someone you trust.`,
  },
  {
    slug: 'thoughts-are-not-always-facts',
    kind: 'article',
    title: 'Thoughts are not always facts',
    summary: prose`Our minds offer quick explanations that can feel true without being the whole story.
      Learning to step back from a thought gives you more choice in how to respond.`,
    minutes: 4,
    tags: ['mood', 'anxiety'],
    body_markdown: `## Quick stories

Your mind is always making sense of what happens, and it's very fast at it. A friend doesn't reply, and a thought arrives: "They're annoyed with me." You make a mistake at work: "I'm hopeless at this." These thoughts show up instantly and often feel like plain facts.

When you're stressed, tired or low, the stories tend to lean negative. That isn't a flaw in you; it's how a mind on alert works. But it means some thoughts deserve a second look before you act on them.

## Common patterns

A few thinking habits come up for almost everyone:

- **Mind reading:** assuming you know what others think of you.
- **All or nothing:** seeing things as total success or total failure.
- **Fortune telling:** predicting the worst as if it were certain.
- **Labelling:** turning one event into a verdict on who you are.

Spotting the pattern is often enough to loosen a thought's grip.

## Taking a second look

When a thought stings, try asking:

- What's the evidence for this, and what's the evidence against it?
- Is there another way of seeing this situation?
- What would I say to a friend who had this thought?
- Will this matter in a week, or a year?

The aim isn't to swap every painful thought for a cheerful one. It's to find a version that is fairer and more balanced, like "They might be busy. I'll check in tomorrow."

## Noticing without arguing

Sometimes it helps simply to label a thought as a thought: "I'm having the thought that I'm hopeless." That small step back creates space between you and the story.

If painful thoughts keep returning and weigh on you most days, talking them over with someone you trust or a professional can help you find steadier ground.`,
    narration: prose`Your mind is very quick at telling stories about what happens. A friend doesn't reply, and a
      thought arrives that they must be annoyed with you. These thoughts can feel like facts, especially when
      you're tired or stressed. But they deserve a second look. Ask yourself what the evidence is, whether
      there's another way to see things, and what you'd say to a friend who thought the same. You're not
      trying to force a cheerful thought, just a fairer one. And if heavy thoughts keep coming back, talking
      with someone you trust can help.`,
  },
  {
    slug: 'talking-to-yourself-like-a-friend',
    kind: 'article',
    title: 'Talking to yourself like a friend',
    summary: prose`Most of us speak to ourselves far more harshly than we would to anyone else.
      Self-compassion is a practical skill for changing that tone.`,
    minutes: 3,
    tags: ['self-compassion', 'mood'],
    body_markdown: `## The inner critic

Notice how you talk to yourself when something goes wrong. For many people the inner voice is sharp: "Typical. You always mess this up." We'd rarely say that to a friend, yet it can feel normal, even useful, to say it to ourselves.

Harsh self-talk often comes from wanting to do well. But being criticised, even by yourself, tends to bring shame and stress rather than motivation. It's hard to learn from a mistake while you're busy being told off for it.

## What self-compassion is, and isn't

Self-compassion means treating yourself with the same warmth you'd offer someone you care about when they're struggling. It isn't letting yourself off the hook, and it isn't self-pity. You can still take responsibility and want to change; you just do it from a kinder place.

It has three simple parts:

- **Noticing:** "This is a hard moment."
- **Remembering you're not alone:** "Everyone struggles sometimes. This is part of being human."
- **Offering kindness:** "What do I need right now? What would help?"

## Practising it

- When you catch the critic, pause and ask what a good friend would say instead. Then say that, even if it feels awkward.
- Rest a hand on your chest or arm while you do it. A gentle gesture can help the words land.
- After a tough day, write yourself a few kind lines.

It can feel strange at first, especially if you're used to pushing yourself hard. Like any skill, it gets easier with practice.

If your inner voice is harsh most of the time, or you often feel worthless, please share that with someone you trust or a professional, because you deserve support too.`,
    narration: prose`Notice how you speak to yourself when something goes wrong. For many of us the inner voice
      is harsh in a way we'd never be with a friend. Self-compassion means offering yourself the same warmth
      you'd give someone you care about. It isn't letting yourself off the hook. It's noticing that this is a
      hard moment, remembering that everyone struggles sometimes, and asking what would help. Next time you
      catch the inner critic, pause and ask what a good friend would say. Then say that to yourself, even if
      it feels a little strange at first.`,
  },
];
