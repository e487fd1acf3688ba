/**
 * The private journal, mounted at /api/v1/journal: write, list (newest first, by tag and date range,
 * cursor pages), read, edit, delete. Text passes the safety layer like a mood note, is sealed with
 * DATA_ENCRYPTION_KEYS before it reaches D1, and is never logged. Another user's id is a 404.
 */
import { z } from '@hono/zod-openapi';
import { randomToken } from '@solace/contracts';
import type { JournalEntryRow } from '@solace/db';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import { requireDataKeys } from '../encryption/data-keys';
import { journalAad, sealText } from '../encryption/sealed-text';
import { fieldErrors, notFound } from '../http/api-error';
import { idempotent } from '../http/idempotency';
import { type CursorKey, DEFAULT_LIMIT, decodeCursor, encodeCursor } from '../http/pagination';
import { checkNote } from '../moods/note-safety';
import { BEARER, errors, json, jsonBody, NO_CONTENT } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import { crisisLinksFor } from '../safety-plan/plan-link';
import { JournalEntrySchema, JournalPageSchema, journalBody, safetyOf } from './journal-body';
import { JournalCreateSchema, JournalListQuerySchema, JournalUpdateSchema } from './journal-fields';
import { deleteEntry, findEntry, insertEntry, listEntries, ownsMood, updateEntry } from './journal-store';

export const journal = createRouter();

const TAGS = ['journal'];

const IdParamSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: 'q3N0bWc1X2Zpc2hfZmluZA' }),
});

async function requireOwnMood(d1: D1Database, userId: number, moodId: string | null | undefined) {
  if (typeof moodId === 'string' && !(await ownsMood(d1, userId, moodId))) {
    throw fieldErrors({ mood_id: ['No such mood entry.'] });
  }
}

journal.openapi(
  defineRoute({
    method: 'post',
    path: '/',
    tags: TAGS,
    summary: 'Write a journal entry',
    description:
      'The text is checked by the same safety layer as generate and mood notes; when the verdict sets ' +
      '`show_crisis_resources`, the answer carries `crisis_resources_url` (and `safety_plan_url` when you ' +
      'have a plan). The text is encrypted before it is stored. A retry with the same `Idempotency-Key` ' +
      'replays the first answer.',
    security: BEARER,
    middleware: [requireAuth, jsonGuard, idempotent],
    request: { body: jsonBody(JournalCreateSchema) },
    responses: { 201: json(JournalEntrySchema, 'The new entry.'), ...errors(400, 401, 413, 415, 503) },
  }),
  async (c) => {
    const fields = c.req.valid('json');
    const userId = c.var.user.id;
    const ring = await requireDataKeys(c.env);
    await requireOwnMood(c.env.DB, userId, fields.mood_id);
    const id = randomToken(16);
    const safety = await checkNote(c.env, fields.text);
    const sealed = await sealText(ring, fields.text, journalAad(userId, id));
    const now = nowMs(c.env);
    const row: JournalEntryRow = {
      id,
      userId,
      keyId: sealed.keyId,
      ciphertext: sealed.ciphertext,
      moodId: fields.mood_id ?? null,
      tags: JSON.stringify(fields.tags ?? []),
      safety: safety === null ? null : JSON.stringify(safety),
      createdAt: now,
      updatedAt: now,
    };
    await insertEntry(c.env.DB, row);
    return c.json(await journalBody(ring, row, await crisisLinksFor(c, [safetyOf(row)])), 201);
  },
);

