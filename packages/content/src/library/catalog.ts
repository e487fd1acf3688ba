// The content library in listing order: articles, then exercises, then meditations. An item's index here
// is its `position` in D1, so new items are appended to their kind's file and the seed is re-rendered.
import { CONNECTION_ARTICLES } from './articles/connection';
import { MOOD_ARTICLES } from './articles/mood';
import { SLEEP_AND_FOCUS_ARTICLES } from './articles/sleep-and-focus';
import { STRESS_AND_ANXIETY_ARTICLES } from './articles/stress-and-anxiety';
import { BREATHING_AND_BODY_EXERCISES } from './exercises/breathing-and-body';
import { EVERYDAY_EXERCISES } from './exercises/everyday';
import { THOUGHTS_AND_FEELINGS_EXERCISES } from './exercises/thoughts-and-feelings';
import { BODY_AND_BREATH_MEDITATIONS } from './meditations/body-and-breath';
import { IMAGERY_MEDITATIONS } from './meditations/imagery';
import type { ContentItem } from './schema';

function freezeItem(item: ContentItem): ContentItem {
  for (const step of item.steps ?? []) Object.freeze(step);
  if (item.steps) Object.freeze(item.steps);
  Object.freeze(item.tags);
  return Object.freeze(item);
}

/** Frozen, down to tags and steps: the library is shared by every request an isolate serves. */
export const CONTENT: readonly ContentItem[] = Object.freeze(
  [
    ...STRESS_AND_ANXIETY_ARTICLES,
    ...MOOD_ARTICLES,
    ...SLEEP_AND_FOCUS_ARTICLES,
    ...CONNECTION_ARTICLES,
    ...BREATHING_AND_BODY_EXERCISES,
    ...THOUGHTS_AND_FEELINGS_EXERCISES,
    ...EVERYDAY_EXERCISES,
    ...BODY_AND_BREATH_MEDITATIONS,
    ...IMAGERY_MEDITATIONS,
  ].map(freezeItem),
);
