/**
 * One `wrangler dev` per configuration for the whole e2e run, started when a file first asks for it and
 * stopped when the run ends. Files that only add their own accounts (every account has a random email)
 * share one server instead of each paying for a start. The vitest main process owns the servers and
 * answers a small local HTTP endpoint: `GET /<configuration>` starts it once and returns its URL.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { type DevServer, freePort, startDev } from '../../support/wrangler-dev';

/** The configurations e2e files share, as `--var` overrides of the development values. */
export const SHARED_CONFIGS = {
  default: {},
  queue: { RENDER_MODE: 'queue' },
  heygen: { VIDEO_PROVIDER: 'heygen' },
} satisfies Record<string, Record<string, string>>;

export type SharedConfig = keyof typeof SHARED_CONFIGS;

declare module 'vitest' {
  export interface ProvidedContext {
    sharedWorkersUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = new Map<string, Promise<DevServer>>();
  const broker = createServer((req, res) => {
    const name = (req.url ?? '').slice(1);
    if (!Object.hasOwn(SHARED_CONFIGS, name)) {
      res.writeHead(404).end();
      return;
    }
    let server = started.get(name);
    if (server === undefined) {
      const vars: Record<string, string> = SHARED_CONFIGS[name as SharedConfig];
      server = freePort().then((port) => startDev({ port, vars }));
      started.set(name, server);
    }
    server.then(
      ({ url }) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url })),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('sharedWorkersUrl', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);
  return async () => {
    broker.close();
    const servers = await Promise.allSettled(started.values());
    await Promise.all(servers.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
  };
}
