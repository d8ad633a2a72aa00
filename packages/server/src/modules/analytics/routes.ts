import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsEventBody,
  analyticsEventResponse,
  analyticsSummaryQuery,
  analyticsSummaryResponse,
  errorResponse,
  errorResponses,
} from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import { analyticsEvents } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { requestLocale } from '../../lib/i18n/locale.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { visibleApplication } from '../policies/index.ts';
import { analyticsSummary } from './summary-service.ts';

/** Events per user and minute: far more than anyone opens modals, a brake on a runaway client. */
const EVENTS_PER_MINUTE = 120;

/** Product analytics (spec 2.6: opening a modal records its type and call to action). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/analytics/events',
    {
      config: {
        rateLimit: {
          max: EVENTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => request.user?.id ?? request.ip,
          errorResponseBuilder: () => tooManyRequests(MESSAGES.tooManyAttempts),
        },
      },
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event (modal_open: the modal type and the call to action)',
        description:
          "An event on a record (applicationId) is taken only from a user who may see that record: another brokerage's answers 403, an unknown record 404, and nothing is recorded.",
        security: [{ session: [] }],
        body: analyticsEventBody,
        response: { 201: analyticsEventResponse, ...errorResponses(400, 401, 403, 404), 429: errorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { applicationId } = request.body.properties;
      if (applicationId !== undefined) await visibleApplication(app.db, user, applicationId);
      await app.db.insert(analyticsEvents).values({
        userId: user.id,
        name: request.body.name,
        properties: request.body.properties,
        createdAt: app.now(),
      });
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.get(
    '/analytics/summary',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Quotes started, quoted, bound, referred and rejected over time, the funnel, premium written and top actions',
        description:
          "Vancouver days. A broker's figures are their brokerage's; the back-office sees every brokerage or filters by one.",
        security: [{ session: [] }],
        querystring: analyticsSummaryQuery,
        response: { 200: analyticsSummaryResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      analyticsSummary(app.db, requireUser(request), request.query, app.now(), requestLocale(request)),
  );
};
