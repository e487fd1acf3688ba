/**
 * Mood check-ins: create, list (newest first, by range and page), read, change, delete, and a per-day
 * summary in the user's time zone. Every entry belongs to its user; another user's id is a 404.
 * Notes go through the safety layer (moods/note-safety.ts) and are never logged.
 */
import { z } from '@hono/zod-openapi';
import { randomToken } from '@solace/contracts';
import type { MoodRow } from '@solace/db';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import { crisisResourcesUrlFor } from '../crisis-resources/crisis-url';
import { notFound } from '../http/api-error';
import { idempotent } from '../http/idempotency';
import { type CursorKey, DEFAULT_LIMIT, decodeCursor, toPage } from '../http/pagination';
import { rateLimit } from '../http/rate-limit';
import { BEARER, errors, json, jsonBody, NO_CONTENT } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import { languageHintsFor } from '../safety/language-hints';
import { safetyPlanUrlIfAny } from '../safety-plan/plan-link';
import { zoneOrUtc } from '../time/local-date';
import { MoodPageSchema, MoodSchema, moodBody, parseSafety } from './mood-body';
import { checkLoggedAt, MoodCreateSchema, MoodListQuerySchema, MoodUpdateSchema } from './mood-fields';
import { deleteMood, findMood, insertMood, listMoods, summaryRows, updateMood } from './mood-store';
import { checkNote } from './note-safety';
import { SUMMARY_DAYS, summarize } from './summary';

export const moods = createRouter();

// Before the body is read: every write may call the safety model and adds or changes a row.
const limitMoodWrites = rateLimit((c) => ({
  limiter: c.env.MOOD_USER_LIMITER,
  key: `mood-write:${c.var.user.id}`,
}));

const TAGS = ['moods'];

const IdParamSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: 'q3N0bWc1X2Zpc2hfZmluZA' }),
});

moods.openapi(
  defineRoute({
    method: 'post',
    path: '/',
    tags: TAGS,
    summary: 'Log a mood',
    description:
      'The note is checked by the same safety layer as generate; when the verdict sets ' +
      '`show_crisis_resources`, the answer carries `crisis_resources_url`. Without a note, `safety` is ' +
      'level `none`. A retry with the same `Idempotency-Key` replays the first answer. Throttled per ' +
      'user (create and change together: each runs the safety layer).',
    security: BEARER,
    middleware: [requireAuth, limitMoodWrites, jsonGuard, idempotent],
    request: { body: jsonBody(MoodCreateSchema) },
    responses: {
      201: json(MoodSchema, 'The new entry.'),
      ...errors(400, 401, 413, 415, 429, 503),
    },
  }),
  async (c) => {
    const fields = c.req.valid('json');
    const now = nowMs(c.env);
    if (fields.logged_at !== undefined) checkLoggedAt(fields.logged_at, now);
    const note = fields.note ?? null;
    const safety = await checkNote(c.env, note, languageHintsFor(c));
    const row: MoodRow = {
      id: randomToken(16),
      userId: c.var.user.id,
      score: fields.score,
      emotions: JSON.stringify(fields.emotions ?? []),
      note,
      safety: safety === null ? null : JSON.stringify(safety),
      loggedAt: fields.logged_at ?? now,
      createdAt: now,
      updatedAt: now,
    };
    await insertMood(c.env.DB, row);
    const planUrl = await safetyPlanUrlIfAny(c, parseSafety(row.safety));
    return c.json(
      moodBody(row, () => crisisResourcesUrlFor(c), planUrl),
      201,
    );
  },
);

