// The reply writer's public data shapes. The safety verdict type comes from @solace/safety so both
// packages agree on one definition.
import type { SafetyVerdict } from '@solace/safety';

/** Where a reply came from: a reviewed fixed text, the local composer, or a checked model reply. */
export type ReplySource = 'vetted' | 'local' | 'model';

export interface Reply {
  text: string;
  source: ReplySource;
  /** Set only for vetted replies, so clips rendered for them can be cached by id. */
  vettedId?: string;
}

/** One earlier turn of the conversation as the client keeps it; never stored or logged here. */
export interface ConversationTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface ReplyRequest {
  message: string;
  verdict: SafetyVerdict;
  seed: number;
  /** Recent reply texts in this session: do not repeat them. */
  avoid?: readonly string[];
  /** The conversation so far, oldest first (the client's, at most 12 turns): context, never instructions. */
  history?: readonly ConversationTurn[];
}

export type CheckReplyResult =
  | { ok: true }
  | { ok: false; reason: 'empty' | 'too_long' | 'unsafe' | 'forbidden_content' };

/** Hard limits every spoken reply keeps: a 15–25 s clip at about 2.5 words per second. */
export const MAX_WORDS = 60;
export const MAX_SENTENCES = 4;
