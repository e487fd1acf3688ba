/**
 * The documented answers of the signed clip URL. Its success bodies are MP4 bytes, not JSON: 200 (the
 * whole clip), 206 (one byte range) and 304 (If-None-Match matched, no body), with the headers a media
 * player relies on. HEAD answers the same statuses and headers without a body.
 */
import type { RouteConfig } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { documentedString } from '../http/fields';
import { errors } from '../openapi/responses';
import { VideoIdParamsSchema } from './video-schemas';

/** Both are checked by the handler: a missing or malformed one is a 403 like a wrong signature. */
export const ClipQuerySchema = z.object({
  exp: documentedString({
    type: 'integer',
    description: 'Expiry, unix seconds.',
  }),
  sig: documentedString({ description: 'HMAC-SHA256 signature, base64url.' }),
});

const header = (description: string, type: 'string' | 'integer' = 'string') => ({
  description,
  schema: { type },
});

const CLIP_HEADERS = {
  'Accept-Ranges': header('`bytes`.'),
  ETag: header('The clip version, for If-None-Match.'),
  'Cache-Control': header('`private, max-age=<seconds the URL has left>`.'),
};

const MP4 = { 'video/mp4': { schema: { type: 'string' as const, format: 'binary' } } };

const OK_RESPONSES = {
  200: {
    description: 'The whole clip.',
    headers: { ...CLIP_HEADERS, 'Content-Length': header('Bytes.', 'integer') },
    content: MP4,
  },
  206: {
    description: 'The requested byte range (a `Range: bytes=…` request).',
    headers: {
      ...CLIP_HEADERS,
      'Content-Length': header('Bytes in this part.', 'integer'),
      'Content-Range': header('`bytes <first>-<last>/<size>`.'),
    },
    content: MP4,
  },
  304: { description: 'If-None-Match matched the ETag; no body.', headers: CLIP_HEADERS },
};

export const CLIP_RESPONSES = { ...OK_RESPONSES, ...errors(403, 404, 409, 410, 416, 503) };

/** HEAD's answers: GET's statuses and headers, no content. */
function withoutBody(responses: typeof CLIP_RESPONSES): RouteConfig['responses'] {
  return Object.fromEntries(
    Object.entries(responses).map(([status, { description, ...rest }]) => [
      status,
      'headers' in rest ? { description, headers: rest.headers } : { description },
    ]),
  );
}

export const CLIP_HEAD: RouteConfig = {
  method: 'head',
  path: '/{videoId}',
  tags: ['video'],
  summary: 'The clip headers (signed URL)',
  description: 'As GET, with the same statuses and headers and no body.',
  security: [],
  request: { params: VideoIdParamsSchema, query: ClipQuerySchema },
  responses: withoutBody(CLIP_RESPONSES),
};
