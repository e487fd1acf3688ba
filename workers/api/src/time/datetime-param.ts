// A `from` / `to` query parameter of the list endpoints: an ISO 8601 instant with an offset, read as epoch
// milliseconds, with the one format message every such field gives.
import { z } from '@hono/zod-openapi';
import { DATETIME_FORMAT_MESSAGE, parseOffsetDateTime } from './iso-datetime';

export function dateTimeParam(name: 'from' | 'to', description: string) {
  return z
    .string()
    .transform((v, ctx) => {
      const ms = parseOffsetDateTime(v);
      if (ms === undefined) ctx.addIssue({ code: 'custom', message: DATETIME_FORMAT_MESSAGE });
      return ms ?? 0;
    })
    .optional()
    .openapi({
      param: { name, in: 'query' },
      type: 'string',
      format: 'date-time',
      description,
      example: '2026-03-01T00:00:00+01:00',
    });
}
