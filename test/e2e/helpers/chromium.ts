/**
 * Debian's Chromium (never a downloaded browser), driven by playwright-core, for the tests that check
 * what a browser makes of served media. test/setup/system-deps.sh installs it; CI does too.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing: apt-get install -y chromium (CI does)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

export interface PlaybackStart {
  /** The media time reached (seconds), or 0 when it never played. */
  reached: number;
  errors: string[];
  duration: number;
  videoWidth: number;
  videoHeight: number;
  decodedFrames: number;
  audioBytes: number;
}

/**
 * Plays `src` in a <video> on a blank page (no Content-Security-Policy of the server under test applies,
 * as for a client app's own page) until it reaches `seconds` of media time, an error fires, or
 * `timeoutMs` passes. Stopping early keeps long clips cheap: starting and sustaining playback is what
 * shows that the bytes and the Range answers work.
 */
export async function playFor(
  browser: Browser,
  src: string,
  seconds: number,
  timeoutMs = 60_000,
): Promise<PlaybackStart> {
  const page = await browser.newPage();
  try {
    await page.setContent('<!doctype html><title>playback</title><body></body>');
    return await page.evaluate(
      async ({ src, seconds, timeoutMs }) => {
        const v = document.createElement('video');
        const errors: string[] = [];
        await new Promise<void>((resolve) => {
          v.addEventListener('error', () => {
            errors.push(`error ${v.error?.code} ${v.error?.message}`);
            resolve();
          });
          v.addEventListener('timeupdate', () => {
            if (v.currentTime >= seconds) resolve();
          });
          v.addEventListener('ended', () => resolve());
          setTimeout(resolve, timeoutMs);
          v.src = src;
          document.body.appendChild(v);
          v.play().catch((e: unknown) => {
            errors.push(`play() ${String(e)}`);
            resolve();
          });
        });
        v.pause();
        const legacy = v as HTMLVideoElement & { webkitAudioDecodedByteCount?: number };
        return {
          reached: v.currentTime,
          errors,
          duration: v.duration,
          videoWidth: v.videoWidth,
          videoHeight: v.videoHeight,
          decodedFrames: v.getVideoPlaybackQuality().totalVideoFrames,
          audioBytes: legacy.webkitAudioDecodedByteCount ?? -1,
        };
      },
      { src, seconds, timeoutMs },
    );
  } finally {
    await page.close();
  }
}
