/**
 * The OpenAPI 3.1 document's frame: info, servers, the Bearer scheme and tags. The paths come from the
 * route definitions themselves (`defineRoute`), so the document cannot drift from the app.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';

type OpenAPIRegistry = OpenAPIHono['openAPIRegistry'];

export const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Solace API',
    version: '1.0.0',
    description:
      'The HTTP JSON API of Solace, an edge-native backend for AI wellbeing apps. Errors are DRF-shaped: ' +
      '`{detail, code}`, plus one key per field for validation errors (`code: "invalid"`).',
  },
  servers: [{ url: '/', description: 'This deployment' }],
  tags: [
    { name: 'service', description: 'Health and the API description.' },
    { name: 'account', description: 'Sign-up, login, tokens and the account life cycle.' },
    { name: 'video', description: 'The therapist avatar: sessions, generate, clips.' },
    { name: 'chat', description: 'Text replies, the fallback when video fails.' },
    { name: 'moods', description: 'Mood check-ins and their summary in the user’s time zone.' },
    { name: 'tasks', description: 'Three small wellbeing tasks a day, and the history of ticked ones.' },
    {
      name: 'safety plan',
      description:
        'Emergency contacts and crisis resources, for the client to offer. The service never contacts anyone.',
    },
    { name: 'content', description: 'Articles, exercises and meditations, and their narrated clips.' },
    { name: 'development', description: 'Local development aids; 404 in every deployed environment.' },
  ],
};

export function registerComponents(registry: OpenAPIRegistry): void {
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `access` token from login or refresh: `Authorization: Bearer <access>`.',
  });
}
