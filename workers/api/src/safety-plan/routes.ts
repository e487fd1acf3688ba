/**
 * The personal safety plan, mounted at /api/v1/safety-plan: one per user, read and written whole. The
 * version is the ETag; a write names the version it read in If-Match, so two devices never overwrite each
 * other silently (412). The document is sealed with DATA_ENCRYPTION_KEYS before it reaches D1 and never
 * logged. Without a plan, GET answers a draft whose professionals are the person's country's crisis lines.
 */
import { z } from '@hono/zod-openapi';
import { resourcesFor } from '@solace/crisis-resources';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import { countryCode } from '../crisis-resources/crisis-url';
import { requireDataKeys } from '../encryption/data-keys';
import { openText, safetyPlanAad, sealText } from '../encryption/sealed-text';
import { fieldErrors, notFound } from '../http/api-error';
import { BEARER, errors, json, jsonBody, NO_CONTENT } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import { expectedVersion, parseIfMatch, preconditionFailed } from './if-match';
import { EMPTY_DOCUMENT, etagOf, planBody, prefilledProfessionals, SafetyPlanSchema } from './plan-body';
import { type PlanDocument, PlanDocumentSchema } from './plan-fields';
import { contactsOf, createPlan, deletePlan, findPlan, replacePlan } from './plan-store';

export const safetyPlan = createRouter();

const TAGS = ['safety plan'];

const ETAG_HEADER = {
  ETag: {
    description: 'The version, quoted (`"3"`); send it back in If-Match.',
    schema: { type: 'string' as const },
  },
};

const IfMatchSchema = z.object({
  'if-match': z
    .string()
    .optional()
    .openapi({
      param: { name: 'if-match', in: 'header' },
      description:
        'The ETag of the version read. Required once a plan exists; `*` replaces whatever is stored.',
      example: '"3"',
    }),
});

safetyPlan.openapi(
  defineRoute({
    method: 'get',
    path: '/',
    tags: TAGS,
    summary: 'My safety plan',
    description:
      'The plan with its version (also the `ETag`), the linked emergency contacts and the steps’ titles. ' +
      'Without a stored plan: a draft at version 0 whose professionals are the crisis lines of the ' +
      'profile country (else `CF-IPCountry`, else the international list).',
    security: BEARER,
    middleware: [requireAuth],
    responses: {
      200: { ...json(SafetyPlanSchema, 'The plan, or the draft.'), headers: ETAG_HEADER },
      ...errors(401, 503),
    },
  }),
  async (c) => {
    const userId = c.var.user.id;
    const [row, contacts] = await Promise.all([findPlan(c.env.DB, userId), contactsOf(c.env.DB, userId)]);
    const headers = { ETag: etagOf(row?.version ?? 0), 'Cache-Control': 'no-store' };
    if (row === undefined) {
      const country = countryCode(c.var.user.country) ?? countryCode(c.req.header('cf-ipcountry'));
      const draft = {
        ...EMPTY_DOCUMENT,
        professionals: prefilledProfessionals(resourcesFor(country).resources),
      };
      return c.json(
        planBody(draft, { version: 0, createdAt: null, updatedAt: null }, contacts),
        200,
        headers,
      );
    }
    const ring = await requireDataKeys(c.env);
    const document = JSON.parse(await openText(ring, row, safetyPlanAad(userId))) as PlanDocument;
    return c.json(planBody(document, row, contacts), 200, headers);
  },
);

safetyPlan.openapi(
  defineRoute({
    method: 'put',
    path: '/',
    tags: TAGS,
    summary: 'Save my safety plan',
    description:
      'Replaces the whole plan. The first save needs no If-Match (or `"0"`) and answers 201; later ' +
      'saves need If-Match with the version read: 428 without it, 412 when another save came first. ' +
      'Every id in `contact_ids` must be one of your emergency contacts.',
    security: BEARER,
    middleware: [requireAuth, jsonGuard],
    request: { headers: IfMatchSchema, body: jsonBody(PlanDocumentSchema) },
    responses: {
      200: { ...json(SafetyPlanSchema, 'The saved plan.'), headers: ETAG_HEADER },
      201: { ...json(SafetyPlanSchema, 'The first saved plan.'), headers: ETAG_HEADER },
      ...errors(400, 401, 412, 413, 415, 428, 503),
    },
  }),
  async (c) => {
    const userId = c.var.user.id;
    const document = c.req.valid('json');
    const ring = await requireDataKeys(c.env);
    const [stored, contacts] = await Promise.all([findPlan(c.env.DB, userId), contactsOf(c.env.DB, userId)]);
    const expected = expectedVersion(parseIfMatch(c.req.header('if-match')), stored?.version ?? 0);
    const known = new Set(contacts.map((contact) => contact.id));
    const unknown = document.contact_ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw fieldErrors({
        contact_ids: unknown.map((id) => `"${id}" is not one of your emergency contacts.`),
      });
    }
    const sealed = await sealText(ring, JSON.stringify(document), safetyPlanAad(userId));
    const now = nowMs(c.env);
    const row =
      expected === 0
        ? await createPlan(c.env.DB, userId, sealed, now)
        : await replacePlan(c.env.DB, userId, expected, sealed, now);
    // Another device wrote between our read and this write: the conditional SQL refused it.
    if (row === undefined) throw preconditionFailed();
    const headers = { ETag: etagOf(row.version), 'Cache-Control': 'no-store' };
    const body = planBody(document, row, contacts);
    return expected === 0 ? c.json(body, 201, headers) : c.json(body, 200, headers);
  },
);

safetyPlan.openapi(
  defineRoute({
    method: 'delete',
    path: '/',
    tags: TAGS,
    summary: 'Delete my safety plan',
    security: BEARER,
    middleware: [requireAuth],
    responses: { 204: NO_CONTENT, ...errors(401, 404, 503) },
  }),
  async (c) => {
    if (!(await deletePlan(c.env.DB, c.var.user.id))) throw notFound();
    return c.body(null, 204);
  },
);
