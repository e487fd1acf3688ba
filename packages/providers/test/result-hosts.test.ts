// Finished clips are downloaded only from the provider's documented hosts (or the configured API base),
// and every redirect hop is checked again: a result URL from a poll or a webhook cannot make the worker
// fetch, and store as a clip, bytes from anywhere else.
import { describe, expect, it } from 'vitest';
import { createDidProvider, createHeygenProvider, createResultHostCheck, type VideoProvider } from '../src';
import { expectErr, expectOk } from './helpers';

const CLIP = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]);

/** A fetch that answers from a table and records every URL it was asked for. */
function stubFetch(routes: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    expect(init?.redirect).toBe('manual');
    const route = routes[url];
    if (!route) throw new Error(`no route for ${url}`);
    return route();
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const video = () => new Response(CLIP, { headers: { 'content-type': 'video/mp4' } });
const redirect = (to: string) => () => new Response(null, { status: 302, headers: { location: to } });

function did(fetch: typeof globalThis.fetch, resultHosts?: string[]): VideoProvider {
  return createDidProvider({
    apiKey: 'k',
    fetch,
    sourceUrlMap: {},
    voiceMap: {},
    ...(resultHosts ? { resultHosts } : {}),
  });
}

describe('provider result downloads', () => {
  it('refuses a result URL outside the documented hosts without fetching it', async () => {
    const stub = stubFetch({ 'https://evil.example/clip.mp4': video });
    const error = expectErr(await did(stub.fetch).download('https://evil.example/clip.mp4'));
    expect(error).toEqual({ kind: 'rejected', message: 'd-id download: result host not allowed' });
    expect(stub.asked).toEqual([]);
    const heygen = createHeygenProvider({ apiKey: 'k', fetch: stub.fetch, avatarMap: {}, voiceMap: {} });
    expect(expectErr(await heygen.download('https://evil.example/clip.mp4')).kind).toBe('rejected');
    expect(stub.asked).toEqual([]);
  });

  it('downloads from a documented host and follows a redirect that stays on allowed hosts', async () => {
    const start = 'https://d-id-talks-prod.s3.us-west-2.amazonaws.com/t/result.mp4?Signature=x';
    const stub = stubFetch({
      [start]: redirect('https://cdn.d-id.com/t/result.mp4'),
      'https://cdn.d-id.com/t/result.mp4': video,
    });
    const clip = expectOk(await did(stub.fetch).download(start));
    expect(clip.length).toBe(CLIP.byteLength);
    expect(stub.asked).toEqual([start, 'https://cdn.d-id.com/t/result.mp4']);
  });

  it('re-checks every redirect hop and stops at a disallowed one', async () => {
    const start = 'https://cdn.d-id.com/t/result.mp4';
    const stub = stubFetch({ [start]: redirect('http://169.254.169.254/latest/meta-data') });
    const error = expectErr(await did(stub.fetch).download(start));
    expect(error).toEqual({ kind: 'rejected', message: 'd-id download: result host not allowed' });
    expect(stub.asked).toEqual([start]);
  });

  it('stops after a bounded number of redirects', async () => {
    const loop = 'https://cdn.d-id.com/loop.mp4';
    const stub = stubFetch({ [loop]: redirect(loop) });
    expect(expectErr(await did(stub.fetch).download(loop)).kind).toBe('malformed');
    expect(stub.asked.length).toBe(6);
  });

  it('accepts operator-configured extra hosts', async () => {
    const url = 'https://media.partner.example/clip.mp4';
    const stub = stubFetch({ [url]: video });
    expect(expectOk(await did(stub.fetch, ['https://media.partner.example']).download(url)).length).toBe(8);
  });
});

describe('createResultHostCheck', () => {
  const check = createResultHostCheck([
    'https://*.heygen.ai',
    'https://d-id-talks-prod.s3.us-west-2.amazonaws.com',
    'http://127.0.0.1:8080',
  ]);
  const allowed = (u: string) => check(new URL(u));

  it('matches whole labels, schemes and ports exactly', () => {
    expect(allowed('https://files2.heygen.ai/x.mp4')).toBe(true);
    expect(allowed('https://heygen.ai/x.mp4')).toBe(false);
    expect(allowed('https://evilheygen.ai/x.mp4')).toBe(false);
    expect(allowed('https://files2.heygen.ai.evil.example/x.mp4')).toBe(false);
    expect(allowed('http://files2.heygen.ai/x.mp4')).toBe(false);
    expect(allowed('https://d-id-talks-prod.s3.us-west-2.amazonaws.com/x')).toBe(true);
    expect(allowed('https://d-id-talks-prod-evil.s3.us-west-2.amazonaws.com/x')).toBe(false);
    expect(allowed('http://127.0.0.1:8080/x')).toBe(true);
    expect(allowed('http://127.0.0.1:8081/x')).toBe(false);
  });
});
