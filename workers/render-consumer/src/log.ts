// Structured log lines for the consumer. Deliberately narrow: a video id, an event name, an error
// kind and small numbers. Never transcripts, tokens, provider URLs, provider messages or object keys —
// the signature below has no field that could carry them.

export interface LogFields {
  event: string;
  videoId?: string;
  /** The X-Request-Id of the API request that made the video (from the queue message). */
  requestId?: string;
  errorKind?: string;
  /** An exception's class name only: messages can quote SQL values or upstream text. */
  errorName?: string;
  attempts?: number;
  pollCount?: number;
  delaySeconds?: number;
  queue?: string;
}

export function logEvent(fields: LogFields, level: 'info' | 'warn' | 'error' = 'info'): void {
  const line = JSON.stringify({ level, worker: 'render-consumer', ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** The message id is the only safe handle on a message whose body failed to parse. */
export function logMalformed(messageId: string, queue: string): void {
  console.warn(
    JSON.stringify({
      level: 'warn',
      worker: 'render-consumer',
      event: 'malformed_message',
      messageId,
      queue,
    }),
  );
}
