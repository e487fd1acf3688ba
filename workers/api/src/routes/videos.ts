// GET /liveavatar/videos/: the signed-in user's videos, newest first, in cursor pages. The status of one
// video (GET /liveavatar/videos/{videoId}/) stays with the other video endpoints in liveavatar.ts.
import { listUserVideos } from '@solace/clips';
import { requireAuth } from '../auth/require-auth';
import { getConfig } from '../config';
import { DEFAULT_LIMIT, decodeCursor, PageQuerySchema, toPage } from '../http/pagination';
import { BEARER, errors, json } from '../openapi/responses';
import { createRouter, defineRoute } from '../openapi/router';
import { VideoPageSchema, videoSummaryBody } from '../video/history-body';

export const videos = createRouter();

videos.openapi(
  defineRoute({
    method: 'get',
    path: '/liveavatar/videos',
    tags: ['video'],
    summary: 'Your videos, newest first',
    description:
      'Cursor pages ordered by creation time, newest first. Pass `next_cursor` back as `cursor` for the ' +
      'next page; it is null on the last one. Videos made between two page fetches never shift a page.',
    security: BEARER,
    middleware: [requireAuth],
    request: { query: PageQuerySchema },
    responses: { 200: json(VideoPageSchema, 'One page of videos.'), ...errors(400, 401, 503) },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const limit = query.limit ?? DEFAULT_LIMIT;
    const after = decodeCursor(query.cursor, ['number', 'string']) as [number, string] | undefined;
    const rows = await listUserVideos({ db: c.env.DB }, c.var.user.id, {
      limit: limit + 1,
      ...(after === undefined ? {} : { before: { createdAt: after[0], id: after[1] } }),
    });
    const urls = { env: c.env, config: getConfig(c.env), origin: new URL(c.req.url).origin };
    const page = toPage(
      rows,
      limit,
      (video) => [video.createdAt, video.id],
      (video) => video,
    );
    return c.json(
      {
        results: await Promise.all(page.results.map((video) => videoSummaryBody(urls, video))),
        next_cursor: page.next_cursor,
      },
      200,
    );
  },
);
