// The reply writer used by the API: vetted texts for risky verdicts, otherwise an optional language-model
// reply that must pass checkReply within the timeout, otherwise the local composer. It never throws and
// never logs: message and reply text are private, and the fallback path is an ordinary outcome.
import type { AiRunner } from '@solace/safety';
import { checkReply } from './check-reply';
import { writeLocalReply } from './local-writer';
import { REPLY_MAX_TOKENS, REPLY_SYSTEM_PROMPT } from './system-prompt';
import { replyKey, squashSpaces } from './text';
import type { Reply, ReplyRequest } from './types';
import { vettedGroup } from './vetted';

export const DEFAULT_REPLY_MODEL = '@cf/meta/llama-3.1-8b-instruct-fast';
export const DEFAULT_REPLY_TIMEOUT_MS = 2500;

export interface ReplyWriterOptions {
  ai?: AiRunner;
  /** Workers AI model id; defaults to DEFAULT_REPLY_MODEL. */
  model?: string;
  /** How long to wait for the model before using the local reply; defaults to 2500 ms. */
  timeoutMs?: number;
}

export interface ReplyWriter {
  write(req: ReplyRequest): Promise<Reply>;
}

const TIMED_OUT = Symbol('timed out');

/** Resolves to the runner's value, TIMED_OUT, or undefined if it threw or rejected. */
async function runWithTimeout(
  ai: AiRunner,
  model: string,
  input: unknown,
  timeoutMs: number,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    // Promise.resolve().then keeps a synchronous throw inside the race; a late rejection stays handled.
    const run = Promise.resolve().then(() => ai.run(model, input));
    return await Promise.race([run.catch(() => undefined), timeout]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** The model's text if the response has the documented `{ response: string }` shape. */
function responseText(result: unknown): string | null {
  if (typeof result !== 'object' || result === null || !('response' in result)) return null;
  const { response } = result as { response: unknown };
  return typeof response === 'string' ? response : null;
}

/** Trims whitespace and one pair of wrapping quotes, which instruction-tuned models often add. */
export function cleanModelText(text: string): string {
  const squashed = squashSpaces(text);
  const unquoted = /^(["\u201c])(.*)(["\u201d])$/s.exec(squashed);
  return unquoted?.[2] !== undefined ? unquoted[2].trim() : squashed;
}

export function createReplyWriter(options: ReplyWriterOptions): ReplyWriter {
  const model = options.model ?? DEFAULT_REPLY_MODEL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REPLY_TIMEOUT_MS;
  const ai = options.ai;

  return {
    async write(req) {
      // Risky verdicts and missing AI both take the local path, which returns vetted texts when needed.
      if (!ai || vettedGroup(req.verdict) !== null) return writeLocalReply(req);
      if (req.verdict.level !== 'none' && req.verdict.level !== 'low') return writeLocalReply(req);

      const input = {
        messages: [
          { role: 'system', content: REPLY_SYSTEM_PROMPT },
          { role: 'user', content: req.message },
        ],
        max_tokens: REPLY_MAX_TOKENS,
      };
      const raw = responseText(await runWithTimeout(ai, model, input, timeoutMs));
      if (raw === null) return writeLocalReply(req);
      const text = cleanModelText(raw);
      const repeated = (req.avoid ?? []).some((previous) => replyKey(previous) === replyKey(text));
      if (repeated || !checkReply(text).ok) return writeLocalReply(req);
      return { text, source: 'model' };
    },
  };
}
