// The accounts code reads "now" only through `nowMs(env)`. Tests steer it with a TEST_NOW_MS binding
// passed in the env of `worker.fetch(request, env, ctx)`: a per-request override that a client cannot set
// (unlike a header), honoured only when ENVIRONMENT is 'test', so a stray var in a deployed env is ignored.

interface ClockEnv {
  ENVIRONMENT: string;
  TEST_NOW_MS?: unknown;
}

export function nowMs(env: ClockEnv): number {
  if (
    env.ENVIRONMENT === 'test' &&
    typeof env.TEST_NOW_MS === 'string' &&
    /^\d{1,15}$/.test(env.TEST_NOW_MS)
  ) {
    return Number(env.TEST_NOW_MS);
  }
  return Date.now();
}
