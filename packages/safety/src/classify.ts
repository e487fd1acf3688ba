// Placeholder: the rule-based classifier lands in the next commits. Kept so the API compiles for dependants.
import type { SafetyVerdict } from './types';

export function classify(_text: string): SafetyVerdict {
  return { level: 'none', categories: [], cues: [] };
}
