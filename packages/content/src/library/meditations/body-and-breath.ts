import { prose } from '../../text';
import type { ContentItem } from '../schema';

export const BODY_AND_BREATH_MEDITATIONS: readonly ContentItem[] = [
  {
    slug: 'body-scan',
    kind: 'meditation',
    title: 'Body scan',
    summary: prose`A slow, curious journey of attention from your feet to the top of your head.`,
    minutes: 12,
    tags: ['sleep', 'stress'],
    body_markdown: `A body scan moves your attention slowly through the body, from your feet to the top of your head. It isn't about relaxing on purpose; it's about noticing what's there with curiosity. Many people find it a gentle way to unwind at the end of the day.

**Tips**

- If your mind wanders, that's normal. Notice where it went and come back to the part of the body you'd reached.
- If you fall asleep, that's fine too.`,
    steps: [
      {
        text: 'Lie down or sit comfortably. Let your eyes close or your gaze soften, and take a few slow breaths.',
        seconds: 60,
      },
      {
        text: 'Bring your attention to your feet. Notice any sensations: warmth, coolness, pressure, tingling, or nothing at all.',
        seconds: 90,
      },
      {
        text: 'Move slowly up through your ankles, calves and knees, noticing without changing anything.',
        seconds: 90,
      },
      {
        text: 'Bring your attention to your thighs, hips and lower back. Let them be heavy and supported.',
        seconds: 90,
      },
      { text: 'Notice your belly and chest rising and falling with each breath.', seconds: 90 },
      {
        text: 'Move to your hands, arms and shoulders. If you find tension, breathe towards it and let it soften if it can.',
        seconds: 90,
      },
      { text: 'Bring your attention to your neck, jaw, face and the top of your head.', seconds: 90 },
      { text: 'Now sense your whole body at once, breathing, resting, here.', seconds: 90 },
      { text: "Gently wiggle your fingers and toes, and open your eyes when you're ready.", seconds: 30 },
    ],
    narration: prose`Find a comfortable position, lying down or sitting, and let your eyes close if that feels
      right. Take a few slow breaths. Now bring your attention to your feet. Notice whatever is there, warmth,
      pressure, tingling, or nothing at all. Slowly move your attention up through your legs, your hips and
      your back. Notice your belly and chest moving as you breathe. Move through your hands, your arms and
      your shoulders, and then your neck and face. There's nothing to change. Finally, sense your whole body
      resting here, breathing, supported.`,
  },
  {
    slug: 'resting-with-the-breath',
    kind: 'meditation',
    title: 'Resting with the breath',
    summary: prose`A simple sitting practice: rest your attention on the breath, and come back each time it
      wanders.`,
    minutes: 8,
    tags: ['breathing', 'focus'],
    body_markdown: `This is a simple sitting practice. You rest your attention on the feeling of breathing and, each time it wanders, bring it back. The returning is the practice, so a wandering mind isn't a mistake.

**Tips**

- Choose the same spot and time each day if you can. Routine helps.
- Be as patient with yourself when you wander as you would be with a puppy you're training.`,
    steps: [
      {
        text: 'Sit comfortably, upright but not stiff. Let your hands rest and your eyes close or look softly down.',
        seconds: 45,
      },
      {
        text: 'Notice where you feel your breath most clearly: the nostrils, the chest or the belly.',
        seconds: 45,
      },
      {
        text: "Rest your attention there, feeling each breath arrive and leave. There's no need to control it.",
        seconds: 120,
      },
      {
        text: 'When your mind wanders, and it will, notice where it went and gently guide it back to the breath.',
        seconds: 150,
      },
      { text: 'Let go of any focus and simply sit, aware of sounds, sensations and breathing.', seconds: 90 },
      { text: "Take a deeper breath, and open your eyes when you're ready.", seconds: 30 },
    ],
    narration: prose`Sit comfortably, upright but relaxed, and let your eyes close or rest softly downwards.
      Notice where you feel your breath most clearly. Perhaps at the nostrils, in your chest, or in your
      belly. Let your attention rest there. Feel each breath arrive, and each breath leave. There's nothing to
      change. Before long your mind will wander. That's what minds do. When you notice, gently bring your
      attention back to the breath, without any scolding. Each time you return, that's the practice. Stay
      here, breathing, for as long as feels right.`,
  },
  {
    slug: 'settling-for-sleep',
    kind: 'meditation',
    title: 'Settling for sleep',
    summary: prose`A quiet practice for bed with the lights off, letting each part of the body grow heavy.`,
    minutes: 10,
    tags: ['sleep'],
    body_markdown: `A slow, quiet practice to do in bed with the lights off. It guides your attention through the body, letting each part grow heavy, so the day can loosen its grip.

**Tips**

- Play it quietly, or read the steps beforehand and guide yourself.
- There's no need to stay awake until the end.
- If you're still awake afterwards, simply keep resting with the breath.`,
    steps: [
      { text: 'Lie down in bed and get comfortable. Let the mattress hold your weight.', seconds: 45 },
      {
        text: 'Breathe in gently and breathe out a little more slowly. Repeat for a few breaths.',
        seconds: 60,
      },
      { text: 'Let your forehead, eyes and jaw soften.', seconds: 60 },
      { text: 'Let your shoulders, arms and hands grow heavy.', seconds: 60 },
      { text: 'Let your chest and belly rise and fall on their own.', seconds: 60 },
      { text: 'Let your hips, legs and feet sink into the bed.', seconds: 60 },
      {
        text: 'If thoughts come, let them pass like clouds, and return to the feeling of heaviness.',
        seconds: 120,
      },
      {
        text: "Rest here. There's nothing you need to do now. Let sleep come when it's ready.",
        seconds: 135,
      },
    ],
    narration: prose`Lie down and let the bed hold your weight. Breathe in gently, and breathe out a little more
      slowly. Let your forehead soften, and your eyes, and your jaw. Let your shoulders drop, and your arms
      grow heavy. Your chest and belly rise and fall on their own. Let your hips and legs sink down, all the
      way to your feet. If thoughts drift in, let them pass like clouds, and come back to the feeling of
      heaviness. There's nothing you need to do now. Just rest, and let sleep come when it's ready.`,
  },
  {
    slug: 'walking-slowly',
    kind: 'meditation',
    title: 'Walking slowly',
    summary: prose`A walking meditation that brings calm attention to each step, for times when sitting still
      feels hard.`,
    minutes: 10,
    tags: ['movement', 'grounding'],
    body_markdown: `Walking meditation brings calm attention to something you do every day. Moving slowly and noticing each step can be especially helpful when sitting still feels hard.

**Tips**

- Walk indoors or outside, wherever you feel safe and comfortable.
- There's no right speed. Slow enough to notice your steps is enough.
- Keep your eyes open, with your gaze resting softly ahead.`,
    steps: [
      {
        text: 'Find a quiet stretch of floor or path, ten to twenty steps long. Stand still and feel your feet on the ground.',
        seconds: 45,
      },
      {
        text: 'Begin walking more slowly than usual. Notice the lifting, moving and placing of each foot.',
        seconds: 150,
      },
      { text: 'When you reach the end, pause, turn around slowly, and walk back.', seconds: 120 },
      { text: 'If your mind wanders, stop for a moment, feel your feet, and carry on.', seconds: 120 },
      { text: 'Widen your attention to include the sounds and sights around you as you walk.', seconds: 120 },
      { text: 'Come to a stop, stand still for a few breaths and notice how your body feels.', seconds: 45 },
    ],
    narration: prose`Find a quiet place where you can walk back and forth, and stand still for a moment. Feel
      your feet on the ground. Now begin to walk, more slowly than usual. Notice each foot lifting, moving
      forward, and being placed down. When you reach the end of your path, pause, turn around, and walk back.
      If your mind wanders, stop for a moment, feel your feet, and carry on. After a while, let your attention
      widen to the sounds and sights around you. When you're ready, come to a stop, and notice how you feel.`,
  },
];
