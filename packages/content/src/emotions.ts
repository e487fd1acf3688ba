// The fixed list of emotions a mood check-in can name. Mood rows store these names as a JSON array, so a
// name is never renamed or removed; new ones are appended.
import { z } from 'zod';

export const EMOTIONS = [
  'calm',
  'content',
  'happy',
  'grateful',
  'hopeful',
  'proud',
  'relieved',
  'tired',
  'bored',
  'lonely',
  'sad',
  'anxious',
  'stressed',
  'overwhelmed',
  'frustrated',
  'angry',
] as const;

export const EmotionSchema = z.enum(EMOTIONS);
export type Emotion = z.infer<typeof EmotionSchema>;
