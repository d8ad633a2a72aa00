import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addNoteBody,
  addNoteResponse,
  applicationParams,
  errorResponse,
  noteListResponse,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { addNote, notesFor } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Account notes and the sales status they move (spec 2.6, 4, 5, 7). */
export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their parameters are validated.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/applications/:applicationId/notes',
    {
      schema: {
        tags: ['notes'],
        summary: "A record's account notes, newest first (internal notes only for super admins)",
        security: [{ session: [] }],
        params: applicationParams,
        response: { 200: noteListResponse, ...errors },
      },
    },
    async (request) => notesFor(app.db, requireUser(request), request.params.applicationId),
  );

  app.post(
    '/applications/:applicationId/notes',
    {
      schema: {
        tags: ['notes'],
        summary:
          'Add an account note: a comment, a sales status change (Closed-Loss needs a reason), or both',
        description:
          'Only super admins may mark a note internal (their notes are internal unless isInternal is false). Only agency users and super admins may attach files: uploads of this record made with pdfOnly=true.',
        security: [{ session: [] }],
        params: applicationParams,
        body: addNoteBody,
        response: { 201: addNoteResponse, 500: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await addNote(
        { db: app.db, now: app.now, storage: app.storage, log: request.log },
        requireUser(request),
        request.params.applicationId,
        request.body,
      );
      return reply.status(201).send(saved);
    },
  );
};
