/**
 * The step generate and chat share: classify the message, write the therapist's reply from the verdict,
 * and remember the reply in the session so the next one differs. Workers AI is used only when its model
 * var is set and the binding exists; otherwise both packages run their local, deterministic paths.
 * Nothing here logs: the message and the reply are private.
 */
import { createReplyWriter, type Reply } from '@solace/replies';
import {
  type AiRunner,
  type ClientSafety,
  createSafetyChecker,
  type SafetyChecker,
  toClientSafety,
} from '@solace/safety';
import type { Config } from '../config';
import type { Bindings } from '../env';
import { rememberReply, type VideoSession } from '../video/session-tokens';

export interface SafetyReply {
  safety: ClientSafety;
  reply: Reply;
}

function aiFor(env: Bindings, model: string): { ai: AiRunner; model: string } | Record<string, never> {
  // The Ai binding's overloads are wider than the structural runner the packages ask for.
  return env.AI !== undefined && model !== '' ? { ai: env.AI as unknown as AiRunner, model } : {};
}

/** The checker generate, chat and mood notes share: local rules and model, plus Workers AI when configured. */
export function safetyCheckerFor(env: Bindings, config: Config): SafetyChecker {
  return createSafetyChecker(aiFor(env, config.SAFETY_AI_MODEL));
}

/** One data point per checked message: level, language and coverage, which say nothing of the text. */
export function writeSafetyMetric(env: Bindings, safety: ClientSafety): void {
  env.METRICS?.writeDataPoint({
    indexes: ['safety'],
    blobs: ['safety', safety.level, safety.language, safety.coverage],
    doubles: [1],
  });
}

/** A fresh seed per request: the reply writer is deterministic for a seed, and replies should vary. */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

export async function checkAndReply(
  env: Bindings,
  config: Config,
  message: string,
  session: VideoSession | null,
  languageHints: readonly string[] = [],
): Promise<SafetyReply> {
  const verdict = await safetyCheckerFor(env, config).check(message, { languageHints });
  const reply = await createReplyWriter(aiFor(env, config.REPLY_AI_MODEL)).write({
    message,
    verdict,
    seed: randomSeed(),
    avoid: session?.recentReplies ?? [],
  });
  if (session !== null) await rememberReply(env.DB, session, reply.text);
  const safety = toClientSafety(verdict);
  // The level and language only: never the message, its categories' evidence or the reply.
  writeSafetyMetric(env, safety);
  return { safety, reply };
}
