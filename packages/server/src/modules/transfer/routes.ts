import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParams,
  errorResponse,
  leadAssignBody,
  leadMoveBody,
  leadResultResponse,
  transferBody,
  transferOptionsBody,
  transferOptionsResponse,
  transferPreviewResponse,
  transferResponse,
  errorResponses,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { assignLead, moveLead } from './lead-service.ts';
import { transferOptions } from './options-service.ts';
import { previewTransfer, transferAccount } from './transfer-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const common = { tags: ['transfers'], security: [{ session: [] }], params: applicationParams };

/** Transfer account, lead transfer and lead assignment (spec 2.6, 5, 6 and 7). */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const deps = (log: { error: (details: Record<string, unknown>, message: string) => void }) => ({
    db: app.db,
    now: app.now,
    log,
  });

  app.post(
    '/brokerages/:applicationId/cognitoUsers',
    {
      schema: {
        ...common,
        summary: "A transfer's choices: brokerages the user may pick, the owners of one, the current owner",
        operationId: 'listTransferChoices',
        body: transferOptionsBody,
        response: { 200: transferOptionsResponse, ...errors },
      },
    },
    async (request) =>
      transferOptions(app.db, requireUser(request), request.params.applicationId, request.body),
  );

  app.post(
    '/applications/:applicationId/transfer/preview',
    {
      schema: {
        ...common,
        summary:
          'What a transfer would move: the policy, its renewal, open invoices, commission (nothing saved)',
        body: transferBody,
        response: { 200: transferPreviewResponse, ...errors },
      },
    },
    async (request) =>
      previewTransfer(app.db, requireUser(request), request.params.applicationId, request.body),
  );

  app.post(
    '/applications/:applicationId/transfer',
    {
      schema: {
        ...common,
        summary: 'Transfer the account (and its renewal) to another broker or brokerage',
        body: transferBody,
        response: { 200: transferResponse, 500: errorResponse, ...errors },
      },
    },
    async (request) =>
      transferAccount(deps(request.log), requireUser(request), request.params.applicationId, request.body),
  );

  app.post(
    '/applications/:applicationId/lead/move',
    {
      schema: {
        ...common,
        summary: 'Move an open lead to another product: a new application, the old lead closed',
        body: leadMoveBody,
        response: { 200: leadResultResponse, 500: errorResponse, ...errors },
      },
    },
    async (request) =>
      moveLead(deps(request.log), requireUser(request), request.params.applicationId, request.body),
  );

  app.post(
    '/applications/:applicationId/lead/assign',
    {
      schema: {
        ...common,
        summary: 'Assign an open (launchpad) lead to a broker of any brokerage, on a product',
        body: leadAssignBody,
        response: { 200: leadResultResponse, 500: errorResponse, ...errors },
      },
    },
    async (request) =>
      assignLead(deps(request.log), requireUser(request), request.params.applicationId, request.body),
  );
};
