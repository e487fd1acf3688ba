/**
 * /content/: the library of articles, exercises and meditations (seeded into D1 from packages/content),
 * and POST /content/{slug}/clip/, the item's narration as an avatar clip made by generate's pipeline.
 * Clips are content-addressed by (provider, avatar, voice, text), so once one user has rendered an item's
 * clip, every later request for it is born ready on the stored object, with no render.
 */
import { z } from '@hono/zod-openapi';
import { requireAuth } from '../auth/require-auth';
import { getConfig } from '../config';
import { notFound } from '../http/api-error';
import { idempotentWith } from '../http/idempotency';
import { DEFAULT_LIMIT, decodeCursor, toPage } from '../http/pagination';
import { enforceRateLimit } from '../http/rate-limit';
import { signingContext } from '../http/signed-url';
import { BEARER, ErrorSchema, errors, json, jsonBody } from '../openapi/responses';
import { createRouter, defineRoute, jsonGuard } from '../openapi/router';
import { resolveLook } from '../video/catalog';
import { clipSigner } from '../video/clip-url';
import { makeVideo } from '../video/generate';
import { resignClipUrl } from '../video/generate-replay';
import { clipBody, videoUnavailable } from '../video/video-body';
import {
  ClipRequestSchema,
  ContentItemSchema,
  ContentPageSchema,
  ContentQuerySchema,
  itemBody,
  SlugParamSchema,
  summaryBody,
} from './content-body';
import { getContentItem, listContent } from './content-store';

export const content = createRouter();

const TAGS = ['content'];

/** A replayed clip answer gets a freshly signed video_url, as generate's does. */
const idempotentClip = idempotentWith({ replay: resignClipUrl });

content.openapi(
  defineRoute({
    method: 'get',
    path: '/',
    tags: TAGS,
    summary: 'List the content library',
    description: 'Summaries in the library’s order, optionally of one kind and/or with one tag.',
    security: BEARER,
    middleware: [requireAuth],
    request: { query: ContentQuerySchema },
    responses: { 200: json(ContentPageSchema, 'A page of summaries.'), ...errors(400, 401, 503) },
  }),
  async (c) => {
    const { limit = DEFAULT_LIMIT, cursor, kind, tag } = c.req.valid('query');
    const after = decodeCursor(cursor, ['number', 'string']);
    const rows = await listContent(c.env.DB, { kind, tag }, limit + 1, after);
    return c.json(
      toPage(rows, limit, (row) => [row.position, row.slug], summaryBody),
      200,
    );
  },
);

content.openapi(
  defineRoute({
    method: 'get',
    path: '/{slug}',
    tags: TAGS,
    summary: 'One content item',
    security: BEARER,
    middleware: [requireAuth],
    request: { params: SlugParamSchema },
    responses: { 200: json(ContentItemSchema, 'The item.'), ...errors(401, 404, 503) },
  }),
  async (c) => {
    const row = await getContentItem(c.env.DB, c.req.valid('param').slug);
    if (row === undefined) throw notFound();
    return c.json(itemBody(row), 200);
  },
);

const ClipSchema = z
  .object({
    video_id: z.string(),
    video_url: z.string().openapi({
      format: 'uri',
      description: 'Signed and expiring; plays without a token. Answers 409 until a queued clip is ready.',
    }),
    transcript: z.string().openapi({ description: 'The narration the clip speaks.' }),
    status: z.enum(['ready', 'queued']),
    status_url: z.string().optional().openapi({ format: 'uri', description: 'Present while queued.' }),
  })
  .openapi('ContentClip');

const ClipUnavailableSchema = ErrorSchema.extend({ transcript: z.string() }).openapi(
  'ContentClipUnavailable',
);

content.openapi(
  defineRoute({
    method: 'post',
    path: '/{slug}/clip',
    tags: TAGS,
    summary: 'The item narrated by the avatar',
    description:
      'Renders the item’s narration as an avatar clip, like generate (same pipeline, same per-user limit). ' +
      'Clips are cached by content: when this item was rendered before with the same avatar and voice, the ' +
      'answer is 200 with a ready clip at once.',
    security: BEARER,
    middleware: [requireAuth, jsonGuard, idempotentClip],
    request: { params: SlugParamSchema, body: jsonBody(ClipRequestSchema) },
    responses: {
      200: json(ClipSchema, 'The clip is ready (rendered now, or cached).'),
      202: json(ClipSchema, 'The clip is queued; poll `status_url` or `video_url`.'),
      ...errors(400, 401, 404, 413, 415, 429),
      503: {
        description:
          '`video_unavailable` (the narration is included as text; retry after Retry-After), or D1 unavailable.',
        content: { 'application/json': { schema: z.union([ClipUnavailableSchema, ErrorSchema]) } },
      },
    },
  }),
  async (c) => {
    const config = getConfig(c.env);
    const user = c.var.user;
    // Clips share generate's per-user render budget.
    await enforceRateLimit(c.env.GENERATE_USER_LIMITER, `user:${user.id}`);
    const fields = c.req.valid('json');
    const look = await resolveLook({ avatarId: fields.avatar_id, voiceId: fields.voice_id });
    const item = await getContentItem(c.env.DB, c.req.valid('param').slug);
    if (item === undefined) throw notFound();
    // Fail closed on a missing signing key before any work is done or stored.
    clipSigner.requireKey(c.env, config);
    const made = await makeVideo(c.env, config, {
      userId: user.id,
      sessionId: null,
      transcript: item.narration,
      // Reviewed library text, not a user's words: nothing for the safety layer to weigh.
      safetyLevel: 'none',
      ...look,
      requestId: c.get('requestId'),
    });
    const urls = signingContext(c);
    switch (made.kind) {
      case 'ready':
        return c.json(await clipBody(urls, made.video), 200);
      case 'queued':
        return c.json(await clipBody(urls, made.video), 202);
      case 'unavailable':
        throw videoUnavailable(made.error, item.narration, null);
    }
  },
);
