/**
 * The avatars and voices on offer, from the renderer's catalogs. Every provider maps these public ids to
 * its own, so the API validates against this one list whatever VIDEO_PROVIDER is.
 */
import { fieldErrors } from '../http/api-error';
import { loadRenderer } from './provider';

export interface CatalogEntry {
  id: string;
  display_name: string;
  default: boolean;
}

function toEntries(items: readonly { id: string; displayName: string; default: boolean }[]): CatalogEntry[] {
  return items.map((item) => ({ id: item.id, display_name: item.displayName, default: item.default }));
}

export async function catalogBody(): Promise<{ avatars: CatalogEntry[]; voices: CatalogEntry[] }> {
  const { AVATARS, VOICES } = await loadRenderer();
  return { avatars: toEntries(AVATARS), voices: toEntries(VOICES) };
}

function invalidChoice(value: string, allowed: readonly { id: string }[]): string {
  // DRF's ChoiceField wording, plus the allowed values so a client can correct itself.
  return `"${value.slice(0, 100)}" is not a valid choice. Allowed values: ${allowed.map((a) => a.id).join(', ')}.`;
}

/**
 * Resolves optional avatar/voice ids, falling back to `fallback` (a session's choice) and then to the
 * catalog default. Both fields are checked before throwing so one 400 reports every bad id.
 */
export async function resolveLook(
  requested: { avatarId?: string | undefined; voiceId?: string | undefined },
  fallback?: { avatarId: string; voiceId: string },
): Promise<{ avatarId: string; voiceId: string }> {
  const { AVATARS, DEFAULT_AVATAR_ID, DEFAULT_VOICE_ID, VOICES } = await loadRenderer();
  const avatarId = requested.avatarId ?? fallback?.avatarId ?? DEFAULT_AVATAR_ID;
  const voiceId = requested.voiceId ?? fallback?.voiceId ?? DEFAULT_VOICE_ID;
  const errors: Record<string, string[]> = {};
  if (!AVATARS.some((a) => a.id === avatarId)) errors.avatar_id = [invalidChoice(avatarId, AVATARS)];
  if (!VOICES.some((v) => v.id === voiceId)) errors.voice_id = [invalidChoice(voiceId, VOICES)];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { avatarId, voiceId };
}
