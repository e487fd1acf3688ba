/**
 * The API worker's Hono app: global middleware, one sub-app per resource under /api/v1, and the single
 * error and not-found handlers. Paths match with or without their trailing slash (`strict: false`).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import type { AppEnv } from './env';
import { notFoundOrNotAllowed, onError } from './http/errors';
import { GLOBAL_MIDDLEWARE } from './http/global-middleware';
import { createAllowedMethods } from './http/method-not-allowed';
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

export function createApp(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ strict: false });

  for (const [, middleware] of GLOBAL_MIDDLEWARE) app.use(middleware);

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
  app.notFound(notFoundOrNotAllowed(createAllowedMethods(app as unknown as Hono<never>)));
  return app;
}
