import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  errorResponse,
  UPLOAD_MAX_BYTES,
  uploadQuery,
  uploadResponse,
} from '@bm/contracts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { storeUpload, type IncomingFile } from './service.ts';

export const UPLOAD_LIMIT_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data.',
  noFile: 'No file was uploaded.',
  tooLarge: 'The file exceeds the 10MB limit allowed for uploads.',
  malformed: 'The upload was cut off or is not valid multipart/form-data. Please send the file again.',
} as const;

/** 413: the app's error handler answers any 4xx error with its message. */
class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
}

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The one file of a multipart request, read whole (at most UPLOAD_MAX_BYTES). */
async function readOneFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_LIMIT_MESSAGES.notMultipart);
  try {
    const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    if (!part) throw badRequest(UPLOAD_LIMIT_MESSAGES.noFile);
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isTooLarge(error)) throw new PayloadTooLargeError(UPLOAD_LIMIT_MESSAGES.tooLarge);
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // The body ended inside a part ('Part terminated early', 'Premature close'), had no boundary or
    // a broken part header: the client's fault, never a 500.
    request.log.info({ err: error }, 'malformed multipart upload');
    throw badRequest(UPLOAD_LIMIT_MESSAGES.malformed);
  }
}

/** File uploads of a record: note attachments and the broker's signed cancellation form. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  }
  // Signed-out callers get 401 before their parameters are validated or the body is read.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/applications/:applicationId/uploads',
    {
      schema: {
        tags: ['documents'],
        summary: 'Upload one file (multipart, at most 10 MB) to a record; pdfOnly=true takes only a real PDF',
        description:
          "The file is judged by its content, not its name or declared type: with pdfOnly=true anything but a PDF answers 400 'Not a valid file type'. The answer is a note's uploadedFiles item.",
        consumes: ['multipart/form-data'],
        security: [{ session: [] }],
        params: applicationParams,
        querystring: uploadQuery,
        response: {
          201: uploadResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          413: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const uploaded = await storeUpload(
        { db: app.db, storage: app.storage, now: app.now },
        requireUser(request),
        request.params.applicationId,
        { pdfOnly: request.query.pdfOnly, ip: request.ip },
        () => readOneFile(request),
      );
      return reply.status(201).send(uploaded);
    },
  );
};
