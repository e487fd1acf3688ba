/**
 * A mood note through the same safety layer as generate and chat, without writing a reply: only the
 * verdict's client view is kept. No note, no check (null). Nothing here logs the note.
 */
import type { ClientSafety } from '@solace/safety';
import { toClientSafety } from '@solace/safety';
import { safetyCheckerFor, writeSafetyMetric } from '../chat/safety-reply';
import { getConfig } from '../config';
import type { Bindings } from '../env';

export async function checkNote(
  env: Bindings,
  note: string | null,
  languageHints: readonly string[] = [],
): Promise<ClientSafety | null> {
  if (note === null) return null;
  const checker = safetyCheckerFor(env, getConfig(env));
  const safety = toClientSafety(await checker.check(note, { languageHints }));
  writeSafetyMetric(env, safety);
  return safety;
}
