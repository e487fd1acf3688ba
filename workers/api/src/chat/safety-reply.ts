/**
 * The step generate and chat share: classify the message, read it with the session's earlier verdicts
 * (@solace/safety's sessionRisk: a time or a goodbye after self-harm is crisis; resources stay shown after
 * a crisis), write the therapist's reply from that verdict, and remember the turn in the session. Workers AI is used only when its model
 * var is set and the binding exists; otherwise both packages run their local, deterministic paths.
 * Nothing here logs: the message and the reply are private.
 */
import { type ConversationTurn, createReplyWriter, type Reply } from '@solace/replies';
import {
  type AiRunner,
  type ClientSafety,
  classify,
  createSafetyChecker,
  type SafetyChecker,
  type SessionEntry,
  sessionEntryOf,
  sessionRisk,
} from '@solace/safety';
import type { Config } from '../config';
import type { Bindings } from '../env';
import { rememberTurn, type VideoSession } from '../video/session-tokens';

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

/** A fresh seed per request: the reply writer is deterministic for a seed, and replies should vary. */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

export interface Said {
  message: string;
  /** The client's recent turns (validated, never stored): context for the verdict and the reply. */
  history?: readonly ConversationTurn[] | undefined;
}

/**
 * The verdicts the current message is read with: the session's stored ones, then the client's history's
 * user turns, read by the local classifier (synchronous, no model call per turn). Either alone is enough,
 * so a client that forgot its session token is still read in context.
 */
function earlierVerdicts(session: VideoSession | null, history: Said['history']): SessionEntry[] {
  const told = (history ?? []).filter((turn) => turn.role === 'user');
  return [...(session?.riskHistory ?? []), ...told.map((turn) => sessionEntryOf(classify(turn.text)))];
}

export async function checkAndReply(
  env: Bindings,
  config: Config,
  said: Said,
  session: VideoSession | null,
): Promise<SafetyReply> {
  const { message, history } = said;
  const checked = await safetyCheckerFor(env, config).check(message);
  const { verdict, client: safety } = sessionRisk(earlierVerdicts(session, history), checked);
  const reply = await createReplyWriter(aiFor(env, config.REPLY_AI_MODEL)).write({
    message,
    verdict,
    seed: randomSeed(),
    avoid: session?.recentReplies ?? [],
    ...(history !== undefined ? { history } : {}),
  });
  if (session !== null) {
    await rememberTurn(env.DB, session, { reply: reply.text, verdict: sessionEntryOf(verdict) });
  }
  // The level only: never the message, its categories' evidence or the reply.
  env.METRICS?.writeDataPoint({ indexes: ['safety'], blobs: ['safety', safety.level], doubles: [1] });
  return { safety, reply };
}
