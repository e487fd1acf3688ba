/**
 * Serves a stored profile picture from the private bucket: the bytes with the type sniffed at upload,
 * the object's ETag (304 for a matching If-None-Match), `Cache-Control: private` for no longer than the
 * signed URL lives, and HEAD. Security headers (nosniff among them) come from the global middleware.
 */
import { notFound } from '../http/api-error';
import { etagMatches } from '../video/clip-response';

export interface PictureServeRequest {
  method: string;
  ifNoneMatch: string | undefined;
  /** Seconds the signed URL has left. */
  maxAgeSeconds: number;
}

export async function servePicture(
  bucket: R2Bucket,
  object: { key: string; type: string },
  req: PictureServeRequest,
): Promise<Response> {
  const head = await bucket.head(object.key);
  // Removed or replaced between the row read and now (its deletion follows the row change).
  if (head === null) throw notFound();
  const headers = new Headers({
    'Content-Type': object.type,
    'Cache-Control': `private, max-age=${Math.max(0, req.maxAgeSeconds)}`,
    ETag: head.httpEtag,
  });
  if (etagMatches(req.ifNoneMatch, head.httpEtag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(head.size));
  if (req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = await bucket.get(object.key);
  if (body === null) throw notFound();
  return new Response(body.body, { status: 200, headers });
}
