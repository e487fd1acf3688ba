/** The five mood scores and the words the app shows for them (1 lowest, 5 highest). */
export const MOOD_CHOICES = [
  { score: 1, label: 'Very low' },
  { score: 2, label: 'Low' },
  { score: 3, label: 'Okay' },
  { score: 4, label: 'Good' },
  { score: 5, label: 'Very good' },
] as const;

export function moodWord(score: number): string {
  const rounded = Math.min(5, Math.max(1, Math.round(score)));
  return MOOD_CHOICES[rounded - 1]?.label ?? '';
}
