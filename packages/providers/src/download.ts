// Fetches a finished clip from a provider's presigned result URL so the consumer can copy it
// into R2. R2's put needs a known length: a declared Content-Length is streamed through; without
// one the body is buffered up to a cap. The API key is deliberately NOT sent: the URL is
// presigned and usually lives on another host (S3/CDN), which must never see our credentials.
// Only hosts on the provider's allow-list are fetched, and redirects are followed by hand so that
// every hop is checked against it again (fetch's own redirect handling would not ask).
import { type HttpContext, send, statusError } from './http';
import { readCapped } from './read-capped';
import { type DownloadedClip, err, ok, type Result } from './types';

export const DEFAULT_MAX_CLIP_BYTES = 100 * 1024 * 1024;
export const DEFAULT_DOWNLOAD_TIMEOUT_MS = 120_000;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Presigned-URL failures: S3 answers 403 AccessDenied ("Request has expired"), CDNs 404/410. */
const EXPIRED_STATUSES = new Set([403, 404, 410]);

function clipContentType(header: string | null): string | undefined {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/octet-stream' || type === 'binary/octet-stream')
    return 'video/mp4';
  return type.startsWith('video/') ? type : undefined;
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

export interface DownloadOptions {
  maxBytes: number;
  /** True for URLs on the provider's documented result hosts (see result-hosts.ts). */
  allowed: (url: URL) => boolean;
}

/** GETs an allowed URL, following up to MAX_REDIRECTS redirects whose targets are allowed too. */
async function fetchAllowed(
  ctx: HttpContext,
  op: string,
  start: URL,
  allowed: (url: URL) => boolean,
): Promise<Result<Response>> {
  let url = start;
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      return err({ kind: 'rejected', message: `${ctx.provider} ${op}: result URL scheme not allowed` });
    }
    if (!allowed(url)) {
      return err({ kind: 'rejected', message: `${ctx.provider} ${op}: result host not allowed` });
    }
    const sent = await send(ctx, op, url.toString(), { method: 'GET', redirect: 'manual' });
    if (!sent.ok || !REDIRECT_STATUSES.has(sent.value.status)) return sent;
    const location = sent.value.headers.get('location');
    await sent.value.body?.cancel();
    if (location === null || hop >= MAX_REDIRECTS) {
      return err({ kind: 'malformed', message: `${ctx.provider} ${op}: redirect not followed` });
    }
    try {
      url = new URL(location, url);
    } catch {
      return err({ kind: 'malformed', message: `${ctx.provider} ${op}: redirect not followed` });
    }
  }
}

export async function downloadClip(
  ctx: HttpContext,
  resultUrl: string,
  options: DownloadOptions,
): Promise<Result<DownloadedClip>> {
  const op = 'download';
  const { maxBytes } = options;
  let url: URL;
  try {
    url = new URL(resultUrl);
  } catch {
    return err({ kind: 'rejected', message: `${ctx.provider} ${op}: result URL is not a URL` });
  }
  const sent = await fetchAllowed(ctx, op, url, options.allowed);
  if (!sent.ok) return sent;
  const res = sent.value;
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    if (EXPIRED_STATUSES.has(res.status)) {
      const s3Code = /<Code>([A-Za-z]{1,64})<\/Code>/.exec(text)?.[1];
      const detail = s3Code ? ` ${s3Code}` : '';
      return err({ kind: 'expired_result', message: `${ctx.provider} ${op}: HTTP ${res.status}${detail}` });
    }
    return err(statusError(ctx, op, res, text));
  }
  const contentType = clipContentType(res.headers.get('content-type'));
  if (contentType === undefined || res.body === null) {
    await res.body?.cancel();
    return err({ kind: 'malformed', message: `${ctx.provider} ${op}: response is not a video` });
  }
  // With a Content-Encoding, fetch hands us decoded bytes and Content-Length counts encoded ones.
  const encoding = (res.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  const declared = encoding === 'identity' ? res.headers.get('content-length') : null;
  if (declared !== null && /^\d+$/.test(declared.trim())) {
    const length = Number(declared.trim());
    if (length === 0 || length > maxBytes) {
      await res.body.cancel();
      const why = length === 0 ? 'empty clip' : 'clip exceeds size cap';
      return err({ kind: length === 0 ? 'malformed' : 'rejected', message: `${ctx.provider} ${op}: ${why}` });
    }
    return ok({ body: res.body, length, contentType });
  }
  let buffered: Uint8Array | 'too_large';
  try {
    buffered = await readCapped(res.body, maxBytes);
  } catch {
    return err({ kind: 'unavailable', message: `${ctx.provider} ${op}: response body interrupted` });
  }
  if (buffered === 'too_large') {
    return err({ kind: 'rejected', message: `${ctx.provider} ${op}: clip exceeds size cap` });
  }
  if (buffered.byteLength === 0)
    return err({ kind: 'malformed', message: `${ctx.provider} ${op}: empty clip` });
  return ok({ body: streamOf(buffered), length: buffered.byteLength, contentType });
}
