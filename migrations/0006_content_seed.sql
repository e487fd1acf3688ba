-- The content library (packages/content/src/library), written by `pnpm content:seed-sql`.
-- Generated from the data: change the data and re-render, never this file by hand.
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('what-stress-is', 'article', 'What stress is, and why it builds up', 'Stress is the body and mind gearing up to meet a demand. Knowing how it works makes it easier to notice early and let it settle.', 3, '["stress"]', '## A system built for short bursts

Stress is your body and mind getting ready to meet a demand. Your heart beats a little faster, your muscles tense and your attention narrows on the problem in front of you. For a short burst this is useful: it helps you catch a bus, finish a task or react quickly.

Trouble comes when the demands keep arriving and there''s no gap to recover in between. Then the "ready" setting stays switched on. Many people notice it as tight shoulders, a clenched jaw, shorter patience, trouble switching off in the evening, or feeling tired but wired.

## Noticing it early

Stress tends to build quietly. A quick daily check-in helps you spot it before it piles up:

- **Body:** where am I holding tension right now?
- **Mind:** are my thoughts racing, or stuck on one thing?
- **Habits:** am I skipping meals, breaks or people I enjoy?

## Giving the system a gap

You can''t remove every demand, but you can give your body regular chances to stand down. Small things count, especially when they''re repeated:

- a few slow breaths with a longer out-breath
- a short walk or stretch between tasks
- finishing one thing before starting the next
- a clear end to the working day, even a small ritual like closing the laptop and making a drink

It also helps to sort demands into the ones you can influence and the ones you can''t. Put your energy into the first list, and practise letting the second one be, at least for now.

Stress is a normal part of life, not a sign that you''re failing. If it feels constant, or starts to affect your sleep, mood or relationships for weeks at a time, talking it through with someone you trust or a professional can really help.', NULL, 'Stress is your body and mind getting ready to meet a demand. In short bursts it helps you act quickly, but when demands keep coming without a break, that ready feeling can stay switched on. You might notice tight shoulders, a short temper, or trouble switching off at night. The good news is that small, repeated pauses really add up. A few slow breaths, a short walk, or a clear end to your working day all give your body a chance to stand down. And if stress feels constant for weeks, talking it through with someone you trust can help.', 0) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('anxiety-in-the-body', 'article', 'Why anxiety shows up in the body', 'Anxious feelings often arrive as physical sensations first. Understanding why can make them less frightening and easier to ride out.', 3, '["anxiety","breathing"]', '## The body''s alarm

When your mind senses a threat, real or imagined, your body responds as if it needs to act. Breathing quickens, the heart speeds up, muscles brace and digestion slows down. This alarm is old and fast. It doesn''t stop to check whether the "threat" is a bear or an email you''re dreading.

That''s why anxiety can feel so physical: a fluttering stomach, a tight chest, shaky hands, feeling hot, or a sense that something is wrong without knowing what. These sensations are uncomfortable, but they''re the body doing its job a little too eagerly. If you''re ever unsure what a physical sensation means, it''s always fine to get it checked.

## When sensations feed worry

A common loop goes like this: you feel a sensation, you worry about what it means, and the worry turns the alarm up further. Breaking the loop starts with naming what is happening: "This is my alarm going off. It feels strong, and it will pass."

## Helping the alarm settle

The body''s calming side responds well to slow, steady signals:

- **A longer out-breath.** Breathe in for four, out for six, for a couple of minutes.
- **Grounding.** Feel your feet on the floor and name a few things you can see and hear.
- **Letting muscles go.** Drop your shoulders, unclench your jaw, soften your hands.
- **Moving.** A brisk walk gives the body''s readiness somewhere to go.

It helps to practise these when you''re calm, too, so they feel familiar when you need them.

## What you can expect

Waves of anxiety tend to rise, peak and ease, even if it doesn''t feel that way in the moment. Each time you ride one out, you show yourself that you can.

If anxious feelings are frequent, intense or getting in the way of daily life, it''s worth talking to someone you trust or a professional who can help you make sense of them.', NULL, 'When your mind senses a threat, your body reacts as if it needs to act. Your breathing quickens, your heart speeds up, and your muscles brace. That''s why anxiety can feel so physical, with a fluttering stomach or a tight chest. These feelings are uncomfortable, but they are your body''s alarm being a little too eager. You can help it settle. Try breathing out more slowly than you breathe in. Feel your feet on the floor. Let your shoulders drop. Waves of anxiety tend to rise and then ease. And if they come often, talking with someone you trust can really help.', 1) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('a-time-slot-for-worry', 'article', 'Giving worry a time slot', 'Worry that runs all day can be gently moved to a set time. Here is how a daily worry slot works and how to try it.', 3, '["anxiety","stress"]', '## Worry that won''t clock off

Worry often feels urgent, as if by going over a problem one more time you''ll finally solve it, or at least be ready for the worst. In practice, going over the same ground rarely brings new answers, and it takes attention away from everything else.

A worry slot gives worry some boundaries. Instead of trying to stop worrying, which rarely works, you postpone it to a set time each day.

## How to try it

1. **Pick a time and a place.** Fifteen minutes at the same time each day, not too close to bedtime. A chair at the kitchen table works better than your bed.
2. **Notice and postpone.** When a worry shows up during the day, jot it down in a word or two and tell yourself, "I''ll think about this at my worry time."
3. **Come back to the present.** Turn your attention back to what you were doing, as fully as you can.
4. **Use the slot.** At the set time, read your list. Some worries will have faded. For the ones that still matter, ask whether there''s something you can do. If there is, write one small next step. If there isn''t, practise letting it sit on the page.
5. **Stop on time.** When the fifteen minutes are up, close the notebook and do something that absorbs you.

## What to expect

The first few days can feel clumsy, and worries may slip past the postponing. That''s normal. Over a week or two, many people find that worry takes up less of the day and feels a little more manageable.

If worry takes over most of your days, or stops you doing things you care about, it''s a good idea to talk to someone you trust or a professional about it.', NULL, 'Worry can feel urgent, as if thinking about a problem one more time will finally solve it. Usually it doesn''t, and it pulls you away from your day. A worry slot can help. Choose fifteen minutes at the same time each day. When a worry pops up, jot it down and tell yourself you''ll come back to it later. Then return to what you were doing. At your worry time, read the list, write one small step for anything you can act on, and let the rest stay on the page. When the time is up, close the notebook.', 2) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('starting-small-when-motivation-is-low', 'article', 'Starting small when motivation is low', 'When mood is low, waiting to feel motivated can keep you stuck. Small, planned actions often come first, and the motivation follows.', 3, '["mood"]', '## The waiting trap

When you feel low, it''s natural to wait until you feel like doing something before you do it. The trouble is that low mood tends to drain the very energy and interest you''re waiting for. Days can shrink to the bare minimum, and a smaller day gives your mood less to lift it.

Many people find it works better the other way round: do a small thing first, and let the feeling catch up.

## Choosing small actions

Three kinds of activity tend to help:

- **Things that give pleasure:** a favourite song, a warm shower, sitting in the sun.
- **Things that give a sense of achievement:** washing a few dishes, answering one email, watering a plant.
- **Things that connect you:** a message to a friend, a chat with a neighbour.

Pick one, and make it smaller than feels necessary. Not "clean the kitchen" but "clear the kitchen table". Small steps are more likely to happen, and each one counts.

## Making it easier to start

- **Plan it.** Decide when and where: "After lunch, I''ll walk to the corner shop."
- **Lower the bar.** Tell yourself you only need to do two minutes. If you stop there, that''s still a win.
- **Notice the result.** Afterwards, rate your mood before and after, even roughly. Small shifts are easy to miss unless you look for them.

## Being kind about it

Some days will go better than others. That''s part of the process rather than a failure; what matters is coming back to the next small step.

If low mood lasts for more than a couple of weeks, or everyday life is getting hard to manage, please talk to someone you trust or a professional, because you don''t have to work through it alone.', NULL, 'When you feel low, it''s natural to wait until you feel like doing something. But low mood can drain the very energy you''re waiting for. Often it works better the other way round. Do one small thing first, and let the feeling catch up. Choose something that gives you a little pleasure, a sense of achievement, or a bit of connection with someone. Make it smaller than feels necessary, like clearing one table or sending one message. Afterwards, notice any shift in how you feel. And if low mood stays with you for weeks, please reach out to someone you trust.', 3) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('thoughts-are-not-always-facts', 'article', 'Thoughts are not always facts', 'Our minds offer quick explanations that can feel true without being the whole story. Learning to step back from a thought gives you more choice in how to respond.', 4, '["mood","anxiety"]', '## Quick stories

Your mind is always making sense of what happens, and it''s very fast at it. A friend doesn''t reply, and a thought arrives: "They''re annoyed with me." You make a mistake at work: "I''m hopeless at this." These thoughts show up instantly and often feel like plain facts.

When you''re stressed, tired or low, the stories tend to lean negative. That isn''t a flaw in you; it''s how a mind on alert works. But it means some thoughts deserve a second look before you act on them.

## Common patterns

A few thinking habits come up for almost everyone:

- **Mind reading:** assuming you know what others think of you.
- **All or nothing:** seeing things as total success or total failure.
- **Fortune telling:** predicting the worst as if it were certain.
- **Labelling:** turning one event into a verdict on who you are.

Spotting the pattern is often enough to loosen a thought''s grip.

## Taking a second look

When a thought stings, try asking:

- What''s the evidence for this, and what''s the evidence against it?
- Is there another way of seeing this situation?
- What would I say to a friend who had this thought?
- Will this matter in a week, or a year?

The aim isn''t to swap every painful thought for a cheerful one. It''s to find a version that is fairer and more balanced, like "They might be busy. I''ll check in tomorrow."

## Noticing without arguing

Sometimes it helps simply to label a thought as a thought: "I''m having the thought that I''m hopeless." That small step back creates space between you and the story.

If painful thoughts keep returning and weigh on you most days, talking them over with someone you trust or a professional can help you find steadier ground.', NULL, 'Your mind is very quick at telling stories about what happens. A friend doesn''t reply, and a thought arrives that they must be annoyed with you. These thoughts can feel like facts, especially when you''re tired or stressed. But they deserve a second look. Ask yourself what the evidence is, whether there''s another way to see things, and what you''d say to a friend who thought the same. You''re not trying to force a cheerful thought, just a fairer one. And if heavy thoughts keep coming back, talking with someone you trust can help.', 4) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('talking-to-yourself-like-a-friend', 'article', 'Talking to yourself like a friend', 'Most of us speak to ourselves far more harshly than we would to anyone else. Self-compassion is a practical skill for changing that tone.', 3, '["self-compassion","mood"]', '## The inner critic

Notice how you talk to yourself when something goes wrong. For many people the inner voice is sharp: "Typical. You always mess this up." We''d rarely say that to a friend, yet it can feel normal, even useful, to say it to ourselves.

Harsh self-talk often comes from wanting to do well. But being criticised, even by yourself, tends to bring shame and stress rather than motivation. It''s hard to learn from a mistake while you''re busy being told off for it.

## What self-compassion is, and isn''t

Self-compassion means treating yourself with the same warmth you''d offer someone you care about when they''re struggling. It isn''t letting yourself off the hook, and it isn''t self-pity. You can still take responsibility and want to change; you just do it from a kinder place.

It has three simple parts:

- **Noticing:** "This is a hard moment."
- **Remembering you''re not alone:** "Everyone struggles sometimes. This is part of being human."
- **Offering kindness:** "What do I need right now? What would help?"

## Practising it

- When you catch the critic, pause and ask what a good friend would say instead. Then say that, even if it feels awkward.
- Rest a hand on your chest or arm while you do it. A gentle gesture can help the words land.
- After a tough day, write yourself a few kind lines.

It can feel strange at first, especially if you''re used to pushing yourself hard. Like any skill, it gets easier with practice.

If your inner voice is harsh most of the time, or you often feel worthless, please share that with someone you trust or a professional, because you deserve support too.', NULL, 'Notice how you speak to yourself when something goes wrong. For many of us the inner voice is harsh in a way we''d never be with a friend. Self-compassion means offering yourself the same warmth you''d give someone you care about. It isn''t letting yourself off the hook. It''s noticing that this is a hard moment, remembering that everyone struggles sometimes, and asking what would help. Next time you catch the inner critic, pause and ask what a good friend would say. Then say that to yourself, even if it feels a little strange at first.', 5) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('helping-sleep-find-you', 'article', 'Helping sleep find you', 'Sleep can''t be forced, but you can make it easier for it to arrive. These everyday habits give your body clear signals about when to rest.', 3, '["sleep"]', '## Sleep comes to you

Sleep is one of the few things that gets harder the more effort you put in. Lying in bed trying to sleep tends to keep you alert. What you can do is set up the conditions that let sleep arrive on its own.

## A steady rhythm

Your body likes regular signals. Getting up at roughly the same time every day, weekends included, is one of the most helpful habits. Morning daylight adds to that signal, so try to spend a little time outside or by a window early in the day.

## Winding down

The hour before bed is a bridge between the day and sleep. Try to make it calmer and dimmer than the rest of the evening:

- lower the lights and put bright screens away if you can
- do the same few calming things in the same order each night
- write down tomorrow''s tasks or worries, so they''re not circling as you lie down

## A restful bedroom

A cool, dark, quiet room helps. Keep the bed for sleep and rest rather than work or scrolling, so your body links it with settling down.

## During the day

Caffeine can linger for hours, so many people find it helps to stop by early afternoon. Regular movement during the day tends to help at night too, as long as hard exercise isn''t right before bed.

## If you can''t sleep

If you''ve been lying awake for what feels like a long while, get up and do something quiet and unexciting in dim light, then go back to bed when you feel sleepy. It takes the pressure off.

Most people have the odd bad night, and one poor night isn''t a disaster. If sleep is difficult most nights for several weeks, or you feel low because of it, it''s worth talking to someone you trust or a professional.', NULL, 'Sleep is one of the few things that gets harder the more you try. Instead of forcing it, you can make it easier for sleep to arrive. Get up at about the same time every day, and spend a little time in morning daylight. In the hour before bed, dim the lights, put screens away, and do a few calming things in the same order each night. Keep your bedroom cool, dark and quiet. And if you''ve been lying awake for a while, get up and do something quiet until you feel sleepy again.', 6) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('when-your-mind-races-at-bedtime', 'article', 'When your mind races at bedtime', 'Lying down can be the moment thoughts speed up. Here are gentle ways to give a busy mind somewhere else to rest.', 3, '["sleep","anxiety"]', '## Why night-time is busy

During the day your attention is pulled in many directions. When you turn the light off there''s nothing left to distract you, and everything you haven''t had time to think about comes forward at once. Tiredness also makes problems feel bigger, which is why a worry at midnight can seem so much heavier than the same worry at breakfast.

## Before bed: put it on paper

About an hour before bed, spend five or ten minutes writing down what''s on your mind. For each item, note a next step if there is one, or simply "tomorrow". The aim isn''t to solve anything; it''s to show your mind that nothing will be lost.

## In bed: a softer place to land

Trying to stop thinking usually backfires. Instead, give your mind something gentle and a little boring to hold:

- **Slow breathing.** Breathe out a little longer than you breathe in, and count the out-breaths.
- **A body scan.** Move your attention slowly up from your toes, noticing each part.
- **A calm scene.** Picture a place you know well and walk through it in detail.
- **A word game.** Pick an easy category, like fruit, and find one for each letter of the alphabet.

When thoughts pull you back, that''s expected. Notice, and return to your anchor without frustration.

## If you''re still awake

If you''ve been lying awake and feel restless, get up for a while. Sit somewhere dim and do something quiet, like reading something light, until you feel sleepy.

If racing thoughts keep you up most nights, or the worries themselves feel overwhelming, please talk to someone you trust or a professional about what''s going on.', NULL, 'Lots of people find their mind speeds up the moment they lie down. There''s nothing left to distract you, and tiredness makes worries feel bigger. It can help to write down what''s on your mind an hour before bed, with a next step for each thing. Then, in bed, give your attention something soft and steady to rest on. You might count slow out-breaths, scan your body from your toes upwards, or picture a calm place in detail. When thoughts pull you away, just come back. And if racing thoughts keep you awake most nights, talk to someone you trust.', 7) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('working-with-a-scattered-mind', 'article', 'Working with a scattered mind', 'When attention keeps slipping, it usually needs structure rather than willpower. Small changes to how you set up a task can make focus easier.', 3, '["focus","stress"]', '## Attention runs out

Focus isn''t just a matter of trying harder. Attention tires, and it''s easily pulled away by noise, notifications and unfinished tasks. Stress and short nights make it even more slippery. If you''re finding it hard to concentrate, treat it as a sign to change the setup, not as a sign that something is wrong with you.

## Make the next step obvious

Big, vague tasks invite distraction. Before you start, write down the very next physical action: not "do the report" but "open the document and write three bullet points for the introduction". A clear first step is easier to begin.

## Work in short sprints

Set a timer for fifteen to twenty-five minutes and work on one thing only. When it ends, take a short break: stand up, stretch, look out of a window. Then choose the next sprint. Short, defined stretches feel more manageable than an open-ended afternoon.

## Clear the path

- Put your phone in another room, or at least out of sight.
- Close the tabs and apps you don''t need for this task.
- Keep a "later" list beside you. When an unrelated thought pops up, jot it down and go back to the task.

## Look after the basics

Concentration comes more easily when you''ve had water, food, some daylight and a bit of movement. A five-minute walk can do more for focus than another coffee.

## Be realistic

Most people can manage only a few hours of deep, focused work in a day. Plan your hardest tasks for the time you tend to feel sharpest, and save routine jobs for the rest.

If trouble concentrating goes on for weeks, or comes with feeling low or anxious, it''s worth mentioning to someone you trust or a professional.', NULL, 'If your attention keeps slipping, it usually needs a better setup rather than more willpower. Before you start, write down the very next action, something small and concrete. Then set a timer for a short stretch, work on that one thing, and take a proper break when the timer ends. Put your phone out of sight, and keep a later list beside you for stray thoughts. Water, food, daylight and a little movement all help too. Most of us can only focus deeply for a few hours a day, so be kind to yourself about it.', 8) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('saying-no-kindly', 'article', 'Saying no kindly', 'Boundaries protect your time and energy, and they can be set warmly. A few simple phrases make saying no feel less daunting.', 3, '["relationships","stress"]', '## Why no is hard

Many of us find it hard to say no. We want to be helpful, we''d rather avoid conflict, or we worry that people will think less of us. So we agree to things we don''t have the time or energy for, and end up stretched thin, resentful, or both.

A boundary is simply a clear statement of what you can and can''t do. It isn''t a wall or a punishment. Good relationships have room for both people''s needs, and saying no to one thing often means saying yes to something else that matters, like rest, family or your own work.

## Getting ready

- **Know your limits.** Notice the situations that leave you drained or resentful. They point to where a boundary would help.
- **Buy time.** You don''t have to answer on the spot. "Let me check and get back to you" is a complete sentence.
- **Keep it short.** Long explanations invite debate. One honest reason is plenty, and sometimes none is needed.

## Phrases that help

- "Thanks for thinking of me, but I can''t take this on right now."
- "I can''t do Saturday, but I could help for an hour on Sunday."
- "That doesn''t work for me."
- "I need to leave by six tonight."

Say it kindly and calmly, then let the pause sit. You don''t need to fill it.

## Afterwards

It''s normal to feel guilty or uneasy the first few times. That feeling doesn''t mean you did something wrong; it means you did something new. Most people respect a clear, friendly no more than a reluctant yes.

If setting boundaries feels impossible, or a relationship leaves you feeling afraid or controlled, please talk to someone you trust or a professional about it.', NULL, 'Saying no can be hard. We want to help, and we worry about letting people down. But a boundary is just a clear statement of what you can and can''t do, and it can be given warmly. You don''t have to answer on the spot. You can say, let me check and get back to you. Keep your reason short, or offer something you can do instead. It''s normal to feel a little guilty at first. That feeling means you did something new, not something wrong. Over time, a clear and friendly no gets easier to say.', 9) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('feeling-lonely', 'article', 'Feeling lonely, and small ways back to people', 'Loneliness is a common signal that we need more connection, not a sign that something is wrong with us. Small, regular contact is a good place to start.', 3, '["relationships","mood"]', '## A common feeling

Loneliness is the gap between the connection you have and the connection you''d like. You can feel it living alone or in a busy household, with few friends or with many. Almost everyone feels it at some point, especially after a move, a loss, a breakup or a change in routine.

Like hunger, loneliness is a signal: it tells you that you need more connection. But it can also make reaching out feel harder. When we''re lonely we can become more alert to rejection, and more likely to expect it.

## Small steps back

Connection is built from small moments more often than big gestures. Some ideas:

- **Message one person.** Send a short note to someone you''d like to hear from. Keep it light: a question, a memory, a photo.
- **Repeat contact.** Seeing the same faces regularly, at a class, a café or a walking group, lets familiarity grow naturally.
- **Count brief exchanges.** A chat with a neighbour or a shopkeeper can lift your mood more than you''d expect.
- **Do something alongside others.** Volunteering, a hobby group or a community garden give you something to share besides small talk.
- **Be patient.** New friendships take time and many meetings. A slow start is normal, not a rejection.

## Being with yourself

Time alone isn''t the same as loneliness. It can help to build some gentle routines you enjoy on your own too, like a walk, a favourite meal or a good book, so that your own company feels more like company.

If loneliness has lasted a long time, or it''s dragging your mood down, consider talking to someone you trust or a professional; reaching out is itself a step towards connection.', NULL, 'Loneliness is the gap between the connection you have and the connection you''d like. Almost everyone feels it at some point, and it''s a signal, not a flaw. It tells you that you need more contact with people. Connection usually grows from small moments. Send a short message to someone you''d like to hear from. Chat with a neighbour. Go somewhere regularly where you''ll see the same faces. New friendships take time, so be patient with yourself. And if loneliness has lasted a long while, talking to someone you trust is a brave first step.', 10) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('noticing-good-things', 'article', 'Why noticing good things helps', 'Our attention is drawn to problems more easily than to pleasant moments. A little regular practice helps the good moments register too.', 3, '["gratitude","mood"]', '## A mind tuned to problems

Minds are very good at spotting what''s wrong. It''s a useful skill for solving problems and staying safe, but it means pleasant moments can slip by without really landing. A kind word, a good meal or a quiet moment in the sun may pass in seconds, while one awkward comment replays all evening.

Gratitude practices are ways of evening out that balance. They don''t ask you to ignore what''s hard or pretend everything is fine. They simply make room for the good things that are there too.

## Ways to practise

- **Three good things.** At the end of the day, write down three things that went well and why they happened. Small is fine: "the bus came on time", "my sister called".
- **Savouring.** When something pleasant happens, stay with it a few seconds longer than usual. Notice the details and let it sink in.
- **Saying thank you.** Tell someone exactly what they did and why it mattered to you. It tends to lift you both.
- **A gratitude walk.** On a short walk, look for things you appreciate: a tree, a sound, a smell.

## Keeping it fresh

Gratitude can turn into a chore if it''s the same list every day. Look for new things, or explore one item in more detail. A few times a week is plenty if daily feels like too much.

## When it feels hard

On difficult days, finding anything good can feel impossible, and that''s OK. Even "this tea is warm" counts. Be gentle with yourself.

If your mood stays low for a while, even when good things happen, it''s important to talk to someone you trust or a professional about how you''ve been feeling.', NULL, 'Our minds are quick to spot what''s wrong, so good moments can slip by without landing. A little gratitude practice helps even out that balance. It doesn''t mean ignoring what''s hard. It just makes room for the good things that are there too. At the end of the day, you might write down three things that went well, however small. When something pleasant happens, pause and let it sink in. Or tell someone exactly what they did that helped you. And on hard days, noticing that your tea is warm is plenty.', 11) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('box-breathing', 'exercise', 'Box breathing', 'A steady four-part breath (in, hold, out, hold) that gives a busy mind a simple pattern to follow.', 4, '["breathing","anxiety"]', 'Box breathing gives your attention a simple, steady pattern to follow: in, hold, out, hold, each for the same count. Many people use it before a stressful moment, or when they notice their breathing has become quick and shallow.

**Tips**

- Count at whatever pace feels comfortable. Four is a starting point, not a rule.
- If holding your breath feels uncomfortable, shorten the holds or leave them out.
- Keep your shoulders soft and let your belly move.', '[{"text":"Sit comfortably with your back supported and your feet on the floor. Rest your hands.","seconds":20},{"text":"Breathe all the way out through your mouth, letting your shoulders drop.","seconds":10},{"text":"Breathe in through your nose for four, hold for four, breathe out for four, and rest for four. Keep tracing the square.","seconds":180},{"text":"Let the counting go and breathe naturally. Notice how your body feels now.","seconds":30}]', 'Let''s try box breathing together. Sit comfortably, with your feet on the floor. First, breathe all the way out and let your shoulders drop. Now breathe in through your nose for a count of four. Hold gently for four. Breathe out slowly for four. And rest for four before the next breath. Picture tracing the sides of a square as you go. If the holds feel uncomfortable, make them shorter. Keep going at your own pace for a few rounds. When you''re ready, let the counting go and notice how you feel.', 12) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('longer-out-breath', 'exercise', 'Longer out-breath', 'Breathing out more slowly than you breathe in is one of the simplest ways to help your body settle.', 3, '["breathing","stress","sleep"]', 'Breathing out more slowly than you breathe in is one of the simplest ways to help your body settle. You can do it anywhere: at your desk, on a bus, or lying in bed.

**Tips**

- Keep the breath gentle. There''s no need for huge breaths.
- If a count of six feels long, try four in and five out.
- Practising when you''re already calm makes it easier to use when you''re not.', '[{"text":"Settle into a comfortable position and let your breathing be natural for a few breaths.","seconds":20},{"text":"Breathe in through your nose for a count of four, then out slowly through your mouth for a count of six, as if fogging a window.","seconds":60},{"text":"Keep going. If it feels comfortable, let the out-breath stretch a little longer, without forcing it.","seconds":60},{"text":"Let the counting go, breathe naturally and notice how your body feels.","seconds":30}]', 'Let''s slow things down with a longer out-breath. Get comfortable and breathe naturally for a moment. Now breathe in gently through your nose for a count of four. Then breathe out slowly through your mouth for a count of six, as if you were fogging a window. Again, in for four, and out for six. Keep going at your own pace. If it feels easy, let the out-breath stretch a little longer, without forcing it. When you''re ready, let the counting go and notice how your body feels.', 13) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('five-senses-grounding', 'exercise', 'Five senses grounding', 'Uses what you can see, hear, touch, smell and taste to bring your attention back to the present moment.', 5, '["grounding","anxiety"]', 'When feelings run high, attention often gets pulled into worries about what might happen. This exercise uses your senses to bring it back to where you are right now. It works anywhere, with your eyes open, and nobody needs to know you''re doing it.

**Tips**

- Name things out loud or silently, whichever feels easier.
- Go slowly. The noticing matters more than finishing the list.
- If you lose your place, carry on from whichever sense you were on.', '[{"text":"Pause where you are and take one slow breath. Let your eyes move around the space.","seconds":20},{"text":"Name five things you can see. Notice one detail about each.","seconds":60},{"text":"Name four things you can hear, some near and some far away.","seconds":50},{"text":"Notice three things you can touch or feel: your clothes, the chair, the air on your skin.","seconds":50},{"text":"Find two things you can smell. If nothing stands out, recall two smells you like.","seconds":40},{"text":"Notice one thing you can taste, or take a sip of water.","seconds":30},{"text":"Take one more slow breath and notice how present you feel now.","seconds":20}]', 'Let''s bring your attention back to the here and now. Take a slow breath and look around you. Name five things you can see, noticing a small detail in each. Now listen for four sounds, some close and some further away. Next, notice three things you can feel, like your clothes, the chair beneath you, or the air on your skin. Find two things you can smell. And notice one thing you can taste. Take one more slow breath. You''re here, in this moment.', 14) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('tense-and-release', 'exercise', 'Tense and release', 'Gently tensing and then relaxing one muscle group at a time makes it easier to notice, and let go of, the tension you carry.', 10, '["stress","sleep"]', 'Tension often builds in the body without us noticing. In this exercise you gently tense one group of muscles at a time and then let it go, which makes the feeling of relaxing easier to recognise. It can be a good way to unwind in the evening.

**Tips**

- Tense to about half your strength, never to the point of pain.
- Skip any area that is injured or sore.
- The letting go is the important part, so give it a little longer than the tensing.', '[{"text":"Sit or lie down comfortably. Close your eyes if you''d like, and take three slow breaths.","seconds":40},{"text":"Curl your toes and gently tense your feet for about five seconds, then let go. Notice the difference.","seconds":50},{"text":"Tense your calves and thighs, hold for a moment, then release and let your legs feel heavy.","seconds":50},{"text":"Tighten your stomach and hips, hold, then let them soften.","seconds":50},{"text":"Make fists with both hands, hold, then open your hands and let your fingers rest.","seconds":50},{"text":"Bend your elbows and tense your arms, hold, then let them drop.","seconds":50},{"text":"Lift your shoulders towards your ears, hold, then let them fall.","seconds":50},{"text":"Gently scrunch your face, eyes and forehead, hold, then let your whole face soften.","seconds":50},{"text":"Scan from your feet to your head. If any area still feels tight, tense and release it once more.","seconds":90},{"text":"Rest and breathe, enjoying the heavier, softer feeling in your body.","seconds":90}]', 'This exercise helps you notice the difference between tension and relaxation. Get comfortable, sitting or lying down. We''ll move through the body one area at a time. Gently tense the muscles, hold for a moment, and then let them go. Start with your feet, then your legs, your stomach, your hands, your arms, your shoulders and your face. Use about half your strength, and never tense so much that it hurts. Each time you let go, pause and notice the softer feeling. At the end, rest for a while and enjoy it.', 15) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('checking-a-thought', 'exercise', 'Checking a thought', 'A written, step-by-step look at a painful thought, to find a fairer and more balanced way of seeing things.', 10, '["mood","anxiety"]', 'This exercise slows down a painful thought so you can look at it more fairly. It isn''t about forcing yourself to think positively; it''s about finding a view that fits all the facts, not only the ones that hurt. All you need is a pen and paper or a notes app.

**Tips**

- Pick a moment that bothered you a moderate amount. It''s easier to learn with than the hardest thing on your mind.
- When listing evidence, stick to what happened rather than what it might mean.
- Even a small drop in how strong a feeling is counts as progress.', '[{"text":"Write down the situation in one sentence: where you were and what happened.","seconds":60},{"text":"Write down the thought that went through your mind, word for word if you can.","seconds":60},{"text":"Name the feelings that came with it, and rate how strong each one was.","seconds":60},{"text":"List the evidence that supports the thought.","seconds":90},{"text":"List the evidence that doesn''t fit, or that tells a different story.","seconds":90},{"text":"Ask what you''d say to a friend in the same situation, and write it down.","seconds":60},{"text":"Write a more balanced thought that takes all of this into account.","seconds":90},{"text":"Rate your feelings again, and notice any change, however small.","seconds":60}]', 'Let''s take a closer look at a thought that''s been bothering you. First, write down what happened, in a sentence. Then write the thought that went through your mind, and the feelings that came with it. Now look for the evidence. What supports the thought? And what doesn''t quite fit? Imagine a friend had this thought. What would you say to them? Using all of that, write a more balanced version of the thought. Finally, check in with your feelings again. Even a small change is worth noticing.', 16) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('worry-time', 'exercise', 'Worry time', 'A daily, time-limited slot for going through the worries you noted, turning some into small steps and setting the rest aside.', 15, '["anxiety","stress"]', 'Worry time gives your worries a scheduled home, so they don''t have to follow you around all day. Use this exercise at the same time each day, after jotting worries down as they come up.

**Tips**

- Choose a time that isn''t too close to bedtime.
- If you run out of worries before the time is up, that''s fine. Stop early.
- Keep each next step small enough to do in a day.', '[{"text":"Sit somewhere that isn''t your bed, with your worry list and a pen. Take a few slow breaths.","seconds":60},{"text":"Read through the worries you''ve noted today. Cross out any that no longer feel important.","seconds":120},{"text":"For each worry that''s left, ask whether it''s something you can act on.","seconds":120},{"text":"For the ones you can act on, write one small next step and when you''ll take it.","seconds":240},{"text":"For the ones you can''t act on, notice how they feel, and let them rest on the page.","seconds":180},{"text":"Close the notebook and take three slow breaths. Worry time is over for today.","seconds":30},{"text":"Move on to something absorbing, like a walk, a chat, music or a task you enjoy.","seconds":120}]', 'It''s worry time. Find a seat, not your bed, and take out the list of worries you noted today. Read through them. Some may already feel less important, and you can cross those out. For each one that''s left, ask yourself whether there''s something you can do about it. If there is, write one small next step and when you''ll take it. If there isn''t, let it rest on the page for now. When your time is up, close the notebook, take a few slow breaths, and move on to something you enjoy.', 17) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('self-compassion-pause', 'exercise', 'A self-compassion pause', 'A few minutes of noticing a hard moment, remembering you''re not alone in it, and offering yourself some warmth.', 5, '["self-compassion","stress"]', 'When things go wrong, many of us respond with criticism. This short practice offers another response: noticing the difficulty, remembering you''re not alone, and giving yourself some warmth. It takes a few minutes and can be done almost anywhere.

**Tips**

- If the words feel awkward, change them until they sound like something you''d say to a friend.
- Start with a small difficulty, not the hardest thing in your life.
- It''s normal to feel a bit self-conscious at first.', '[{"text":"Think of something that''s been hard for you lately. Let yourself feel a little of it, without diving in.","seconds":45},{"text":"Say to yourself, slowly: this is a hard moment.","seconds":30},{"text":"Remind yourself that struggling is part of being human. Others feel this way too.","seconds":45},{"text":"Rest a hand on your chest, or anywhere that feels comforting, and feel its warmth.","seconds":30},{"text":"Offer yourself something kind, like: may I be gentle with myself right now. Or find words that fit you.","seconds":60},{"text":"Ask what you need right now, and notice whatever comes up.","seconds":60},{"text":"Take a few slow breaths before returning to your day.","seconds":30}]', 'Let''s take a short pause for self-compassion. Bring to mind something that''s been hard lately, just enough to feel it a little. Now say to yourself, this is a hard moment. Remind yourself that struggling is part of being human, and that others feel this way too. If you like, rest a hand on your chest and feel its warmth. Then offer yourself some kindness, perhaps, may I be gentle with myself right now. Ask what you need, and listen for the answer. Take a few slow breaths before you carry on.', 18) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('three-good-things-tonight', 'exercise', 'Three good things tonight', 'An end-of-day practice of writing down three things that went well, and why, so good moments have a chance to register.', 6, '["gratitude","mood"]', 'Writing down a few good things each day helps pleasant moments register instead of slipping past. Over time, many people find they start to notice them as they happen, too.

**Tips**

- Be specific: "the sun on my face at lunch" works better than "the weather".
- Include your own part when you can, like "I finished the email I''d been putting off".
- On hard days, tiny things count just as much.', '[{"text":"Find a quiet moment near the end of your day, with a notebook or your phone.","seconds":30},{"text":"Think back over today and write down one thing that went well. Small is perfect.","seconds":60},{"text":"Write why it happened, or why it mattered to you.","seconds":45},{"text":"Write a second good thing, and why.","seconds":75},{"text":"Write a third good thing, and why.","seconds":75},{"text":"Read your three things back slowly, and let yourself enjoy them for a moment.","seconds":45}]', 'As your day comes to a close, let''s look for three good things. Think back over today and find one thing that went well. It can be small, like a good cup of tea or a kind word. Write it down, and add why it happened or why it mattered to you. Now find a second good thing, and then a third. When you''re done, read your list back slowly and let yourself enjoy each one for a moment. On hard days, the smallest things count just as much.', 19) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('a-step-towards-what-matters', 'exercise', 'A step towards what matters', 'Reconnect with one of your values and turn it into a small, concrete step for this week.', 8, '["mood","focus"]', 'Values are the things that give life meaning for you, like kindness, curiosity or family. When mood is low or life is busy, it''s easy to lose touch with them. This exercise helps you reconnect with one value and turn it into a small, doable step.

**Tips**

- There are no right answers. Choose what genuinely matters to you, not what you think should.
- Keep the step small enough to do even on a tired day.
- A value is a direction, not a finish line, so there''s always another step.', '[{"text":"Take a breath and think about what matters most to you: people, qualities or activities.","seconds":60},{"text":"Write down two or three of these values in a word or short phrase, like kindness, learning or being outdoors.","seconds":60},{"text":"Choose one value to focus on today.","seconds":30},{"text":"Think about how that value has shown up in your life recently, even in a small way, and write it down.","seconds":90},{"text":"List a few tiny actions that would move you towards that value this week.","seconds":90},{"text":"Pick one and make it concrete: what, when and where.","seconds":60},{"text":"Picture yourself doing it, then write it somewhere you''ll see it.","seconds":45}]', 'Let''s reconnect with what matters to you. Take a breath and think about the people, qualities or activities that give your life meaning. Write down two or three, in just a word or two each. Choose one to focus on today. Think about how it''s shown up in your life recently, even in a small way. Now think of a tiny action that would move you towards it this week. Make it concrete, with a time and a place. Picture yourself doing it, then write it somewhere you''ll see it.', 20) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('desk-stretch-break', 'exercise', 'Desk stretch break', 'A short, gentle routine to loosen the neck, shoulders and back after sitting for a long time.', 5, '["movement","stress"]', 'Long stretches at a desk or on a sofa can leave your neck, shoulders and back feeling stiff. This short routine loosens them up and gives your mind a break too.

**Tips**

- Move slowly and stay within a comfortable range. A stretch should feel mild, never painful.
- Skip or adapt any movement that doesn''t suit your body.
- On busy days, try it every hour or two.', '[{"text":"Stand up if you can, or sit tall near the front of your chair. Breathe in deeply and let it out slowly.","seconds":20},{"text":"Roll your shoulders slowly backwards five times, then forwards five times.","seconds":40},{"text":"Let your right ear drift towards your right shoulder and stay for a few breaths. Repeat on the left.","seconds":40},{"text":"Interlace your fingers and stretch your arms up overhead. Reach tall and breathe.","seconds":30},{"text":"Sitting or standing tall, turn gently to look over your right shoulder, then your left.","seconds":40},{"text":"Clasp your hands behind your back, or hold the chair, and gently open your chest.","seconds":30},{"text":"Circle your wrists and ankles a few times in each direction.","seconds":40},{"text":"Rest your eyes on something in the distance and take three slow breaths.","seconds":40}]', 'Time for a quick stretch break. Stand up if you can, or sit tall. Take a deep breath in and let it out slowly. Roll your shoulders backwards a few times, then forwards. Let one ear drift towards your shoulder, then the other. Reach your arms up overhead and stretch tall. Gently turn to look over each shoulder. Open your chest by clasping your hands behind you. Circle your wrists and ankles. Finally, rest your eyes on something far away and breathe. Keep every stretch gentle and comfortable.', 21) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('one-task-focus-sprint', 'exercise', 'One-task focus sprint', 'A short, protected stretch of time for a single task, with a proper break at the end.', 20, '["focus"]', 'A focus sprint is a short, protected stretch of time for one task. It works well when a job feels too big to start, or when your attention keeps drifting.

**Tips**

- Fifteen minutes is a good length to begin with. Make it longer once it feels easy.
- Progress matters more than perfection. Stopping mid-task is fine.
- Take the break even if you''re on a roll. It helps the next sprint go well.', '[{"text":"Choose one task and write down the very next action, small and concrete.","seconds":60},{"text":"Clear the space: silence notifications, put your phone out of sight and close what you don''t need.","seconds":60},{"text":"Work on that one task only. If another thought pops up, jot it on a later list and carry on.","seconds":900},{"text":"When the time is up, stop. Stand up, stretch and look out of a window.","seconds":120},{"text":"Note what you got done, and choose the next step for later.","seconds":60}]', 'Let''s do one focus sprint together. Choose a single task and write down the very next action, something small and concrete. Silence your notifications and put your phone out of sight. Now set a timer for fifteen minutes and work on that task, and only that task. If another thought pops up, jot it on a later list and go straight back. When the timer ends, stop, even if you''re on a roll. Stand up, stretch, and notice what you got done. That''s one sprint finished.', 22) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('reaching-out', 'exercise', 'Reaching out', 'One person, one short and warm message: a simple way back into contact when it''s been a while.', 5, '["relationships","mood"]', 'Reaching out can feel harder than it should, especially when you''re feeling low or it''s been a while. This exercise keeps it small and simple: one person, one short message.

**Tips**

- A message like "I saw this and thought of you" is plenty.
- Replies can take time. Reaching out is the step that counts, whatever happens next.
- If sending feels like too much today, writing the message without sending it is still a start.', '[{"text":"Take a breath and think of a few people you''d like to feel closer to, or haven''t heard from in a while.","seconds":45},{"text":"Choose one person. Notice any hesitation, and let it be there.","seconds":30},{"text":"Decide on an easy way to reach out: a message, a photo, a voice note or a question.","seconds":45},{"text":"Write it, keeping it short and warm. There''s no need to explain a long silence.","seconds":90},{"text":"Send it, and let go of how or when they reply.","seconds":30},{"text":"Take a moment to notice how it feels to have reached out.","seconds":30}]', 'Let''s reach out to someone. Think of a few people you''d like to feel closer to, or haven''t heard from in a while, and choose one. If you notice some hesitation, that''s normal. Let it be there. Now pick an easy way to get in touch, like a short message or a photo that reminded you of them. Keep it warm and simple. There''s no need to explain a long silence. When you''re ready, send it, and let go of when they reply. Notice how it feels to have reached out.', 23) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('body-scan', 'meditation', 'Body scan', 'A slow, curious journey of attention from your feet to the top of your head.', 12, '["sleep","stress"]', 'A body scan moves your attention slowly through the body, from your feet to the top of your head. It isn''t about relaxing on purpose; it''s about noticing what''s there with curiosity. Many people find it a gentle way to unwind at the end of the day.

**Tips**

- If your mind wanders, that''s normal. Notice where it went and come back to the part of the body you''d reached.
- If you fall asleep, that''s fine too.', '[{"text":"Lie down or sit comfortably. Let your eyes close or your gaze soften, and take a few slow breaths.","seconds":60},{"text":"Bring your attention to your feet. Notice any sensations: warmth, coolness, pressure, tingling, or nothing at all.","seconds":90},{"text":"Move slowly up through your ankles, calves and knees, noticing without changing anything.","seconds":90},{"text":"Bring your attention to your thighs, hips and lower back. Let them be heavy and supported.","seconds":90},{"text":"Notice your belly and chest rising and falling with each breath.","seconds":90},{"text":"Move to your hands, arms and shoulders. If you find tension, breathe towards it and let it soften if it can.","seconds":90},{"text":"Bring your attention to your neck, jaw, face and the top of your head.","seconds":90},{"text":"Now sense your whole body at once, breathing, resting, here.","seconds":90},{"text":"Gently wiggle your fingers and toes, and open your eyes when you''re ready.","seconds":30}]', 'Find a comfortable position, lying down or sitting, and let your eyes close if that feels right. Take a few slow breaths. Now bring your attention to your feet. Notice whatever is there, warmth, pressure, tingling, or nothing at all. Slowly move your attention up through your legs, your hips and your back. Notice your belly and chest moving as you breathe. Move through your hands, your arms and your shoulders, and then your neck and face. There''s nothing to change. Finally, sense your whole body resting here, breathing, supported.', 24) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('resting-with-the-breath', 'meditation', 'Resting with the breath', 'A simple sitting practice: rest your attention on the breath, and come back each time it wanders.', 8, '["breathing","focus"]', 'This is a simple sitting practice. You rest your attention on the feeling of breathing and, each time it wanders, bring it back. The returning is the practice, so a wandering mind isn''t a mistake.

**Tips**

- Choose the same spot and time each day if you can. Routine helps.
- Be as patient with yourself when you wander as you would be with a puppy you''re training.', '[{"text":"Sit comfortably, upright but not stiff. Let your hands rest and your eyes close or look softly down.","seconds":45},{"text":"Notice where you feel your breath most clearly: the nostrils, the chest or the belly.","seconds":45},{"text":"Rest your attention there, feeling each breath arrive and leave. There''s no need to control it.","seconds":120},{"text":"When your mind wanders, and it will, notice where it went and gently guide it back to the breath.","seconds":150},{"text":"Let go of any focus and simply sit, aware of sounds, sensations and breathing.","seconds":90},{"text":"Take a deeper breath, and open your eyes when you''re ready.","seconds":30}]', 'Sit comfortably, upright but relaxed, and let your eyes close or rest softly downwards. Notice where you feel your breath most clearly. Perhaps at the nostrils, in your chest, or in your belly. Let your attention rest there. Feel each breath arrive, and each breath leave. There''s nothing to change. Before long your mind will wander. That''s what minds do. When you notice, gently bring your attention back to the breath, without any scolding. Each time you return, that''s the practice. Stay here, breathing, for as long as feels right.', 25) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('settling-for-sleep', 'meditation', 'Settling for sleep', 'A quiet practice for bed with the lights off, letting each part of the body grow heavy.', 10, '["sleep"]', 'A slow, quiet practice to do in bed with the lights off. It guides your attention through the body, letting each part grow heavy, so the day can loosen its grip.

**Tips**

- Play it quietly, or read the steps beforehand and guide yourself.
- There''s no need to stay awake until the end.
- If you''re still awake afterwards, simply keep resting with the breath.', '[{"text":"Lie down in bed and get comfortable. Let the mattress hold your weight.","seconds":45},{"text":"Breathe in gently and breathe out a little more slowly. Repeat for a few breaths.","seconds":60},{"text":"Let your forehead, eyes and jaw soften.","seconds":60},{"text":"Let your shoulders, arms and hands grow heavy.","seconds":60},{"text":"Let your chest and belly rise and fall on their own.","seconds":60},{"text":"Let your hips, legs and feet sink into the bed.","seconds":60},{"text":"If thoughts come, let them pass like clouds, and return to the feeling of heaviness.","seconds":120},{"text":"Rest here. There''s nothing you need to do now. Let sleep come when it''s ready.","seconds":135}]', 'Lie down and let the bed hold your weight. Breathe in gently, and breathe out a little more slowly. Let your forehead soften, and your eyes, and your jaw. Let your shoulders drop, and your arms grow heavy. Your chest and belly rise and fall on their own. Let your hips and legs sink down, all the way to your feet. If thoughts drift in, let them pass like clouds, and come back to the feeling of heaviness. There''s nothing you need to do now. Just rest, and let sleep come when it''s ready.', 26) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('walking-slowly', 'meditation', 'Walking slowly', 'A walking meditation that brings calm attention to each step, for times when sitting still feels hard.', 10, '["movement","grounding"]', 'Walking meditation brings calm attention to something you do every day. Moving slowly and noticing each step can be especially helpful when sitting still feels hard.

**Tips**

- Walk indoors or outside, wherever you feel safe and comfortable.
- There''s no right speed. Slow enough to notice your steps is enough.
- Keep your eyes open, with your gaze resting softly ahead.', '[{"text":"Find a quiet stretch of floor or path, ten to twenty steps long. Stand still and feel your feet on the ground.","seconds":45},{"text":"Begin walking more slowly than usual. Notice the lifting, moving and placing of each foot.","seconds":150},{"text":"When you reach the end, pause, turn around slowly, and walk back.","seconds":120},{"text":"If your mind wanders, stop for a moment, feel your feet, and carry on.","seconds":120},{"text":"Widen your attention to include the sounds and sights around you as you walk.","seconds":120},{"text":"Come to a stop, stand still for a few breaths and notice how your body feels.","seconds":45}]', 'Find a quiet place where you can walk back and forth, and stand still for a moment. Feel your feet on the ground. Now begin to walk, more slowly than usual. Notice each foot lifting, moving forward, and being placed down. When you reach the end of your path, pause, turn around, and walk back. If your mind wanders, stop for a moment, feel your feet, and carry on. After a while, let your attention widen to the sounds and sights around you. When you''re ready, come to a stop, and notice how you feel.', 27) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('kind-wishes', 'meditation', 'Kind wishes', 'Simple phrases of goodwill, offered to someone you care about, to yourself, and then more widely.', 10, '["self-compassion","relationships"]', 'This meditation uses simple phrases of goodwill, first for someone you care about, then for yourself, and then for others. You don''t have to feel anything in particular. The intention of kindness is what matters.

**Tips**

- Change the words until they feel natural to you.
- If wishing yourself well feels hard, that''s common. Go gently, and return to the easier person when you need to.
- Leave out the difficult person on days when it feels like too much.', '[{"text":"Sit comfortably and take a few slow breaths. Bring to mind someone who easily makes you smile.","seconds":60},{"text":"Silently offer them some kind wishes: may you be happy, may you be well, may you feel at ease.","seconds":90},{"text":"Now turn the same wishes towards yourself: may I be happy, may I be well, may I feel at ease.","seconds":120},{"text":"Bring to mind someone you see now and then but don''t know well, and offer them the same wishes.","seconds":90},{"text":"If you like, think of someone you find a little difficult, and offer them the wishes too, as far as feels possible today.","seconds":90},{"text":"Widen the wishes to everyone, everywhere: may we all be happy, may we all be well.","seconds":90},{"text":"Rest for a moment with whatever feelings are here, and take a slow breath to finish.","seconds":60}]', 'Sit comfortably and take a few slow breaths. Bring to mind someone who makes you smile. Silently offer them some kind wishes. May you be happy. May you be well. May you feel at ease. Now turn those same wishes towards yourself. May I be happy. May I be well. May I feel at ease. If it feels awkward, that''s alright. Now think of someone you don''t know well, and offer them the same wishes. Finally, let the wishes spread to everyone, everywhere. May we all be well.', 28) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('a-calm-place', 'meditation', 'A calm place', 'Picture a place where you feel calm and safe, and bring it to life with all your senses.', 8, '["anxiety","stress"]', 'In this guided imagery practice you picture a place where you feel calm and safe, using all your senses to bring it to life. With practice, it becomes somewhere you can visit in your mind when things feel tense.

**Tips**

- Any place works: a beach, a favourite room, a forest, or somewhere you invent.
- If pictures don''t come easily, focus on sounds or feelings instead.
- If a place brings up difficult memories, choose a different one.', '[{"text":"Sit or lie comfortably, let your eyes close, and take a few slow breaths.","seconds":45},{"text":"Bring to mind a place where you feel calm and safe. It can be real or imagined.","seconds":45},{"text":"Look around this place. Notice the colours, the light and the shapes.","seconds":75},{"text":"Listen to the sounds here, near and far.","seconds":60},{"text":"Notice what you can feel: the ground beneath you, the temperature, the air.","seconds":60},{"text":"Notice any smells, and let yourself settle further into this place.","seconds":60},{"text":"Stay here for a while, resting and breathing. You can come back whenever you like.","seconds":90},{"text":"Let the picture fade, feel the surface beneath you, and open your eyes when you''re ready.","seconds":45}]', 'Let your eyes close and take a few slow breaths. Bring to mind a place where you feel calm and safe. It can be somewhere real, or somewhere you imagine. Look around you. Notice the colours and the light. Listen to the sounds, near and far. Feel the ground beneath you, and the air on your skin. Perhaps there''s a smell you recognise. Let yourself settle into this place and rest here for a while. Remember, you can come back whenever you like. When you''re ready, let it fade, and open your eyes.', 29) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('leaves-on-a-stream', 'meditation', 'Leaves on a stream', 'Watch thoughts come and go by placing each one on a leaf and letting the water carry it away.', 8, '["anxiety","mood"]', 'This practice helps you watch thoughts come and go instead of getting caught up in them. You don''t try to stop or change your thoughts; you just notice each one and let it move on.

**Tips**

- Any thought can go on a leaf: worries, plans, memories, even "this isn''t working".
- If a stream doesn''t suit you, picture clouds drifting across the sky instead.
- Getting pulled into a thought is part of the practice. Noticing that it happened is the skill.', '[{"text":"Sit comfortably, close your eyes, and take a few slow breaths.","seconds":45},{"text":"Imagine you''re sitting beside a gentle stream. Leaves float past on the water.","seconds":60},{"text":"As each thought comes, place it on a leaf and watch it float away downstream.","seconds":150},{"text":"If a thought feels sticky, notice that too, put it on a leaf and let it go at its own pace.","seconds":90},{"text":"If you find yourself swept along with a thought, gently come back to the bank and begin again.","seconds":90},{"text":"Let the image fade, notice your body in the chair, and open your eyes when you''re ready.","seconds":45}]', 'Close your eyes and take a few slow breaths. Imagine you''re sitting beside a gentle stream. Leaves are floating past on the water. Now, whenever a thought comes into your mind, place it on a leaf and watch it drift away downstream. It might be a worry, a plan, or a memory. It doesn''t matter. Just place it on a leaf and let it go. If you get swept along by a thought, that''s alright. Come back to the bank and carry on watching. The stream keeps flowing.', 30) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
--> statement-breakpoint
INSERT INTO content_items (slug, kind, title, summary, minutes, tags, body_markdown, steps, narration, position) VALUES ('steady-as-a-mountain', 'meditation', 'Steady as a mountain', 'Use the image of a mountain to feel steady while thoughts and feelings pass over like weather.', 8, '["stress","grounding"]', 'This visualisation uses the image of a mountain to help you feel steady while thoughts and feelings come and go. Like weather, they can be strong, but they pass. The mountain remains.

**Tips**

- Sit in a way that feels stable and dignified, without being stiff.
- If a mountain doesn''t speak to you, try a large old tree or a deep lake.
- During a busy day, come back to the image for a few breaths at a time.', '[{"text":"Sit upright with your feet on the floor and your hands resting. Take a few slow breaths.","seconds":45},{"text":"Picture a mountain: its wide base, its steady slopes, its peak against the sky.","seconds":60},{"text":"Imagine your body becoming the mountain: your seat the base, your back the slopes, your head the peak.","seconds":60},{"text":"Weather passes over the mountain: sun, wind, rain, snow. The mountain stays where it is.","seconds":90},{"text":"Let your thoughts and feelings be the weather. Notice them passing while you stay steady underneath.","seconds":120},{"text":"Rest in that sense of steadiness, breathing slowly.","seconds":60},{"text":"Let the image go, feel your feet on the floor, and open your eyes.","seconds":45}]', 'Sit upright with your feet on the floor, and take a few slow breaths. Picture a mountain, with its wide base, its steady slopes, and its peak against the sky. Now imagine your body as that mountain, solid and grounded. Weather passes over it. Sun, wind, rain and snow come and go, and the mountain stays. Let your thoughts and feelings be like that weather. Notice them passing, while you stay steady underneath. Rest here for a while, breathing slowly. When you''re ready, feel your feet on the floor, and open your eyes.', 31) ON CONFLICT(slug) DO UPDATE SET kind = excluded.kind, title = excluded.title, summary = excluded.summary, minutes = excluded.minutes, tags = excluded.tags, body_markdown = excluded.body_markdown, steps = excluded.steps, narration = excluded.narration, position = excluded.position;
