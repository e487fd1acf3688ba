/**
 * `crisis_resources_url` on the answers that carry a safety verdict (generate, its 503 fallback, chat):
 * present only when the verdict says to show crisis resources, so a calm answer keeps its shape. With it,
 * `safety_plan_url` when the person has a safety plan (safety-plan/plan-link.ts).
 */
import type { ClientSafety } from '@solace/safety';

export function crisisResourcesField(
  safety: ClientSafety,
  url: string | undefined,
  planUrl?: string,
): { crisis_resources_url?: string; safety_plan_url?: string } {
  if (!safety.show_crisis_resources || url === undefined) return {};
  return { crisis_resources_url: url, ...(planUrl === undefined ? {} : { safety_plan_url: planUrl }) };
}
