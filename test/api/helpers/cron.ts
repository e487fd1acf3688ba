// The daily cron as the scheduler runs it: the API worker's scheduled handler at a chosen time (optionally
// with extra env values), waited on until the work it hands to waitUntil is done.

import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect, vi } from 'vitest';
import worker from '../../../workers/api/src/index';

export async function runCron(atMs: number, overrides: Record<string, unknown> = {}): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: atMs, cron: '17 3 * * *' }),
    { ...env, ...overrides } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

/** Runs the cron and returns its `maintenance` log line: the counts of what it removed. */
export async function runCronReport(atMs: number): Promise<Record<string, unknown>> {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  try {
    await runCron(atMs);
  } finally {
    vi.restoreAllMocks();
  }
  const maintenance = lines.map((line) => JSON.parse(line)).find((e) => e.event === 'maintenance');
  expect(maintenance).toBeDefined();
  return maintenance;
}
