/**
 * Reads a request body as a JSON object, enforcing what DRF's parser does not: a size cap (413), a JSON
 * content type (415), a nesting cap and an object at the top (400). An empty body reads as `{}` so that
 * field validation, not the parser, reports what is missing.
 */
import { ERROR_CODES } from '@solace/contracts';
import { readCapped } from '@solace/providers';
import type { Context } from 'hono';
import { ApiError } from './api-error';

export const MAX_BODY_BYTES = 64 * 1024;
const MAX_DEPTH = 16;

export function tooLarge(): ApiError {
  return new ApiError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, `Request body exceeds ${MAX_BODY_BYTES} bytes.`);
}

export function unsupportedMediaType(contentType: string): ApiError {
  return new ApiError(
    415,
    ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    `Unsupported media type "${contentType.slice(0, 100)}" in request.`,
  );
}

function isJsonType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

async function readBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const bytes = await readCapped(request.body, MAX_BODY_BYTES);
  if (bytes === 'too_large') throw tooLarge();
  return bytes;
}

function depthOf(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) max = depth;
    if (max > MAX_DEPTH) return max;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return max;
}

/** The parsed object and the bytes it was read from (the route guard hands both to the validator). */
export async function readJsonBody(
  c: Context,
): Promise<{ value: Record<string, unknown>; bytes: Uint8Array }> {
  const bytes = await readBody(c.req.raw);
  return { value: parseJsonObject(c.req.header('content-type'), bytes), bytes };
}

function parseJsonObject(contentType: string | undefined, bytes: Uint8Array): Record<string, unknown> {
  if (contentType !== undefined && !isJsonType(contentType)) throw unsupportedMediaType(contentType);
  if (bytes.byteLength === 0) return {};
  if (contentType === undefined) {
    throw new ApiError(
      415,
      ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      'Request body must be sent as application/json.',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    throw new ApiError(400, ERROR_CODES.PARSE_ERROR, 'JSON parse error: the request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, ERROR_CODES.PARSE_ERROR, 'Expected a JSON object as the request body.');
  }
  if (depthOf(parsed) > MAX_DEPTH) {
    throw new ApiError(400, ERROR_CODES.PARSE_ERROR, `JSON nested deeper than ${MAX_DEPTH} levels.`);
  }
  return parsed as Record<string, unknown>;
}
