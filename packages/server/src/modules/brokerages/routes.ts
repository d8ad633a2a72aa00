import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brokerageListResponse,
  brokerageParams,
  brokerageSchema,
  errorResponse,
  type Brokerage,
} from '@bm/contracts';
import { MESSAGES, seesAllBrokerages } from '@bm/domain';
import type { brokerages } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { findBrokerage, listBrokerages } from './repository.ts';

const toBrokerage = (row: typeof brokerages.$inferSelect): Brokerage => ({
  id: row.id,
  code: row.code,
  name: row.name,
  isAgency: row.isAgency,
  province: row.province,
  email: row.email,
  phone: row.phone,
  address: row.address,
  subdomain: row.subdomain,
});

export const brokerageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/brokerages',
    {
      schema: {
        tags: ['brokerages'],
        summary: 'Brokerages the signed-in user works with: all for back-office roles, else their own',
        security: [{ session: [] }],
        response: { 200: brokerageListResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (seesAllBrokerages(user.flags)) return { items: (await listBrokerages(app.db)).map(toBrokerage) };
      const own = user.brokerageId ? await findBrokerage(app.db, user.brokerageId) : null;
      return { items: own ? [toBrokerage(own)] : [] };
    },
  );

  /** Public: sign-up looks the brokerage up before an account exists. */
  app.get(
    '/brokerages/:id',
    {
      schema: {
        tags: ['brokerages'],
        summary: 'A brokerage by id or code',
        security: [],
        params: brokerageParams,
        response: { 200: brokerageSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const row = await findBrokerage(app.db, request.params.id);
      if (!row) throw notFound(MESSAGES.noSuchBrokerage);
      return toBrokerage(row);
    },
  );
};
