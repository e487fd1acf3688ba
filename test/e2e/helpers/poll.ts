/**
 * Polling for end-to-end tests: work that finishes after its response (a queued render, a message written
 * after a 202) is read again until it is done. No fixed sleeps: a loaded machine only makes it slower.
 */

export interface PollOptions {
  /** What is awaited, for the error message. */
  what: string;
  timeoutMs?: number;
  intervalMs?: number;
}

/** Calls `read` until `done` accepts its value, and returns that value; throws with the last one. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { what, timeoutMs = 90_000, intervalMs = 500 }: PollOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
