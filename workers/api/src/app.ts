/**
 * The API worker's Hono app: global middleware, one sub-app per resource under /api/v1, and the single
 * error and not-found handlers. Paths match with or without their trailing slash (`strict: false`).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { getConfig } from './config';
import type { AppEnv } from './env';
import { clientPageOr } from './http/client-pages';
import { withGuardedDb } from './http/d1-guard';
import { BOOKMARK_HEADER, d1Sessions } from './http/d1-sessions';
import { notFoundOrNotAllowed, onError } from './http/errors';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './http/idempotency';
import { createAllowedMethods } from './http/method-not-allowed';
import { MAX_BODY_BYTES, tooLarge } from './http/read-json';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { serveDocsPage } from './openapi/docs-page';
import { registerComponents } from './openapi/document';
import { serveDocument } from './openapi/serve';
import { accounts } from './routes/accounts';
import { chat } from './routes/chat';
import { content } from './routes/content';
import { crisisResources } from './routes/crisis-resources';
import { dev } from './routes/dev';
import { emergencyContacts } from './routes/emergency-contacts';
import { health } from './routes/health';
import { liveavatar } from './routes/liveavatar';
import { moods } from './routes/moods';
import { password } from './routes/password';
import { profile } from './routes/profile';
import { tasks } from './routes/tasks';
import { videos } from './routes/videos';

const PICTURE_UPLOAD_PATH = /^\/api\/v1\/profile\/picture\/?$/;

export function createApp(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ strict: false });

  app.use(requestId({ headerName: 'X-Request-Id', limitLength: 64 }));
  app.use(requestLog);
  // Every handler below sees D1 through the guard: a failed call becomes a 503, not a 500.
  app.use(async (c, next) => {
    c.env = withGuardedDb(c.env);
    await next();
  });
  // Reads may go to a D1 replica (from the client's bookmark); writes and token rotation use the primary.
  app.use(d1Sessions);
  app.use(securityHeaders);
  app.use('*', async (c, next) => {
    const origins = getConfig(c.env).CORS_ORIGINS;
    return cors({
      origin: (origin) => (origins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'Range',
        'If-None-Match',
        'X-Request-Id',
        IDEMPOTENCY_HEADER,
        BOOKMARK_HEADER,
      ],
      exposeHeaders: [
        'X-Request-Id',
        'Retry-After',
        'WWW-Authenticate',
        'Content-Range',
        'Content-Length',
        'ETag',
        'Accept-Ranges',
        REPLAYED_HEADER,
        BOOKMARK_HEADER,
      ],
      maxAge: 600,
    })(c, next);
  });
  app.use('*', async (c, next) => {
    // The picture upload reads its body with its own, larger cap (profile/picture-upload.ts).
    const ownCap = c.req.method === 'PUT' && PICTURE_UPLOAD_PATH.test(c.req.path);
    if (!ownCap && Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES) throw tooLarge();
    await next();
  });

  app.route('/api/v1', health);
  app.route('/api/v1', accounts);
  app.route('/api/v1', profile);
  app.route('/api/v1', password);
  app.route('/api/v1', videos);
  app.route('/api/v1', liveavatar);
  app.route('/api/v1', chat);
  app.route('/api/v1', moods);
  app.route('/api/v1', tasks);
  app.route('/api/v1', emergencyContacts);
  app.route('/api/v1', crisisResources);
  app.route('/api/v1', content);
  app.route('/api/v1', dev);

  registerComponents(app.openAPIRegistry);
  serveDocument(app, '/api/v1/openapi.json');
  serveDocsPage(app, '/api/v1/docs', '/api/v1/openapi.json');

  app.onError(onError);
  app.notFound(clientPageOr(notFoundOrNotAllowed(createAllowedMethods(app as unknown as Hono<never>))));
  return app;
}
