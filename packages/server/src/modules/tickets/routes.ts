import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTicketBody,
  ticketLookupParams,
  ticketLookupQuery,
  ticketLookupResponse,
  ticketSchema,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { lookupTicket, openTicket } from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 500);

/** Support tickets: the lookup endorsement save makes, and opening one (app.tickets). */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their parameters are validated.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/hubspot/ticket/:ticketId',
    {
      schema: {
        tags: ['tickets'],
        summary: "Whether a support ticket exists and its subject contains the application's policy number",
        security: [{ session: [] }],
        params: ticketLookupParams,
        querystring: ticketLookupQuery,
        response: { 200: ticketLookupResponse, ...errors },
      },
    },
    async (request) =>
      lookupTicket(
        app.db,
        app.tickets,
        requireUser(request),
        request.params.ticketId,
        request.query.applicationId,
      ),
  );

  app.post(
    '/tickets',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Open a support ticket (endorsement users, underwriters, super admins)',
        security: [{ session: [] }],
        body: createTicketBody,
        response: { 201: ticketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ticket = await openTicket(app.db, app.tickets, requireUser(request), request.body);
      return reply.status(201).send(ticket);
    },
  );
};
