// A tiny scriptable HTTP server for provider fakes: real sockets on 127.0.0.1, an ephemeral
// port, every request recorded (method, path, lower-cased headers, raw body) for assertions.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path plus query string, as sent. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Send the body with chunked transfer encoding and no Content-Length. */
  chunked?: boolean;
  /** Never answer: exercises client timeouts. */
  hang?: boolean;
}

export type Handler = (req: RecordedRequest, origin: string) => Reply;

export interface FakeServer {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** The body S3 returns for a presigned URL past its X-Amz-Expires. */
export function s3ExpiredReply(): Reply {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>' +
    '<Message>Request has expired</Message><X-Amz-Expires>604800</X-Amz-Expires>' +
    '<Expires>2026-01-01T00:00:00Z</Expires><ServerTime>2026-01-09T00:00:00Z</ServerTime>' +
    '<RequestId>FAKE0REQUEST0ID</RequestId><HostId>fake-host-id</HostId></Error>';
  return { status: 403, headers: { 'Content-Type': 'application/xml' }, body };
}

/** Bytes that start like an MP4 (an ftyp box) so content checks downstream see a plausible file. */
export function fakeClipBytes(size = 4096): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  for (let i = 12; i < size; i++) bytes[i] = (i * 31) & 0xff;
  return bytes;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function write(res: ServerResponse, reply: Reply): void {
  if (reply.hang) return;
  res.statusCode = reply.status;
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  const body = reply.body ?? '';
  if (reply.chunked) {
    const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
    const half = Math.floor(bytes.length / 2);
    res.write(bytes.subarray(0, half));
    res.end(bytes.subarray(half));
    return;
  }
  const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
  res.setHeader('Content-Length', String(bytes.length));
  res.end(bytes);
}

export async function startFakeServer(handler: Handler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  let origin = '';
  const server = createServer(async (req, res) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const recorded = { method: req.method ?? '', path: req.url ?? '', headers, body: await readBody(req) };
    requests.push(recorded);
    let reply: Reply;
    try {
      reply = handler(recorded, origin);
    } catch (cause) {
      // Answer at once with an unmistakable status instead of leaving the client to time out.
      reply = { status: 599, body: `fake handler threw: ${String(cause)}` };
    }
    write(res, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
