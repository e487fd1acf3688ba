// Fetches a finished clip from a provider's presigned result URL so the consumer can copy it
// into R2. R2's put needs a known length: a declared Content-Length is streamed through; without
// one the body is buffered up to a cap. The API key is deliberately NOT sent: the URL is
// presigned and usually lives on another host (S3/CDN), which must never see our credentials.
import { type HttpContext, send, statusError } from './http';
import { readCapped } from './read-capped';
import { type DownloadedClip, err, ok, type Result } from './types';

export const DEFAULT_MAX_CLIP_BYTES = 100 * 1024 * 1024;
export const DEFAULT_DOWNLOAD_TIMEOUT_MS = 120_000;

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

export async function downloadClip(
  ctx: HttpContext,
  resultUrl: string,
  maxBytes: number,
): Promise<Result<DownloadedClip>> {
  const op = 'download';
  let url: URL;
  try {
    url = new URL(resultUrl);
  } catch {
    return err({ kind: 'rejected', message: `${ctx.provider} ${op}: result URL is not a URL` });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return err({ kind: 'rejected', message: `${ctx.provider} ${op}: result URL scheme not allowed` });
  }
  const sent = await send(ctx, op, url.toString(), { method: 'GET' });
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
