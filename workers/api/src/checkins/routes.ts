/**
 * Standard check-ins, mounted at /api/v1/checkins: the instruments (public: item wording, scales, bands,
 * sources), take one (scored and banded at once; PHQ-9 item 9 above "not at all" raises crisis resources
 * whatever the total), list, read, delete, the trend of one instrument and which are due. Every check-in
 * belongs to its user; another user's id is a 404.
 */
import { z } from '@hono/zod-openapi';
import { randomToken } from '@solace/contracts';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import { notFound } from '../http/api-error';
import { idempotent } from '../http/idempotency';
import { type CursorKey, DEFAULT_LIMIT, decodeCursor, toPage } from '../http/pagination';
import { BEARER, errors, json, jsonBody, NO_CONTENT } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import { crisisLinksFor } from '../safety-plan/plan-link';
import { CheckinPageSchema, CheckinSchema, checkinBody, NO_SAFETY, RISK_ITEM_SAFETY } from './checkin-body';
import { CheckinCreateSchema, CheckinListQuerySchema, SummaryQuerySchema } from './checkin-fields';
import {
  deleteCheckin,
  findCheckin,
  insertCheckin,
  lastTaken,
  latestScores,
  listCheckins,
} from './checkin-store';
import { type InstrumentBody, InstrumentListSchema } from './instrument-schema';
import { INSTRUMENT_IDS, INSTRUMENTS, scoreAnswers } from './instruments';
import { CheckinSummarySchema, DueListSchema, dueList, summarize } from './summary';

export const checkins = createRouter();

const TAGS = ['check-ins'];

const IdParamSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: 'q3N0bWc1X2Zpc2hfZmluZA' }),
});

checkins.openapi(
  defineRoute({
    method: 'get',
    path: '/instruments',
    tags: TAGS,
    summary: 'The standard questionnaires',
    description:
      'PHQ-9 (depression), GAD-7 (anxiety) and WHO-5 (wellbeing) with their published English wording, ' +
      'answer options, scoring, severity bands, source and terms of use. Public and cacheable.',
    security: [],
    responses: { 200: json(InstrumentListSchema, 'Every instrument.') },
  }),
  (c) =>
    c.json({ results: INSTRUMENT_IDS.map((id) => structuredClone(INSTRUMENTS[id]) as InstrumentBody) }, 200, {
      'Cache-Control': 'public, max-age=86400',
    }),
);

checkins.openapi(
  defineRoute({
    method: 'post',
    path: '/',
    tags: TAGS,
    summary: 'Take a check-in',
    description:
      'Every answer is checked against the instrument (count and range). The answer gives the score, its ' +
      'band in plain words and the previous score of the same instrument; a PHQ-9 that rose by 5 or more ' +
      'is flagged. PHQ-9 item 9 answered above "not at all" sets `safety.show_crisis_resources` (level ' +
      '`elevated`, category `self_harm`) whatever the total, with `crisis_resources_url` and, when the ' +
      'person has one, `safety_plan_url`. A retry with the same `Idempotency-Key` replays the first answer.',
    security: BEARER,
    middleware: [requireAuth, jsonGuard, idempotent],
    request: { body: jsonBody(CheckinCreateSchema) },
    responses: { 201: json(CheckinSchema, 'The scored check-in.'), ...errors(400, 401, 413, 415, 503) },
  }),
  async (c) => {
    const { instrument, answers } = c.req.valid('json');
    const values = answers as number[];
    const scored = scoreAnswers(INSTRUMENTS[instrument], values);
    const safety = scored.riskItem ? RISK_ITEM_SAFETY : null;
    const row = await insertCheckin(c.env.DB, {
      id: randomToken(16),
      userId: c.var.user.id,
      instrument,
      answers: JSON.stringify(values),
      score: scored.score,
      band: scored.band.id,
      safety: safety === null ? null : JSON.stringify(safety),
      createdAt: nowMs(c.env),
    });
    const links = await crisisLinksFor(c, [safety ?? NO_SAFETY]);
    return c.json(checkinBody(row, row.previousScore, links), 201);
  },
);

