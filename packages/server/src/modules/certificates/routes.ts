import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  additionalInsuredBody,
  additionalInsuredResponse,
  applicationParams,
  emailDocumentsBody,
  emailDocumentsQuery,
  emailDocumentsResponse,
  errorResponse,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { issueAdditionalInsured } from './additional-insured-service.ts';
import { emailPolicyDocuments } from './email-documents-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Certificates of insurance for additional insureds, and emailing a policy's documents (spec 2.6, 7). */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their parameters are validated.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/fillpdf',
    {
      schema: {
        tags: ['documents'],
        summary: 'Generate a certificate of insurance naming an additional insured (a PDF document)',
        operationId: 'createCertificate',
        security: [{ session: [] }],
        params: applicationParams,
        body: additionalInsuredBody,
        response: { 201: additionalInsuredResponse, 500: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await issueAdditionalInsured(
        { db: app.db, storage: app.storage, now: app.now, log: request.log },
        requireUser(request),
        request.params.applicationId,
        request.body,
      );
      return reply.status(201).send(issued);
    },
  );

  app.post(
    '/applications/:applicationId/email',
    {
      schema: {
        tags: ['documents'],
        summary: "Email chosen documents of a policy (by Key, under 10 MB together) to the insured's address",
        security: [{ session: [] }],
        params: applicationParams,
        querystring: emailDocumentsQuery,
        body: emailDocumentsBody,
        response: { 200: emailDocumentsResponse, ...errors },
      },
    },
    async (request) =>
      emailPolicyDocuments(
        { db: app.db, email: app.email, now: app.now },
        requireUser(request),
        request.params.applicationId,
        request.body,
      ),
  );
};
