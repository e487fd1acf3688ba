// Browser test for rendered clips: Debian's chromium (never a downloaded browser), driven by
// playwright-core, plays clips served from 127.0.0.1 with HTTP Range support to `ended`, and checks
// duration, picture size, decoded video frames, decoded audio bytes and that no error fired. This
// catches headers that ffmpeg tolerates but a browser rejects (e.g. a wrong FLAC sample-rate code).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderClipOptions, renderClip } from '../../packages/renderer/src/index';
import { sineMp3 } from '../../packages/renderer/test/support/ffmpeg';
import { launchChromium } from './helpers/chromium';

const clips = new Map<string, Uint8Array>();
const rangeRequests: string[] = [];
let server: Server;
let base = '';
let browser: Browser;

/** Serves /<name>.mp4 with single-range 206 answers, like R2-backed clip URLs, and a test page. */
function serve(): Promise<void> {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/') {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>clip</title><body></body>');
      return;
    }
    const clip = clips.get(url.pathname.slice(1));
    if (!clip) return void res.writeHead(404).end();
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    const headers = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes' };
    if (!range) return void res.writeHead(200, { ...headers, 'content-length': clip.length }).end(clip);
    rangeRequests.push(req.headers.range ?? '');
    const start = range[1] ? Number(range[1]) : clip.length - Number(range[2]);
    const end = range[1] && range[2] ? Math.min(Number(range[2]), clip.length - 1) : clip.length - 1;
    if (start >= clip.length || start > end) {
      return void res.writeHead(416, { 'content-range': `bytes */${clip.length}` }).end();
    }
    res.writeHead(206, {
      ...headers,
      'content-length': end - start + 1,
      'content-range': `bytes ${start}-${end}/${clip.length}`,
    });
    res.end(clip.subarray(start, end + 1));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
}

async function addClip(name: string, options: RenderClipOptions) {
  const r = await renderClip(options);
  if (!r.ok) throw new Error(`render failed: ${r.error.message}`);
  clips.set(`${name}.mp4`, r.bytes);
  return r;
}

beforeAll(async () => {
  await serve();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

interface Playback {
  ended: boolean;
  errors: string[];
  duration: number;
  videoWidth: number;
  videoHeight: number;
  totalFrames: number;
  droppedFrames: number;
  audioBytes: number;
  videoBytes: number;
}

async function play(name: string): Promise<Playback> {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/`);
    return await page.evaluate(async (src) => {
      const v = document.createElement('video');
      const errors: string[] = [];
      const ended = new Promise<boolean>((resolve) => {
        v.addEventListener('error', () => {
          errors.push(`error ${v.error?.code} ${v.error?.message}`);
          resolve(false);
        });
        v.addEventListener('ended', () => resolve(true));
        setTimeout(() => resolve(false), 60_000);
      });
      v.src = src;
      document.body.appendChild(v);
      await v.play().catch((e: unknown) => errors.push(`play() ${String(e)}`));
      const done = await ended;
      const q = v.getVideoPlaybackQuality();
      const legacy = v as HTMLVideoElement & {
        webkitAudioDecodedByteCount?: number;
        webkitVideoDecodedByteCount?: number;
      };
      return {
        ended: done,
        errors,
        duration: v.duration,
        videoWidth: v.videoWidth,
        videoHeight: v.videoHeight,
        totalFrames: q.totalVideoFrames,
        droppedFrames: q.droppedVideoFrames,
        audioBytes: legacy.webkitAudioDecodedByteCount ?? -1,
        videoBytes: legacy.webkitVideoDecodedByteCount ?? -1,
      };
    }, `${base}/${name}.mp4`);
  } finally {
    await page.close();
  }
}

describe('rendered clips play in Chromium', () => {
  it('default clip (H.264 + FLAC) plays to the end', async () => {
    const r = await addClip('default', {
      transcript: 'Hello. I am here with you, and we can go slowly.',
      seed: 3,
    });
    const p = await play('default');
    expect(p.errors).toEqual([]);
    expect(p.ended).toBe(true);
    expect(p.duration).toBeCloseTo(r.durationSeconds, 1);
    expect([p.videoWidth, p.videoHeight]).toEqual([320, 240]);
    expect(p.totalFrames).toBeGreaterThanOrEqual(r.frameCount - 2);
    expect(p.audioBytes).toBeGreaterThan(0);
    expect(p.videoBytes).toBeGreaterThan(0);
    expect(rangeRequests.length).toBeGreaterThan(0);
  });

  it('640x480 @ 25 fps with MP3 speech (the Workers AI path) plays to the end', async () => {
    const mp3 = sineMp3(200);
    const r = await addClip('mp3', {
      transcript: 'A real voice would say this.',
      avatarId: 'theo',
      width: 640,
      height: 480,
      fps: 25,
      speechMp3: new Uint8Array(mp3),
    });
    const p = await play('mp3');
    expect(p.errors).toEqual([]);
    expect(p.ended).toBe(true);
    expect(p.duration).toBeCloseTo(r.durationSeconds, 1);
    expect([p.videoWidth, p.videoHeight]).toEqual([640, 480]);
    expect(p.totalFrames).toBeGreaterThanOrEqual(r.frameCount - 2);
    expect(p.audioBytes).toBeGreaterThan(0);
  });
});
