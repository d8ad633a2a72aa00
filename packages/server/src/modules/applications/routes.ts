import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationDefinitionResponse,
  applicationListQuery,
  applicationListResponse,
  applicationParams,
  applicationSchema,
  errorResponse,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { getApplicationDefinitionFor, getApplicationFor, listApplicationsFor } from './service.ts';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their query or id is validated.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'The CRM list: filtered, searched, keyset paginated',
        security: [{ session: [] }],
        querystring: applicationListQuery,
        response: { 200: applicationListResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => listApplicationsFor(app.db, requireUser(request), request.query),
  );

  app.get(
    '/applications/:applicationId',
    {
      schema: {
        tags: ['applications'],
        summary: 'An application / policy record',
        security: [{ session: [] }],
        params: applicationParams,
        response: {
          200: applicationSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => getApplicationFor(app.db, requireUser(request), request.params.applicationId),
  );

  app.get(
    '/applications/:applicationId/definition',
    {
      schema: {
        tags: ['applications'],
        summary: 'The product definition the record was started on (its pinned version)',
        security: [{ session: [] }],
        params: applicationParams,
        response: {
          200: applicationDefinitionResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) =>
      getApplicationDefinitionFor(app.db, requireUser(request), request.params.applicationId),
  );
};
