/**
 * /emergency-contacts/: the people in the user's safety plan, for the client to offer when things are
 * hard. The service stores them and never contacts anyone. Owner-only: another user's id reads as 404.
 */
import { ERROR_CODES } from '@solace/contracts';
import { nowMs } from '../auth/clock';
import { requireAuth } from '../auth/require-auth';
import type { AuthUser } from '../env';
import { ApiError, fieldErrors, notFound } from '../http/api-error';
import { idempotent } from '../http/idempotency';
import { DEFAULT_LIMIT, decodeCursor, PageQuerySchema, pageSchema, toPage } from '../http/pagination';
import { BEARER, errors, json, jsonBody, NO_CONTENT } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import {
  ContactCreateSchema,
  ContactIdParamSchema,
  ContactSchema,
  ContactUpdateSchema,
  contactBody,
  MAX_CONTACTS,
} from './contact-fields';
import { createContact, deleteContact, getContact, listContacts, updateContact } from './contact-store';
import { normalizePhone } from './phone';

export const emergencyContacts = createRouter();

const TAGS = ['safety plan'];
const NEVER_CONTACTED =
  'Contacts are stored for the client to offer the user; the service never calls, texts or emails anyone.';

const ContactPageSchema = pageSchema(ContactSchema, 'EmergencyContactPage');

function phoneFor(raw: string, user: AuthUser): string {
  const parsed = normalizePhone(raw, user.country);
  if (!parsed.ok) throw fieldErrors({ phone: [parsed.message] });
  return parsed.e164;
}

emergencyContacts.openapi(
  defineRoute({
    method: 'get',
    path: '/',
    tags: TAGS,
    summary: 'List emergency contacts',
    description: `Oldest first. ${NEVER_CONTACTED}`,
    security: BEARER,
    middleware: [requireAuth],
    request: { query: PageQuerySchema },
    responses: { 200: json(ContactPageSchema, 'A page of contacts.'), ...errors(400, 401, 503) },
  }),
  async (c) => {
    const { limit = DEFAULT_LIMIT, cursor } = c.req.valid('query');
    const after = decodeCursor(cursor, ['number', 'string']);
    const rows = await listContacts(c.env.DB, c.var.user.id, limit + 1, after);
    return c.json(
      toPage(rows, limit, (row) => [row.createdAt, row.id], contactBody),
      200,
    );
  },
);

emergencyContacts.openapi(
  defineRoute({
    method: 'post',
    path: '/',
    tags: TAGS,
    summary: 'Add an emergency contact',
    description:
      `At most ${MAX_CONTACTS} contacts; the first one is primary. The phone number is stored in E.164: a ` +
      `national number is read in the profile's country, and needs the international form without one. ` +
      NEVER_CONTACTED,
    security: BEARER,
    middleware: [requireAuth, jsonGuard, idempotent],
    request: { body: jsonBody(ContactCreateSchema) },
    responses: {
      201: json(ContactSchema, 'The stored contact.'),
      ...errors(400, 401, 413, 415, 503),
    },
  }),
  async (c) => {
    const user = c.var.user;
    const fields = c.req.valid('json');
    const phone = phoneFor(fields.phone, user);
    const row = await createContact(
      c.env.DB,
      user.id,
      {
        name: fields.name,
        phone,
        relationship: fields.relationship ?? '',
        isPrimary: fields.is_primary ?? false,
      },
      nowMs(c.env),
    );
    if (row === undefined) {
      throw new ApiError(
        400,
        ERROR_CODES.CONTACT_LIMIT_REACHED,
        `You can keep at most ${MAX_CONTACTS} emergency contacts. Remove one before adding another.`,
      );
    }
    return c.json(contactBody(row), 201);
  },
);

emergencyContacts.openapi(
  defineRoute({
    method: 'get',
    path: '/{id}',
    tags: TAGS,
    summary: 'One emergency contact',
    security: BEARER,
    middleware: [requireAuth],
    request: { params: ContactIdParamSchema },
    responses: { 200: json(ContactSchema, 'The contact.'), ...errors(401, 404, 503) },
  }),
  async (c) => {
    const row = await getContact(c.env.DB, c.var.user.id, c.req.valid('param').id);
    if (row === undefined) throw notFound();
    return c.json(contactBody(row), 200);
  },
);

emergencyContacts.openapi(
  defineRoute({
    method: 'patch',
    path: '/{id}',
    tags: TAGS,
    summary: 'Change an emergency contact',
    description: 'Only the fields sent change. Setting `is_primary` to true clears it on the other contacts.',
    security: BEARER,
    middleware: [requireAuth, jsonGuard],
    request: { params: ContactIdParamSchema, body: jsonBody(ContactUpdateSchema) },
    responses: {
      200: json(ContactSchema, 'The changed contact.'),
      ...errors(400, 401, 404, 413, 415, 503),
    },
  }),
  async (c) => {
    const user = c.var.user;
    const { id } = c.req.valid('param');
    const fields = c.req.valid('json');
    const current = await getContact(c.env.DB, user.id, id);
    if (current === undefined) throw notFound();
    if (fields.is_primary === false && current.isPrimary) {
      throw fieldErrors({
        is_primary: ['One contact is always primary: make another contact primary instead.'],
      });
    }
    const row = await updateContact(
      c.env.DB,
      user.id,
      id,
      {
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.phone !== undefined ? { phone: phoneFor(fields.phone, user) } : {}),
        ...(fields.relationship !== undefined ? { relationship: fields.relationship } : {}),
        ...(fields.is_primary === true ? { isPrimary: true } : {}),
      },
      nowMs(c.env),
    );
    if (row === undefined) throw notFound();
    return c.json(contactBody(row), 200);
  },
);

emergencyContacts.openapi(
  defineRoute({
    method: 'delete',
    path: '/{id}',
    tags: TAGS,
    summary: 'Remove an emergency contact',
    description: 'Removing the primary contact makes the oldest remaining one primary.',
    security: BEARER,
    middleware: [requireAuth],
    request: { params: ContactIdParamSchema },
    responses: { 204: NO_CONTENT, ...errors(401, 404, 503) },
  }),
  async (c) => {
    if (!(await deleteContact(c.env.DB, c.var.user.id, c.req.valid('param').id, nowMs(c.env)))) {
      throw notFound();
    }
    return c.body(null, 204);
  },
);
