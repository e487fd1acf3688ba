/**
 * Serves a ready clip from the private R2 bucket: full body, HEAD, a single byte range (206), 416 for an
 * unsatisfiable range and 304 for a matching If-None-Match. The object key stays on this side; the
 * response carries only the bytes and their validators. Ranges are parsed here (RFC 9110 §14.1) against
 * the object's size, because local R2 answers an unsatisfiable range with the whole object. Multi-range
 * requests get the full body, which the RFC allows and every media player accepts.
 */
import { ERROR_CODES } from '@solace/contracts';
import { notFound } from '../http/api-error';

export type RangeDecision =
  | { kind: 'full' }
  | { kind: 'partial'; offset: number; length: number }
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return { kind: 'full' };
  const match = SINGLE.exec(header.trim().replace(/\s+/g, ''));
  // Unknown units, malformed specs and multiple ranges are ignored, as the RFC says a server may.
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };

  if (first === '') {
    // Suffix range: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    const length = Math.min(suffix, size);
    return { kind: 'partial', offset: size - length, length };
  }

  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'full' };
  return { kind: 'partial', offset: start, length: end - start + 1 };
}

/** True when an If-None-Match list names this ETag (weak comparison, as RFC 9110 requires for it). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

export interface ClipServeRequest {
  method: string;
  range: string | undefined;
  ifNoneMatch: string | undefined;
  /** Seconds the signed URL has left: caches must not keep the clip longer than the URL is valid. */
  maxAgeSeconds: number;
}

export async function serveClip(
  bucket: R2Bucket,
  objectKey: string,
  req: ClipServeRequest,
): Promise<Response> {
  const head = await bucket.head(objectKey);
  // A ready row whose object is gone (retention raced the request): the clip no longer exists.
  if (head === null) throw notFound();

  const size = head.size;
  const headers = new Headers({
    'Content-Type': 'video/mp4',
    'Accept-Ranges': 'bytes',
    'Cache-Control': `private, max-age=${Math.max(0, req.maxAgeSeconds)}`,
    ETag: head.httpEtag,
  });

  if (etagMatches(req.ifNoneMatch, head.httpEtag)) return new Response(null, { status: 304, headers });

  const range = decideRange(req.range, size);
  if (range.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    headers.set('Content-Type', 'application/json');
    return new Response(
      JSON.stringify({ detail: 'Requested range not satisfiable.', code: ERROR_CODES.INVALID }),
      { status: 416, headers },
    );
  }

  const status = range.kind === 'partial' ? 206 : 200;
  const length = range.kind === 'partial' ? range.length : size;
  headers.set('Content-Length', String(length));
  if (range.kind === 'partial') {
    headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${size}`);
  }
  if (req.method === 'HEAD') return new Response(null, { status, headers });

  const object = await bucket.get(
    objectKey,
    range.kind === 'partial' ? { range: { offset: range.offset, length: range.length } } : {},
  );
  if (object === null) throw notFound();
  return new Response(object.body, { status, headers });
}
