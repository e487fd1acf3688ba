// One sentence bank per theme. Banks live in their own files so each stays reviewable on its own.
import type { Theme } from '../theme-families';
import { FAMILY, GRIEF, LONELINESS, RELATIONSHIPS } from './connection';
import { CASUAL, GRATITUDE, GREETING, LOW_MOOD, POSITIVE, SERVICE } from './mood';
import { SCHOOL, SLEEP, WORK } from './pressure';
import { GENERAL, SHARED_GROUNDING, type ThemeBank } from './shared';
import { ANGER, ANXIETY, HEALTH } from './worry';

export { BRIDGES, ECHO_SLOT, SHARED_GROUNDING, type ThemeBank } from './shared';
export { MEDICAL_REFERRAL, RELATIONSHIP_SAFETY } from './worry';

export const BANKS: Readonly<Record<Theme, ThemeBank>> = {
  grief: GRIEF,
  health: HEALTH,
  anxiety: ANXIETY,
  anger: ANGER,
  loneliness: LONELINESS,
  relationships: RELATIONSHIPS,
  family: FAMILY,
  work: WORK,
  school: SCHOOL,
  sleep: SLEEP,
  low_mood: LOW_MOOD,
  positive: POSITIVE,
  gratitude: GRATITUDE,
  service: SERVICE,
  greeting: GREETING,
  casual: CASUAL,
  general: GENERAL,
};

/** Every grounding sentence any reply can close with; tests use it to recognise a grounding close. */
export const ALL_GROUNDING: readonly string[] = [
  ...new Set([...Object.values(BANKS).flatMap((bank) => bank.ground), ...SHARED_GROUNDING]),
];