moods.openapi(
  defineRoute({
    method: 'get',
    path: '/',
    tags: TAGS,
    summary: 'Mood entries, newest first',
    description: 'Ordered by `logged_at` then id, newest first; `from` is inclusive, `to` exclusive.',
    security: BEARER,
    middleware: [requireAuth],
    request: { query: MoodListQuerySchema },
    responses: { 200: json(MoodPageSchema, 'One page of entries.'), ...errors(400, 401, 503) },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const limit = query.limit ?? DEFAULT_LIMIT;
    const after = decodeCursor(query.cursor, ['number', 'string']) as readonly [number, string] | undefined;
    const rows = await listMoods(c.env.DB, c.var.user.id, {
      limit,
      ...(query.from === undefined ? {} : { fromMs: query.from }),
      ...(query.to === undefined ? {} : { toMs: query.to }),
      ...(after === undefined ? {} : { after }),
    });
    const crisisUrl = () => crisisResourcesUrlFor(c);
    const raised = rows.slice(0, limit).find((row) => parseSafety(row.safety).show_crisis_resources);
    const planUrl =
      raised === undefined ? undefined : await safetyPlanUrlIfAny(c, parseSafety(raised.safety));
    const keyOf = (row: MoodRow): CursorKey => [row.loggedAt, row.id];
    return c.json(
      toPage(rows, limit, keyOf, (row) => moodBody(row, crisisUrl, planUrl)),
      200,
    );
  },
);

const SummaryQuerySchema = z.object({
  days: z
    .enum(SUMMARY_DAYS, { error: (issue) => `"${String(issue.input)}" is not a valid choice.` })
    .default('7')
    .openapi({ param: { name: 'days', in: 'query' }, example: '7' }),
});

const DaySummarySchema = z.object({
  date: z.string().openapi({ format: 'date', example: '2026-03-29' }),
  count: z.number().int(),
  average: z.number().nullable(),
});

const MoodSummarySchema = z
  .object({
    days: z.number().int().openapi({ example: 7 }),
    count: z.number().int(),
    average: z.number().nullable().openapi({ description: 'Mean score, 2 decimals; null without entries.' }),
    by_day: z.array(DaySummarySchema).openapi({
      description: 'One item per local day of the window, oldest first, ending today; empty days count 0.',
    }),
    streak_days: z
      .number()
      .int()
      .openapi({
        description:
          'Consecutive local days with at least one entry, ending today, or yesterday while today has none ' +
          'yet; followed back at most a year before the window.',
      }),
  })
  .openapi('MoodSummary');

// Registered before /moods/{id}, which would otherwise take "summary" for an id.
moods.openapi(
  defineRoute({
    method: 'get',
    path: '/summary',
    tags: TAGS,
    summary: 'Mood per local day',
    description:
      'Days are calendar days in the profile time zone (UTC when unset); every entry is counted in the ' +
      'zone in force now. Computed from one D1 query.',
    security: BEARER,
    middleware: [requireAuth],
    request: { query: SummaryQuerySchema },
    responses: { 200: json(MoodSummarySchema, 'The summary.'), ...errors(400, 401, 503) },
  }),
  async (c) => {
    const days = Number(c.req.valid('query').days);
    const now = nowMs(c.env);
    const zone = zoneOrUtc(c.var.user.timezone);
    const rows = await summaryRows(c.env.DB, c.var.user.id, days, now, zone);
    return c.json(summarize(rows, days, now, zone), 200);
  },
);

moods.openapi(
  defineRoute({
    method: 'get',
    path: '/{id}',
    tags: TAGS,
    summary: 'One mood entry',
    security: BEARER,
    middleware: [requireAuth],
    request: { params: IdParamSchema },
    responses: { 200: json(MoodSchema, 'The entry.'), ...errors(401, 404, 503) },
  }),
  async (c) => {
    const row = await findMood(c.env.DB, c.var.user.id, c.req.valid('param').id);
    if (row === undefined) throw notFound();
    const planUrl = await safetyPlanUrlIfAny(c, parseSafety(row.safety));
    return c.json(
      moodBody(row, () => crisisResourcesUrlFor(c), planUrl),
      200,
    );
  },
);

moods.openapi(
  defineRoute({
    method: 'patch',
    path: '/{id}',
    tags: TAGS,
    summary: 'Change a mood entry',
    description:
      'Same rules as create for each field given; a changed note is checked again. Shares the per-user ' +
      'limit of create.',
    security: BEARER,
    middleware: [requireAuth, limitMoodWrites, jsonGuard],
    request: { params: IdParamSchema, body: jsonBody(MoodUpdateSchema) },
    responses: {
      200: json(MoodSchema, 'The entry as changed.'),
      ...errors(400, 401, 404, 413, 415, 429, 503),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const fields = c.req.valid('json');
    const now = nowMs(c.env);
    if (fields.logged_at !== undefined) checkLoggedAt(fields.logged_at, now);
    const current = await findMood(c.env.DB, c.var.user.id, id);
    if (current === undefined) throw notFound();
    const noteChanged = fields.note !== undefined && fields.note !== current.note;
    const safety = noteChanged ? await checkNote(c.env, fields.note ?? null, languageHintsFor(c)) : undefined;
    const row = await updateMood(c.env.DB, c.var.user.id, id, {
      updatedAt: now,
      ...(fields.score === undefined ? {} : { score: fields.score }),
      ...(fields.emotions === undefined ? {} : { emotions: JSON.stringify(fields.emotions) }),
      ...(fields.logged_at === undefined ? {} : { loggedAt: fields.logged_at }),
      ...(noteChanged ? { note: fields.note ?? null, safety: safety ? JSON.stringify(safety) : null } : {}),
    });
    // Deleted between the read and the write.
    if (row === undefined) throw notFound();
    const planUrl = await safetyPlanUrlIfAny(c, parseSafety(row.safety));
    return c.json(
      moodBody(row, () => crisisResourcesUrlFor(c), planUrl),
      200,
    );
  },
);

moods.openapi(
  defineRoute({
    method: 'delete',
    path: '/{id}',
    tags: TAGS,
    summary: 'Delete a mood entry',
    security: BEARER,
    middleware: [requireAuth],
    request: { params: IdParamSchema },
    responses: { 204: NO_CONTENT, ...errors(401, 404, 503) },
  }),
  async (c) => {
    if (!(await deleteMood(c.env.DB, c.var.user.id, c.req.valid('param').id))) throw notFound();
    return c.body(null, 204);
  },
);
