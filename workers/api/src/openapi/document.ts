/**
 * The OpenAPI 3.1 document's frame: info (with the conventions every route shares and the error codes
 * table), servers, the Bearer scheme and tags. The paths come from the route definitions themselves
 * (`defineRoute`), so the document cannot drift from the app.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { errorCodeRows, errorCodesMarkdown } from './error-codes';

type OpenAPIRegistry = OpenAPIHono['openAPIRegistry'];

const CONVENTIONS = `The HTTP JSON API of Solace, an edge-native backend for AI wellbeing apps.

- Paths end with a slash (\`/api/v1/login/\`); the same path without it is served too, never redirected.
- Send JSON bodies as \`application/json\`, at most 64 KB. Authenticated routes take
  \`Authorization: Bearer <access>\` (from login or refresh).
- Errors are DRF-shaped: \`{detail, code}\`; a validation error (400, \`code: "invalid"\`) adds one key per
  invalid field with a list of messages (\`non_field_errors\` for the rest).
- On any path: a path that does not exist answers 404 \`not_found\`; a method the path does not serve
  answers 405 \`method_not_allowed\` with \`Allow\`; a Content-Length over 64 KB answers 413; an unexpected
  failure answers 500 \`server_error\`. Every response carries \`X-Request-Id\`.

## Error codes

`;

export const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Solace API',
    version: '1.0.0',
    description: CONVENTIONS + errorCodesMarkdown(),
    'x-error-codes': errorCodeRows(),
  },
  servers: [{ url: '/', description: 'This deployment' }],
  tags: [
    { name: 'service', description: 'Health and the API description.' },
    { name: 'account', description: 'Sign-up, login, tokens and the account life cycle.' },
    { name: 'video', description: 'The therapist avatar: sessions, generate, clips.' },
    { name: 'chat', description: 'Text replies, the fallback when video fails.' },
    { name: 'moods', description: 'Mood check-ins and their summary in the user’s time zone.' },
    { name: 'tasks', description: 'Three small wellbeing tasks a day, and the history of ticked ones.' },
    { name: 'webhooks', description: 'Completion callbacks from the video providers (not for clients).' },
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
