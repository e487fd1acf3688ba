/**
 * Opaque cursor pagination, shared by every list endpoint: `?limit=1..100 (default 20)&cursor=…` →
 * `{results, next_cursor}`. A cursor is the sort key of the last row served (base64url JSON): clients must
 * treat it as opaque, and a malformed one is a 400 on `cursor`. Lists page by a key that is unique and
 * stable (a time plus an id), so rows inserted between pages are neither repeated nor skipped.
 */
import { z } from '@hono/zod-openapi';
import { fieldErrors } from './api-error';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

const LIMIT_MESSAGE = `Ensure this value is an integer from 1 to ${MAX_LIMIT}.`;

export const PageQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, LIMIT_MESSAGE).max(MAX_LIMIT, LIMIT_MESSAGE))
    .optional()
    .openapi({ param: { name: 'limit', in: 'query' }, type: 'integer', example: 20 }),
  cursor: z
    .string()
    .max(512)
    .optional()
    .openapi({ param: { name: 'cursor', in: 'query' }, description: 'next_cursor of the previous page.' }),
});

/** `{results: T[], next_cursor}`; next_cursor is null on the last page. */
export function pageSchema<T extends z.ZodType>(item: T, name: string) {
  return z.object({ results: z.array(item), next_cursor: z.string().nullable() }).openapi(name);
}

export type CursorKey = ReadonlyArray<string | number>;

export function encodeCursor(key: CursorKey): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The key a cursor carries, checked against the shape the list expects (e.g. ['number', 'string']).
 * Undefined when there is no cursor; a 400 on `cursor` when it is not one of ours.
 */
export function decodeCursor(
  cursor: string | undefined,
  shape: ReadonlyArray<'number' | 'string'>,
): CursorKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const invalid = fieldErrors({ cursor: ['Invalid cursor.'] });
  let key: unknown;
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    key = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(key) || key.length !== shape.length) throw invalid;
  if (
    !key.every((part, i) => typeof part === shape[i] && (typeof part !== 'number' || Number.isFinite(part)))
  )
    throw invalid;
  return key as CursorKey;
}

/**
 * Rows fetched with `limit + 1` become one page: the extra row only says whether another page exists.
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => CursorKey,
  render: (row: Row) => Item,
): { results: Item[]; next_cursor: string | null } {
  const more = rows.length > limit;
  const served = more ? rows.slice(0, limit) : rows;
  const last = served[served.length - 1];
  return {
    results: served.map(render),
    next_cursor: more && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}
