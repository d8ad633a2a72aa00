import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressSuggestionsQuery,
  addressSuggestionsResponse,
  buildingsQuery,
  buildingsResponse,
  errorResponse,
  publicLocationInfoBody,
  publicLocationInfoResponse,
} from '@bm/contracts';
import { isValidPostalCode, MESSAGES } from '@bm/domain';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { accessScope } from '../policies/index.ts';
import { autofilledKeys } from './autofill.ts';
import { knownAddresses } from './known-addresses.ts';

/** What the street field's list shows at most: known addresses, then the lookup's. */
const MAX_ADDRESS_SUGGESTIONS = 8;

/** Public lookups per client address; a form asks once per address change. */
const LOCATION_INFO_PER_MINUTE = 60;

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/addressSuggestions',
    {
      schema: {
        tags: ['location'],
        summary: 'Address autocomplete: up to 8 Canadian addresses matching the text typed',
        description:
          "The insureds' addresses already known (on the newest applications the user may see) come first, then the typed street at the given postal code's city and province, then the address lookup's.",
        security: [{ session: [] }],
        querystring: addressSuggestionsQuery,
        response: { 200: addressSuggestionsResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { query, postal } = request.query;
      const [known, suggested] = await Promise.all([
        knownAddresses(app.db, accessScope(user), query),
        app.location.suggest(query, { postal }),
      ]);
      // The insureds' addresses first; an address the lookup also suggests is offered once.
      const seen = new Set(known.map((address) => address.label.toLowerCase()));
      const more = suggested.filter((address) => !seen.has(address.label.toLowerCase()));
      return { suggestions: [...known, ...more].slice(0, MAX_ADDRESS_SUGGESTIONS) };
    },
  );

  /** Public: the marketplace forms call it before anyone signs in (spec 7, no gateway). */
  app.post(
    '/publicLocationInfo',
    {
      config: {
        rateLimit: {
          max: LOCATION_INFO_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: () => tooManyRequests(MESSAGES.tooManyAttempts),
        },
      },
      schema: {
        tags: ['location'],
        summary: 'Location facts of an address (coordinates, flood and wildfire bands, fire hall distance)',
        security: [],
        body: publicLocationInfoBody,
        response: { 200: publicLocationInfoResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { street, city, province, postal } = request.body;
      if (postal && !isValidPostalCode(postal)) throw badRequest(MESSAGES.postalCodeFormat);
      const given = { street, city, province, postal };
      const locationInfo = await app.location.lookup(given);
      return { locationInfo, autofilledKeys: locationInfo ? autofilledKeys(given, locationInfo) : [] };
    },
  );

  /** Public: the building picker of the residential forms. */
  app.get(
    '/buildings',
    {
      schema: {
        tags: ['location'],
        summary: 'Known buildings (rental buildings, campus residences) offered for a product',
        security: [],
        querystring: buildingsQuery,
        response: { 200: buildingsResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const { productId, subdomain } = request.query;
      return { data: { data: await app.location.buildings(productId, subdomain) } };
    },
  );
};
