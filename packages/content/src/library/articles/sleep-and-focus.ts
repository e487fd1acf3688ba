import { prose } from '../../text';
import type { ContentItem } from '../schema';

export const SLEEP_AND_FOCUS_ARTICLES: readonly ContentItem[] = [
  {
    slug: 'helping-sleep-find-you',
    kind: 'article',
    title: 'Helping sleep find you',
    summary: prose`Sleep can't be forced, but you can make it easier for it to arrive. These everyday habits
      give your body clear signals about when to rest.`,
    minutes: 3,
    tags: ['sleep'],
    body_markdown: `## Sleep comes to you

Sleep is one of the few things that gets harder the more effort you put in. Lying in bed trying to sleep tends to keep you alert. What you can do is set up the conditions that let sleep arrive on its own.

## A steady rhythm

Your body likes regular signals. Getting up at roughly the same time every day, weekends included, is one of the most helpful habits. Morning daylight adds to that signal, so try to spend a little time outside or by a window early in the day.

## Winding down

The hour before bed is a bridge between the day and sleep. Try to make it calmer and dimmer than the rest of the evening:

- lower the lights and put bright screens away if you can
- do the same few calming things in the same order each night
- write down tomorrow's tasks or worries, so they're not circling as you lie down

## A restful bedroom

A cool, dark, quiet room helps. Keep the bed for sleep and rest rather than work or scrolling, so your body links it with settling down.

## During the day

Caffeine can linger for hours, so many people find it helps to stop by early afternoon. Regular movement during the day tends to help at night too, as long as hard exercise isn't right before bed.

## If you can't sleep

If you've been lying awake for what feels like a long while, get up and do something quiet and unexciting in dim light, then go back to bed when you feel sleepy. It takes the pressure off.

Most people have the odd bad night, and one poor night isn't a disaster. If sleep is difficult most nights for several weeks, or you feel low because of it, it's worth talking to someone you trust or a professional.`,
    narration: prose`Sleep is one of the few things that gets harder the more you try. Instead of forcing it,
      you can make it easier for sleep to arrive. Get up at about the same time every day, and spend a
      little time in morning daylight. In the hour before bed, dim the lights, put screens away, and do a
      few calming things in the same order each night. Keep your bedroom cool, dark and quiet. And if you've
      been lying awake for a while, get up and do something quiet until you feel sleepy again.`,
  },
  {
    slug: 'when-your-mind-races-at-bedtime',
    kind: 'article',
    title: 'When your mind races at bedtime',
    summary: prose`Lying down can be the moment thoughts speed up. Here are gentle ways to give a busy mind
      somewhere else to rest.`,
    minutes: 3,
    tags: ['sleep', 'anxiety'],
    body_markdown: `## Why night-time is busy

During the day your attention is pulled in many directions. When you turn the light off there's nothing left to distract you, and everything you haven't had time to think about comes forward at once. Tiredness also makes problems feel bigger, which is why a worry at midnight can seem so much heavier than the same worry at breakfast.

## Before bed: put it on paper

About an hour before bed, spend five or ten minutes writing down what's on your mind. For each item, note a next step if there is one, or simply "tomorrow". The aim isn't to solve anything; it's to show your mind that nothing will be lost.

## In bed: a softer place to land

Trying to stop thinking usually backfires. Instead, give your mind something gentle and a little boring to hold:

- **Slow breathing.** Breathe out a little longer than you breathe in, and count the out-breaths.
- **A body scan.** Move your attention slowly up from your toes, noticing each part.
- **A calm scene.** Picture a place you know well and walk through it in detail.
- **A word game.** Pick an easy category, like fruit, and find one for each letter of the alphabet.

When thoughts pull you back, that's expected. Notice, and return to your anchor without frustration.

## If you're still awake

If you've been lying awake and feel restless, get up for a while. Sit somewhere dim and do something quiet, like reading something light, until you feel sleepy.

If racing thoughts keep you up most nights, or the worries themselves feel overwhelming, please talk to someone you trust or a professional about what's going on.`,
    narration: prose`Lots of people find their mind speeds up the moment they lie down. There's nothing left to
      distract you, and tiredness makes worries feel bigger. It can help to write down what's on your mind an
      hour before bed, with a next step for each thing. Then, in bed, give your attention something soft and
      steady to rest on. You might count slow out-breaths, scan your body from your toes upwards, or picture
      a calm place in detail. When thoughts pull you away, just come back. And if racing thoughts keep you
      awake most nights, talk to someone you trust.`,
  },
  {
    slug: 'working-with-a-scattered-mind',
    kind: 'article',
    title: 'Working with a scattered mind',
    summary: prose`When attention keeps slipping, it usually needs structure rather than willpower. Small
      changes to how you set up a task can make focus easier.`,
    minutes: 3,
    tags: ['focus', 'stress'],
    body_markdown: `## Attention runs out

Focus isn't just a matter of trying harder. Attention tires, and it's easily pulled away by noise, notifications and unfinished tasks. Stress and short nights make it even more slippery. If you're finding it hard to concentrate, treat it as a sign to change the setup, not as a sign that something is wrong with you.

## Make the next step obvious

Big, vague tasks invite distraction. Before you start, write down the very next physical action: not "do the report" but "open the document and write three bullet points for the introduction". A clear first step is easier to begin.

## Work in short sprints

Set a timer for fifteen to twenty-five minutes and work on one thing only. When it ends, take a short break: stand up, stretch, look out of a window. Then choose the next sprint. Short, defined stretches feel more manageable than an open-ended afternoon.

## Clear the path

- Put your phone in another room, or at least out of sight.
- Close the tabs and apps you don't need for this task.
- Keep a "later" list beside you. When an unrelated thought pops up, jot it down and go back to the task.

## Look after the basics

Concentration comes more easily when you've had water, food, some daylight and a bit of movement. A five-minute walk can do more for focus than another coffee.

## Be realistic

Most people can manage only a few hours of deep, focused work in a day. Plan your hardest tasks for the time you tend to feel sharpest, and save routine jobs for the rest.

If trouble concentrating goes on for weeks, or comes with feeling low or anxious, it's worth mentioning to someone you trust or a professional.`,
    narration: prose`If your attention keeps slipping, it usually needs a better setup rather than more
      willpower. Before you start, write down the very next action, something small and concrete. Then set a
      timer for a short stretch, work on that one thing, and take a proper break when the timer ends. Put
      your phone out of sight, and keep a later list beside you for stray thoughts. Water, food, daylight and
      a little movement all help too. Most of us can only focus deeply for a few hours a day, so be kind to
      yourself about it.`,
  },
];
