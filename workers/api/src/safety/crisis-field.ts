/**
 * `crisis_resources_url` on the answers that carry a safety verdict (generate, its 503 fallback, chat,
 * mood notes): present when the verdict says to show crisis resources, with the verdict's language so the
 * lines that speak it come first; and present whatever the level when the safety layer does not read the
 * message's language (`coverage: "none"`), then pointing at the international list, which finds lines in
 * many languages. A calm answer in a language the layer reads keeps its shape. With a link shown for
 * crisis resources, `safety_plan_url` when the person has a safety plan (safety-plan/plan-link.ts).
 */
import type { ClientSafety } from '@solace/safety';

/** `url` with the verdict's language (when it has one) and, for an unread language, the international list. */
export function crisisUrlFor(safety: ClientSafety, url: string): string {
  const target = new URL(url);
  if (safety.coverage === 'none') target.searchParams.set('country', 'INTL');
  if (safety.language !== 'und') target.searchParams.set('lang', safety.language);
  return target.toString();
}

export function crisisResourcesField(
  safety: ClientSafety,
  url: string | undefined,
  planUrl?: string,
): { crisis_resources_url?: string; safety_plan_url?: string } {
  if (url === undefined) return {};
  if (!safety.show_crisis_resources && safety.coverage !== 'none') return {};
  const plan = safety.show_crisis_resources && planUrl !== undefined ? { safety_plan_url: planUrl } : {};
  return { crisis_resources_url: crisisUrlFor(safety, url), ...plan };
}
