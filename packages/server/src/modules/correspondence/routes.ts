import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  applicationSchema,
  correspondenceLanguageBody,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { changeCorrespondenceLanguage } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The insured's language of correspondence on the record (decision 0079, "Whose language"). */
export const correspondenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.put(
    '/applications/:applicationId/correspondenceLanguage',
    {
      schema: {
        tags: ['applications'],
        summary: "Choose the insured's language of correspondence (documents, emails, portal, payment page)",
        description:
          "en-CA or fr-CA. Until a user chooses it, an open application's language follows the insured's province (French for Quebec). A change is written to the record's history; no money moves. 403 for a carrier with no other role.",
        security: [{ session: [] }],
        params: applicationParams,
        body: correspondenceLanguageBody,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) =>
      changeCorrespondenceLanguage(
        { db: app.db, now: app.now },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );
};
