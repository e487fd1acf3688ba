/**
 * The API worker's Hono app: global middleware, one sub-app per resource at its own prefix under /api/v1,
 * and the single error and not-found handlers. Paths match with or without their trailing slash
 * (`strict: false`).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import { accounts } from './accounts/routes';
import { chat } from './chat/routes';
import { checkins } from './checkins/routes';
import { content } from './content/routes';
import { crisisResources } from './crisis-resources/routes';
import { dev } from './dev/routes';
import { emergencyContacts } from './emergency-contacts/routes';
import type { AppEnv } from './env';
import { health } from './health/routes';
import { clientPageOr } from './http/client-pages';
import { notFoundOrNotAllowed, onError } from './http/errors';
import { GLOBAL_MIDDLEWARE } from './http/global-middleware';
import { createAllowedMethods } from './http/method-not-allowed';
import { journal } from './journal/routes';
import { moods } from './moods/routes';
import { serveDocsPage } from './openapi/docs-page';
import { registerComponents } from './openapi/document';
import { serveDocument } from './openapi/serve';
import { password } from './password/routes';
import { picture } from './profile/picture-routes';
import { profile } from './profile/routes';
import { safetyPlan } from './safety-plan/routes';
import { tasks } from './tasks/routes';
import { clips } from './video/clip-routes';
import { liveavatar } from './video/routes';
import { webhooks } from './video/webhook-routes';

/** Each resource at its own prefix under /api/v1: the file named here owns every path below it. */
function createApi(): OpenAPIHono<AppEnv> {
  const api = new OpenAPIHono<AppEnv>();
  api.route('/health', health);
  api.route('/', accounts); // /signup, /login, /refresh, /logout
  api.route('/profile', profile);
  api.route('/profile/picture', picture);
  api.route('/password', password);
  api.route('/liveavatar', liveavatar);
  api.route('/liveavatar/clips', clips);
  api.route('/liveavatar/webhooks', webhooks);
  api.route('/chat', chat);
  api.route('/moods', moods);
  api.route('/tasks', tasks);
  api.route('/emergency-contacts', emergencyContacts);
  api.route('/checkins', checkins);
  api.route('/safety-plan', safetyPlan);
  api.route('/journal', journal);
  api.route('/crisis-resources', crisisResources);
  api.route('/content', content);
  api.route('/dev', dev);
  return api;
}

export function createApp(): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ strict: false });

  for (const [, middleware] of GLOBAL_MIDDLEWARE) app.use(middleware);

  app.route('/api/v1', createApi());

  registerComponents(app.openAPIRegistry);
  serveDocument(app, '/api/v1/openapi.json');
  serveDocsPage(app, '/api/v1/docs', '/api/v1/openapi.json');

  app.onError(onError);
  app.notFound(clientPageOr(notFoundOrNotAllowed(createAllowedMethods(app as unknown as Hono<never>))));
  return app;
}
