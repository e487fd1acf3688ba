/**
 * The emotions a mood entry can name. Rows store the names as a JSON array, so a name is never renamed
 * or removed; new ones are appended.
 */
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