journal.openapi(
  defineRoute({
    method: 'get',
    path: '/',
    tags: TAGS,
    summary: 'Journal entries, newest first',
    description:
      'Ordered by `created_at` then id, newest first; `tag` keeps entries with that tag (compared ' +
      'lower-cased); `from` is inclusive, `to` exclusive.',
    security: BEARER,
    middleware: [requireAuth],
    request: { query: JournalListQuerySchema },
    responses: { 200: json(JournalPageSchema, 'One page of entries.'), ...errors(400, 401, 503) },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const limit = query.limit ?? DEFAULT_LIMIT;
    const after = decodeCursor(query.cursor, ['number', 'string']) as readonly [number, string] | undefined;
    const ring = await requireDataKeys(c.env);
    const rows = await listEntries(c.env.DB, c.var.user.id, {
      limit,
      ...(query.tag === undefined ? {} : { tag: query.tag }),
      ...(query.from === undefined ? {} : { fromMs: query.from }),
      ...(query.to === undefined ? {} : { toMs: query.to }),
      ...(after === undefined ? {} : { after }),
    });
    const served = rows.slice(0, limit);
    const links = await crisisLinksFor(c, served.map(safetyOf));
    const last = served[served.length - 1];
    const keyOf = (row: JournalEntryRow): CursorKey => [row.createdAt, row.id];
    return c.json(
      {
        results: await Promise.all(served.map((row) => journalBody(ring, row, links))),
        next_cursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
      },
      200,
    );
  },
);

journal.openapi(
  defineRoute({
    method: 'get',
    path: '/{id}',
    tags: TAGS,
    summary: 'One journal entry',
    security: BEARER,
    middleware: [requireAuth],
    request: { params: IdParamSchema },
    responses: { 200: json(JournalEntrySchema, 'The entry.'), ...errors(401, 404, 503) },
  }),
  async (c) => {
    const ring = await requireDataKeys(c.env);
    const row = await findEntry(c.env.DB, c.var.user.id, c.req.valid('param').id);
    if (row === undefined) throw notFound();
    return c.json(await journalBody(ring, row, await crisisLinksFor(c, [safetyOf(row)])), 200);
  },
);

journal.openapi(
  defineRoute({
    method: 'patch',
    path: '/{id}',
    tags: TAGS,
    summary: 'Edit a journal entry',
    description: 'Same rules as writing for each field given; changed text is checked and sealed again.',
    security: BEARER,
    middleware: [requireAuth, jsonGuard],
    request: { params: IdParamSchema, body: jsonBody(JournalUpdateSchema) },
    responses: {
      200: json(JournalEntrySchema, 'The entry as changed.'),
      ...errors(400, 401, 404, 413, 415, 503),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const fields = c.req.valid('json');
    const userId = c.var.user.id;
    const ring = await requireDataKeys(c.env);
    const current = await findEntry(c.env.DB, userId, id);
    if (current === undefined) throw notFound();
    await requireOwnMood(c.env.DB, userId, fields.mood_id);
    const text =
      fields.text === undefined
        ? undefined
        : {
            sealed: await sealText(ring, fields.text, journalAad(userId, id)),
            safety: await checkNote(c.env, fields.text),
          };
    const row = await updateEntry(c.env.DB, userId, id, {
      updatedAt: nowMs(c.env),
      ...(fields.tags === undefined ? {} : { tags: JSON.stringify(fields.tags) }),
      ...(fields.mood_id === undefined ? {} : { moodId: fields.mood_id }),
      ...(text === undefined
        ? {}
        : {
            keyId: text.sealed.keyId,
            ciphertext: text.sealed.ciphertext,
            safety: text.safety === null ? null : JSON.stringify(text.safety),
          }),
    });
    // Deleted between the read and the write.
    if (row === undefined) throw notFound();
    return c.json(await journalBody(ring, row, await crisisLinksFor(c, [safetyOf(row)])), 200);
  },
);

journal.openapi(
  defineRoute({
    method: 'delete',
    path: '/{id}',
    tags: TAGS,
    summary: 'Delete a journal entry',
    security: BEARER,
    middleware: [requireAuth],
    request: { params: IdParamSchema },
    responses: { 204: NO_CONTENT, ...errors(401, 404, 503) },
  }),
  async (c) => {
    if (!(await deleteEntry(c.env.DB, c.var.user.id, c.req.valid('param').id))) throw notFound();
    return c.body(null, 204);
  },
);
