import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationParams,
  documentKeyParams,
  documentLinkResponse,
  documentListResponse,
  errorResponse,
  fileTokenParams,
} from '@bm/contracts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { linkSecret } from './link-token.ts';
import { documentLinkFor, listDocumentsFor, openDownload, type DocumentDeps } from './service.ts';

// Signed-out callers get 401 before their parameters are validated.
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: DocumentDeps = {
    db: app.db,
    storage: app.storage,
    now: app.now,
    ttlSeconds: app.config.DOCUMENT_LINK_TTL_SECONDS,
    secret: linkSecret(app.config.DOCUMENT_LINK_SECRET),
  };

  app.get(
    '/applications/:applicationId/documents',
    {
      onRequest: signedIn,
      schema: {
        tags: ['documents'],
        summary: "A record's stored documents (Key, LastModified, Size)",
        security: [{ session: [] }],
        params: applicationParams,
        response: {
          200: documentListResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) =>
      listDocumentsFor({ ...deps, log: request.log }, requireUser(request), request.params.applicationId),
  );

  app.get(
    '/documents/*',
    {
      onRequest: signedIn,
      schema: {
        tags: ['documents'],
        summary: 'A short-lived download link for a document; the path is its key (parts may be URL-encoded)',
        security: [{ session: [] }],
        params: documentKeyParams,
        response: {
          200: documentLinkResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => documentLinkFor(deps, requireUser(request), request.params['*']),
  );

  // A wildcard, not '/files/:token': Fastify caps named parameters at 100 characters and a token
  // carries the whole key.
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Downloads the file a signed link names (only for the user it was issued to, until it expires)',
        security: [{ session: [] }],
        params: fileTokenParams,
        response: {
          // Bytes are sent as they are (Fastify never serializes a Buffer); this only documents them.
          200: z
            .unknown()
            .describe('The file, with its stored Content-Type and Content-Disposition: attachment'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          410: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const file = await openDownload(deps, request.user, request.params['*']);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};
