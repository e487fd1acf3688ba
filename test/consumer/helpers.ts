// Shared fixtures for the consumer tests: users seeded with raw SQL, message batches whose ack/retry
// calls are recorded (with their delays), a spy standing in for the render queue producer, a
// scripted external provider, an embedded provider that counts renders, and an MP4 box-structure check.
import { createMessageBatch } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { RenderJob } from '../../packages/clips/src/index';
import {
  type CreateOutcome,
  createEmbeddedProvider,
  type DownloadedClip,
  type PollOutcome,
  type ProviderError,
  type Result,
  type VideoProvider,
} from '../../packages/providers/src/index';
import { renderClip } from '../../packages/renderer/src/index';

export const RENDER_QUEUE = 'solace-render-local';
export const DLQ = 'solace-render-dlq-local';
export const deps = () => ({ db: env.DB, bucket: env.CLIPS, now: () => Date.now() });

let userSeq = 0;
export async function seedUser(): Promise<number> {
  userSeq += 1;
  const row = await env.DB.prepare(
    `INSERT INTO users (email, name, password_hash, is_active, date_joined) VALUES (?, ?, 'x', 1, ?) RETURNING id`,
  )
    .bind(`user${userSeq}-${crypto.randomUUID()}@example.com`, `User ${userSeq}`, Date.now())
    .first<{ id: number }>();
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

export interface Recorded {
  acked: string[];
  retried: { id: string; delaySeconds: number | undefined }[];
}

/** A real MessageBatch (from the pool) whose per-message ack/retry are also recorded here. */
export function recordedBatch(queue: string, bodies: unknown[], attempts = 1) {
  const recorded: Recorded = { acked: [], retried: [] };
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({
      id: `msg-${i}-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts,
      body,
    })),
  );
  for (const m of batch.messages) {
    const ack = m.ack.bind(m);
    const retry = m.retry.bind(m);
    m.ack = () => {
      recorded.acked.push(m.id);
      ack();
    };
    m.retry = (options?: QueueRetryOptions) => {
      recorded.retried.push({ id: m.id, delaySeconds: options?.delaySeconds });
      retry(options);
    };
  }
  return { batch, recorded };
}

export function queueSpy() {
  const sent: { body: RenderJob; delaySeconds: number | undefined }[] = [];
  return {
    sent,
    queue: {
      async send(body: RenderJob, options?: QueueSendOptions) {
        sent.push({ body, delaySeconds: options?.delaySeconds });
      },
    },
  };
}

type Step<T> = Result<T> | (() => Result<T>);

export interface Script {
  create?: Step<CreateOutcome>[];
  poll?: Step<PollOutcome>[];
  download?: Step<DownloadedClip>[];
}

/** An external provider that answers from a script and counts calls; running out of script throws. */
export function scriptedProvider(script: Script) {
  const calls = { create: 0, poll: 0, download: 0, idempotencyKeys: [] as string[] };
  const next = <T>(steps: Step<T>[] | undefined, name: string): Result<T> => {
    const step = steps?.shift();
    if (!step) throw new Error(`scripted provider: unexpected ${name}`);
    return typeof step === 'function' ? step() : step;
  };
  const provider: VideoProvider = {
    name: 'heygen',
    synchronous: false,
    async create(_req, opts) {
      calls.create += 1;
      calls.idempotencyKeys.push(opts.idempotencyKey);
      return next(script.create, 'create');
    },
    async poll() {
      calls.poll += 1;
      return next(script.poll, 'poll');
    },
    async download() {
      calls.download += 1;
      return next(script.download, 'download');
    },
  };
  return { provider, calls };
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: ProviderError): Result<never> => ({ ok: false, error });

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

export function clipDownload(bytes: Uint8Array): Result<DownloadedClip> {
  return ok({
    body: streamOf(bytes),
    length: bytes.byteLength,
    contentType: 'video/mp4',
  });
}

/** Top-level MP4 boxes in order; throws if the sizes do not tile the file exactly. */
export function mp4Boxes(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const types: string[] = [];
  let offset = 0;
  while (offset < bytes.byteLength) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (size === 1) size = Number(view.getBigUint64(offset + 8));
    if (size < 8 || offset + size > bytes.byteLength) throw new Error(`bad box ${type} at ${offset}`);
    types.push(type);
    offset += size;
  }
  return types;
}

export async function countObjects(): Promise<number> {
  return (await env.CLIPS.list({ prefix: 'clips/' })).objects.length;
}

export async function videoRow(videoId: string) {
  return env.DB.prepare('SELECT * FROM videos WHERE id = ?').bind(videoId).first<Record<string, unknown>>();
}

/** The embedded provider, counting its renders (how a test proves nothing rendered twice). */
export function countingEmbedded() {
  let renders = 0;
  const provider = createEmbeddedProvider({
    renderClip: (options) => {
      renders += 1;
      return renderClip(options);
    },
  });
  return { provider, renders: () => renders };
}
