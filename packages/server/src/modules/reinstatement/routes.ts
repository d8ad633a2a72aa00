import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  openLapsedPolicyBody,
  openLapsedPolicyResponse,
  reinstateBody,
  reinstatementPreviewResponse,
  reinstateResponse,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { openLapsedPolicy } from './open-lapsed-service.ts';
import { previewReinstatement, reinstatePolicy } from './reinstate-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 500);

/** Reinstating a cancelled policy and opening a lapsed one (spec 2.6, 4, 5 and 7). */
export const reinstatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/reinstate/preview',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'What reinstating a cancelled policy would invoice again (nothing saved)',
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: reinstatementPreviewResponse, ...errors },
      },
    },
    async (request) =>
      previewReinstatement({ db: app.db, now: app.now }, requireUser(request), request.params.applicationId),
  );

  app.post(
    '/applications/:applicationId/reinstate',
    {
      schema: {
        tags: ['policy changes'],
        summary:
          'Reinstate a cancelled policy: bound again, the returned premium and voided payments invoiced',
        security: [{ session: [] }],
        params: applicationParams,
        body: reinstateBody,
        response: { 200: reinstateResponse, ...errors },
      },
    },
    async (request) =>
      reinstatePolicy(
        { db: app.db, now: app.now, storage: app.storage, log: request.log },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );

  app.post(
    '/applications/:applicationId/openLapsedPolicy',
    {
      schema: {
        tags: ['policy changes'],
        summary: 'Open a lapsed policy again (bound, expiry unchanged) with a comment and PDF uploads',
        security: [{ session: [] }],
        params: applicationParams,
        body: openLapsedPolicyBody,
        response: { 200: openLapsedPolicyResponse, ...errors },
      },
    },
    async (request) =>
      openLapsedPolicy(
        { db: app.db, now: app.now, storage: app.storage },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );
};
