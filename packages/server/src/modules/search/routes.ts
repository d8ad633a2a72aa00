import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, fuzzySearchQuery, fuzzySearchResponse } from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { fuzzySearchFor } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fuzzysearch',
    {
      schema: {
        tags: ['search'],
        summary: 'Typo-tolerant search by policy number, insured name, email or brokerage name',
        operationId: 'searchApplications',
        security: [{ session: [] }],
        querystring: fuzzySearchQuery,
        response: { 200: fuzzySearchResponse, 400: errorResponse, 401: errorResponse },
      },
      onRequest: async (request) => {
        requireUser(request);
      },
    },
    async (request) => fuzzySearchFor(app.db, requireUser(request), request.query.searchword),
  );
};
