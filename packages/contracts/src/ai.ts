/** The part of the Workers AI binding the packages use (`run`), structural so tests pass a fake. */
export interface AiRunner {
  run(model: string, input: unknown, options?: unknown): Promise<unknown>;
}
