import { prose } from '../../text';
import type { ContentItem } from '../schema';

export const CONNECTION_ARTICLES: readonly ContentItem[] = [
  {
    slug: 'saying-no-kindly',
    kind: 'article',
    title: 'Saying no kindly',
    summary: prose`Boundaries protect your time and energy, and they can be set warmly. A few simple phrases
      make saying no feel less daunting.`,
    minutes: 3,
    tags: ['relationships', 'stress'],
    body_markdown: `## Why no is hard

Many of us find it hard to say no. We want to be helpful, we'd rather avoid conflict, or we worry that people will think less of us. So we agree to things we don't have the time or energy for, and end up stretched thin, resentful, or both.

A boundary is simply a clear statement of what you can and can't do. It isn't a wall or a punishment. Good relationships have room for both people's needs, and saying no to one thing often means saying yes to something else that matters, like rest, family or your own work.

## Getting ready

- **Know your limits.** Notice the situations that leave you drained or resentful. They point to where a boundary would help.
- **Buy time.** You don't have to answer on the spot. "Let me check and get back to you" is a complete sentence.
- **Keep it short.** Long explanations invite debate. One honest reason is plenty, and sometimes none is needed.

## Phrases that help

- "Thanks for thinking of me, but I can't take this on right now."
- "I can't do Saturday, but I could help for an hour on Sunday."
- "That doesn't work for me."
- "I need to leave by six tonight."

Say it kindly and calmly, then let the pause sit. You don't need to fill it.

## Afterwards

It's normal to feel guilty or uneasy the first few times. That feeling doesn't mean you did something wrong; it means you did something new. Most people respect a clear, friendly no more than a reluctant yes.

If setting boundaries feels impossible, or a relationship leaves you feeling afraid or controlled, please talk to someone you trust or a professional about it.`,
    narration: prose`Saying no can be hard. We want to help, and we worry about letting people down. But a
      boundary is just a clear statement of what you can and can't do, and it can be given warmly. You don't
      have to answer on the spot. You can say, let me check and get back to you. Keep your reason short, or
      offer something you can do instead. It's normal to feel a little guilty at first. That feeling means
      you did something new, not something wrong. Over time, a clear and friendly no gets easier to say.`,
  },
  {
    slug: 'feeling-lonely',
    kind: 'article',
    title: 'Feeling lonely, and small ways back to people',
    summary: prose`Loneliness is a common signal that we need more connection, not a sign that something is
      wrong with us. Small, regular contact is a good place to start.`,
    minutes: 3,
    tags: ['relationships', 'mood'],
    body_markdown: `## A common feeling

Loneliness is the gap between the connection you have and the connection you'd like. You can feel it living alone or in a busy household, with few friends or with many. Almost everyone feels it at some point, especially after a move, a loss, a breakup or a change in routine.

Like hunger, loneliness is a signal: it tells you that you need more connection. But it can also make reaching out feel harder. When we're lonely we can become more alert to rejection, and more likely to expect it.

## Small steps back

Connection is built from small moments more often than big gestures. Some ideas:

- **Message one person.** Send a short note to someone you'd like to hear from. Keep it light: a question, a memory, a photo.
- **Repeat contact.** Seeing the same faces regularly, at a class, a café or a walking group, lets familiarity grow naturally.
- **Count brief exchanges.** A chat with a neighbour or a shopkeeper can lift your mood more than you'd expect.
- **Do something alongside others.** Volunteering, a hobby group or a community garden give you something to share besides small talk.
- **Be patient.** New friendships take time and many meetings. A slow start is normal, not a rejection.

## Being with yourself

Time alone isn't the same as loneliness. It can help to build some gentle routines you enjoy on your own too, like a walk, a favourite meal or a good book, so that your own company feels more like company.

If loneliness has lasted a long time, or it's dragging your mood down, consider talking to someone you trust or a professional; reaching out is itself a step towards connection.`,
    narration: prose`Loneliness is the gap between the connection you have and the connection you'd like. Almost
      everyone feels it at some point, and it's a signal, not a flaw. It tells you that you need more contact
      with people. Connection usually grows from small moments. Send a short message to someone you'd like
      to hear from. Chat with a neighbour. Go somewhere regularly where you'll see the same faces. New
      friendships take time, so be patient with yourself. And if loneliness has lasted a long while, talking
      to someone you trust is a brave first step.`,
  },
  {
    slug: 'noticing-good-things',
    kind: 'article',
    title: 'Why noticing good things helps',
    summary: prose`Our attention is drawn to problems more easily than to pleasant moments. A little regular
      practice helps the good moments register too.`,
    minutes: 3,
    tags: ['gratitude', 'mood'],
    body_markdown: `## A mind tuned to problems

Minds are very good at spotting what's wrong. It's a useful skill for solving problems and staying safe, but it means pleasant moments can slip by without really landing. A kind word, a good meal or a quiet moment in the sun may pass in seconds, while one awkward comment replays all evening.

Gratitude practices are ways of evening out that balance. They don't ask you to ignore what's hard or pretend everything is fine. They simply make room for the good things that are there too.

## Ways to practise

- **Three good things.** At the end of the day, write down three things that went well and why they happened. Small is fine: "the bus came on time", "my sister called".
- **Savouring.** When something pleasant happens, stay with it a few seconds longer than usual. Notice the details and let it sink in.
- **Saying thank you.** Tell someone exactly what they did and why it mattered to you. It tends to lift you both.
- **A gratitude walk.** On a short walk, look for things you appreciate: a tree, a sound, a smell.

## Keeping it fresh

Gratitude can turn into a chore if it's the same list every day. Look for new things, or explore one item in more detail. A few times a week is plenty if daily feels like too much.

## When it feels hard

On difficult days, finding anything good can feel impossible, and that's OK. Even "this tea is warm" counts. Be gentle with yourself.

If your mood stays low for a while, even when good things happen, it's important to talk to someone you trust or a professional about how you've been feeling.`,
    narration: prose`Our minds are quick to spot what's wrong, so good moments can slip by without landing. A
      little gratitude practice helps even out that balance. It doesn't mean ignoring what's hard. It just
      makes room for the good things that are there too. At the end of the day, you might write down three
      things that went well, however small. When something pleasant happens, pause and let it sink in. Or
      tell someone exactly what they did that helped you. And on hard days, noticing that your tea is warm is
      plenty.`,
  },
];
