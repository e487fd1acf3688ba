/**
 * `crisis_resources_url` on the answers that carry a safety verdict (generate, its 503 fallback, chat):
 * present only when the verdict says to show crisis resources, so a calm answer keeps its shape.
 */
import type { ClientSafety } from '@solace/safety';

export function crisisResourcesField(
  safety: ClientSafety,
  url: string | undefined,
): { crisis_resources_url?: string } {
  return safety.show_crisis_resources && url !== undefined ? { crisis_resources_url: url } : {};
}
