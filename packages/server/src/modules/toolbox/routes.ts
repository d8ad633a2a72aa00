import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  toolboxJobListResponse,
  toolboxJobParams,
  toolboxJobRunResponse,
  toolboxPolicyQuery,
  toolboxPolicyResponse,
  toolboxProductBody,
  toolboxProductListResponse,
  toolboxProductParams,
  toolboxProductResponse,
  toolboxUserActionParams,
  toolboxUserActionResponse,
  toolboxUserListResponse,
  toolboxUserSearchQuery,
} from '@bm/contracts';
import type { FastifyRequest } from 'fastify';
import { appJobs } from '../../jobs/app-jobs.ts';
import { forbidden } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { type AuthDeps, sessionSettings } from '../auth/index.ts';
import { createOutboxDelivery } from '../../lib/outbox-delivery.ts';
import { clientOf } from '../../lib/client-info.ts';
import { listJobs, startJobNow, type JobStartDeps } from './job-service.ts';
import { policyLedger } from './policy-service.ts';
import { listToolboxProducts, updateToolboxProduct } from './product-service.ts';
import { runUserAction, searchUsers, type ToolboxActor } from './user-service.ts';

export const TOOLBOX_FORBIDDEN = 'Only super admins may use the toolbox.';

/** The super admin toolbox (issue 16 item 2): /api/toolbox/*, super admins only, every action audited. */
export const toolboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!requireUser(request).flags.superadmin) throw forbidden(TOOLBOX_FORBIDDEN);
  });
  const actor = (request: FastifyRequest): ToolboxActor & { email: string } => {
    const user = requireUser(request);
    return { id: user.id, email: user.email, ip: clientOf(request).ip };
  };
  const deps: AuthDeps = {
    db: app.db,
    email: app.email,
    now: () => app.now(),
    deliver: createOutboxDelivery(app),
    settings: sessionSettings(app.config),
  };
  const jobs = appJobs(app);
  const jobDeps: JobStartDeps = { db: app.db, log: app.log, inFlight: new Set() };
  // Closing the app waits for the toolbox's runs in this process to write their outcome.
  app.addHook('onClose', async () => {
    await Promise.all([...jobDeps.inFlight]);
  });
  const tags = ['toolbox'];
  const security = [{ session: [] }];

  app.get(
    '/toolbox/users',
    {
      schema: {
        tags,
        summary: 'Users by email or name, with their sign-in state (at most 20)',
        security,
        querystring: toolboxUserSearchQuery,
        response: { 200: toolboxUserListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ items: await searchUsers(app.db, request.query.search, app.now()) }),
  );

  app.post(
    '/toolbox/users/:userId/:action',
    {
      schema: {
        tags,
        summary: 'Unlock a sign-in, resend a confirmation or reset code, or end every session of a user',
        security,
        params: toolboxUserActionParams,
        response: { 200: toolboxUserActionResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => runUserAction(deps, actor(request), request.params.userId, request.params.action),
  );

  app.get(
    '/toolbox/products',
    {
      schema: {
        tags,
        summary: 'Every product with its enabled and showTile flags',
        security,
        response: { 200: toolboxProductListResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: await listToolboxProducts(app.db) }),
  );

  app.patch(
    '/toolbox/products/:productId',
    {
      schema: {
        tags,
        summary: 'Enable or disable a product, or show or hide its catalogue tile (at once)',
        security,
        params: toolboxProductParams,
        body: toolboxProductBody,
        response: { 200: toolboxProductResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateToolboxProduct(app.db, actor(request), request.params.productId, request.body, app.now()),
  );

  app.get(
    '/toolbox/jobs',
    {
      schema: {
        tags,
        summary: 'The scheduled jobs and their recent runs',
        security,
        response: { 200: toolboxJobListResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: await listJobs(app.db, jobs) }),
  );

  app.post(
    '/toolbox/jobs/:job/runs',
    {
      schema: {
        tags,
        summary:
          'Starts a scheduled job now and answers at once with its run; the run writes its progress and outcome to the job list',
        security,
        params: toolboxJobParams,
        response: { 202: toolboxJobRunResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const run = await startJobNow(jobDeps, jobs, actor(request), request.params.job, app.now());
      return reply
        .code(202)
        .send({ message: `${request.params.job} started: its progress shows below.`, run });
    },
  );

  app.get(
    '/toolbox/policies',
    {
      schema: {
        tags,
        summary: "A policy's raw ledger, term by term",
        security,
        querystring: toolboxPolicyQuery,
        response: { 200: toolboxPolicyResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ items: await policyLedger(app.db, request.query.policyNumber) }),
  );
};
