import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  applicationSaveResponse,
  applicationSchema,
  createApplicationBody,
  errorResponse,
  manualBindBody,
  payApplicationBody,
  payApplicationResponse,
  quoteResponse,
  saveApplicationBody,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { manualBind } from './manual-bind-service.ts';
import { payAndBind } from './pay-service.ts';
import { createApplication, quoteSavedApplication, saveApplication } from './save-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Starting, answering, pricing and binding applications. */
export const applicationWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const deps = () => ({ db: app.db, now: app.now });

  app.post(
    '/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Start an application for a product (pinned to its current definition)',
        operationId: 'createApplication',
        security: [{ session: [] }],
        body: createApplicationBody,
        response: { 201: applicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createApplication(deps(), requireUser(request), request.body.productId);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/applications/:applicationId',
    {
      schema: {
        tags: ['applications'],
        summary: 'Save the answers as the broker goes; re-rates and moves the status',
        description:
          "The first save of an id that does not exist yet creates the application with these answers (for the caller's brokerage, pinned to the current definition): the web app starts a questionnaire under an id it chose and writes nothing until the first answer is saved.",
        security: [{ session: [] }],
        params: applicationParams,
        body: saveApplicationBody,
        response: { 200: applicationSaveResponse, ...errors },
      },
    },
    async (request) =>
      saveApplication(deps(), requireUser(request), request.params.applicationId, request.body),
  );

  app.post(
    '/applications/:applicationId/quote',
    {
      schema: {
        tags: ['applications'],
        summary: 'Price the saved answers (no write)',
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: quoteResponse, ...errors },
      },
    },
    async (request) => quoteSavedApplication(deps(), requireUser(request), request.params.applicationId),
  );

  app.post(
    '/applications/:applicationId/pay',
    {
      schema: {
        tags: ['applications'],
        summary: "Charge the plan's first payment by card (once per idempotency key) and bind",
        security: [{ session: [] }],
        params: applicationParams,
        body: payApplicationBody,
        response: { 200: payApplicationResponse, 402: errorResponse, 500: errorResponse, ...errors },
      },
    },
    async (request) =>
      payAndBind(
        {
          ...deps(),
          payments: app.payments,
          storage: app.storage,
          log: request.log,
          staleMs: app.config.PAYMENTS_RECONCILE_AFTER_SECONDS * 1000,
        },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );

  app.post(
    '/applications/:applicationId/bind',
    {
      schema: {
        tags: ['applications'],
        summary: 'Manual bind: record the policy as bound, paid off-platform (underwriters, super admins)',
        security: [{ session: [] }],
        params: applicationParams,
        body: manualBindBody,
        response: { 200: applicationSchema, 500: errorResponse, ...errors },
      },
    },
    async (request) =>
      manualBind(
        { ...deps(), storage: app.storage, log: request.log },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );
};
