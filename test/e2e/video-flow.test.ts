// The whole video flow under `wrangler dev` with both workers, in queue mode: signup → login → session →
// generate (202) → poll the status until the consumer has stored the clip → download it → a real decoder
// (ffprobe) finds H.264 video and an audio stream → a Range request → another user cannot read it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiClient, apiClient, sharedWorkers, signupAndLogin, type Workers } from './helpers/dev-server';

let server: Workers;
let api: ApiClient;

beforeAll(async () => {
  server = await sharedWorkers('queue');
  api = apiClient(server.url);
});

afterAll(async () => {});

interface Streams {
  streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }>;
  format: { duration: string };
}

function probe(bytes: Uint8Array): Streams {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'solace-clip-')), 'clip.mp4');
  writeFileSync(file, bytes);
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
  return JSON.parse(out.toString()) as Streams;
}

it('generates in queue mode, renders in the consumer, and serves a playable private clip', async () => {
  const access = await signupAndLogin(api, 'flow');
  const session = await api.post('/liveavatar/session/', {}, access);
  expect(session.status).toBe(201);
  const { session_token } = (await session.json()) as { session_token: string };

  const generated = await api.post(
    '/liveavatar/generate/',
    { message: 'Work has been overwhelming lately.', session_token },
    access,
  );
  expect(generated.status).toBe(202);
  const job = (await generated.json()) as Record<string, string>;
  expect(job.status).toBe('queued');
  expect(job.status_url).toBe(`${server.url}/api/v1/liveavatar/videos/${job.video_id}/`);

  let status: Record<string, string | null> = {};
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    status = (await (
      await fetch(job.status_url as string, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as Record<string, string | null>;
    if (status.status === 'ready' || status.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  expect(status.status).toBe('ready');
  expect(status.transcript).toBe(job.transcript);
  const videoUrl = status.video_url as string;
  expect(videoUrl.startsWith(`${server.url}/api/v1/liveavatar/clips/${job.video_id}/?`)).toBe(true);

  // No Authorization header: the signature is the credential.
  const clip = await fetch(videoUrl);
  expect(clip.status).toBe(200);
  expect(clip.headers.get('content-type')).toBe('video/mp4');
  const bytes = new Uint8Array(await clip.arrayBuffer());
  const probed = probe(bytes);
  const video = probed.streams.find((s) => s.codec_type === 'video');
  expect(video?.codec_name).toBe('h264');
  expect(probed.streams.some((s) => s.codec_type === 'audio')).toBe(true);
  expect(Number(probed.format.duration)).toBeGreaterThan(1);

  const ranged = await fetch(videoUrl, { headers: { range: 'bytes=0-1023' } });
  expect(ranged.status).toBe(206);
  expect(ranged.headers.get('content-range')).toBe(`bytes 0-1023/${bytes.byteLength}`);
  expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(bytes.slice(0, 1024));

  // Another user: the status reads as missing, and a tampered signature is refused.
  const stranger = await signupAndLogin(api, 'stranger');
  const theirs = await api.get(`/liveavatar/videos/${job.video_id}/`, stranger);
  expect(theirs.status).toBe(404);
  const tampered = new URL(videoUrl);
  const sig = tampered.searchParams.get('sig') ?? '';
  tampered.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
  const refused = await fetch(tampered);
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({
    detail: 'This video link is not valid.',
    code: 'signature_invalid',
  });
});
