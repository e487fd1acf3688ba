/**
 * GET /crisis-resources/: crisis lines for a country, the emergency number first. Public: a person in
 * distress must get an answer whatever the state of their account, so a bad or expired token is ignored
 * (never a 401) and an unknown country gets the international list (never a 404). The country is the
 * `country` parameter, else the signed-in profile's, else Cloudflare's `CF-IPCountry`, else none.
 */
import { z } from '@hono/zod-openapi';
import { resourcesFor } from '@solace/crisis-resources';
import { optionalUser } from '../auth/optional-user';
import { BEARER, errors, json } from '../openapi/responses';
import { createRouter, defineRoute } from '../openapi/router';
import { countryCode } from './crisis-url';
import { CrisisResourcesSchema, crisisResourcesBody } from './resources-body';

export const crisisResources = createRouter();

const MAX_AGE_SECONDS = 3600;

const CrisisQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Enter a two-letter country code (ISO 3166-1 alpha-2).')
    .optional()
    .openapi({
      param: { name: 'country', in: 'query' },
      description: 'ISO 3166-1 alpha-2, any case. Unknown codes get the international list.',
      example: 'DE',
    }),
});

crisisResources.openapi(
  defineRoute({
    method: 'get',
    path: '/',
    tags: ['safety plan'],
    summary: 'Crisis lines for a country',
    description:
      'The emergency number first, then crisis lines, each with the public page it was checked against and ' +
      'the date. Without `country`, the list is for the profile country of a valid Bearer token (optional; ' +
      'an invalid one is ignored), else for the `CF-IPCountry` the request came from, else the ' +
      'international list (`country: "INTL"`). Cacheable for an hour: `public` when the URL alone decides ' +
      'the list, `private` when the profile did.',
    // The token is optional: no security requirement, or Bearer.
    security: [{}, ...BEARER],
    request: { query: CrisisQuerySchema },
    responses: {
      200: json(CrisisResourcesSchema, 'The list for the country, or the international one.'),
      ...errors(400),
    },
  }),
  async (c) => {
    const asked = c.req.valid('query').country;
    const cache = (scope: 'public' | 'private') => `${scope}, max-age=${MAX_AGE_SECONDS}`;
    if (asked !== undefined) {
      return c.json(crisisResourcesBody(resourcesFor(asked)), 200, { 'Cache-Control': cache('public') });
    }
    // Without the parameter the answer depends on the token and the client's address.
    const vary = { Vary: 'Authorization, CF-IPCountry' };
    const profileCountry = countryCode((await optionalUser(c))?.country);
    if (profileCountry !== undefined) {
      return c.json(crisisResourcesBody(resourcesFor(profileCountry)), 200, {
        ...vary,
        'Cache-Control': cache('private'),
      });
    }
    const lookup = resourcesFor(countryCode(c.req.header('cf-ipcountry')));
    return c.json(crisisResourcesBody(lookup), 200, { ...vary, 'Cache-Control': cache('public') });
  },
);