checkins.openapi(
  defineRoute({
    method: 'get',
    path: '/',
    tags: TAGS,
    summary: 'Check-ins, newest first',
    security: BEARER,
    middleware: [requireAuth],
    request: { query: CheckinListQuerySchema },
    responses: { 200: json(CheckinPageSchema, 'One page of check-ins.'), ...errors(400, 401, 503) },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const limit = query.limit ?? DEFAULT_LIMIT;
    const after = decodeCursor(query.cursor, ['number', 'string']) as readonly [number, string] | undefined;
    const rows = await listCheckins(c.env.DB, c.var.user.id, {
      limit,
      ...(query.instrument === undefined ? {} : { instrument: query.instrument }),
      ...(after === undefined ? {} : { after }),
    });
    const served = rows.slice(0, limit);
    const links = await crisisLinksFor(
      c,
      served.map((r) => (r.safety === null ? NO_SAFETY : RISK_ITEM_SAFETY)),
    );
    const keyOf = (row: (typeof rows)[number]): CursorKey => [row.createdAt, row.id];
    return c.json(
      toPage(rows, limit, keyOf, (row) => checkinBody(row, row.previousScore, links)),
      200,
    );
  },
);

// Registered before /{id}, which would otherwise take "summary" and "due" for ids.
checkins.openapi(
  defineRoute({
    method: 'get',
    path: '/summary',
    tags: TAGS,
    summary: 'The trend of one instrument',
    description:
      'The latest `last` results of the instrument (default 12), oldest first, with the change from the ' +
      'first to the latest and whether that is better or worse for this instrument. One D1 query.',
    security: BEARER,
    middleware: [requireAuth],
    request: { query: SummaryQuerySchema },
    responses: { 200: json(CheckinSummarySchema, 'The trend.'), ...errors(400, 401, 503) },
  }),
  async (c) => {
    const { instrument, last } = c.req.valid('query');
    const rows = await latestScores(c.env.DB, c.var.user.id, instrument, last);
    return c.json(summarize(instrument, rows), 200);
  },
);

checkins.openapi(
  defineRoute({
    method: 'get',
    path: '/due',
    tags: TAGS,
    summary: 'Which check-ins are due',
    description: 'Every instrument, due when never taken or when the last one is 14 days old or more.',
    security: BEARER,
    middleware: [requireAuth],
    responses: { 200: json(DueListSchema, 'One item per instrument.'), ...errors(401, 503) },
  }),
  async (c) => c.json(dueList(await lastTaken(c.env.DB, c.var.user.id), nowMs(c.env)), 200),
);

checkins.openapi(
  defineRoute({
    method: 'get',
    path: '/{id}',
    tags: TAGS,
    summary: 'One check-in',
    security: BEARER,
    middleware: [requireAuth],
    request: { params: IdParamSchema },
    responses: { 200: json(CheckinSchema, 'The check-in.'), ...errors(401, 404, 503) },
  }),
  async (c) => {
    const row = await findCheckin(c.env.DB, c.var.user.id, c.req.valid('param').id);
    if (row === undefined) throw notFound();
    const links = await crisisLinksFor(c, [row.safety === null ? NO_SAFETY : RISK_ITEM_SAFETY]);
    return c.json(checkinBody(row, row.previousScore, links), 200);
  },
);

checkins.openapi(
  defineRoute({
    method: 'delete',
    path: '/{id}',
    tags: TAGS,
    summary: 'Delete a check-in',
    security: BEARER,
    middleware: [requireAuth],
    request: { params: IdParamSchema },
    responses: { 204: NO_CONTENT, ...errors(401, 404, 503) },
  }),
  async (c) => {
    if (!(await deleteCheckin(c.env.DB, c.var.user.id, c.req.valid('param').id))) throw notFound();
    return c.body(null, 204);
  },
);
