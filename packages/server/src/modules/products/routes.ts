import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  productDetailSchema,
  productListQuery,
  productListResponse,
  productParams,
} from '@bm/contracts';
import { requireUser } from '../../plugins/auth-context.ts';
import { brokerageProductIds } from './repository.ts';
import { productDetail, productPage } from './service.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'The product catalogue, paged with nextToken (public)',
        security: [],
        querystring: productListQuery,
        response: { 200: productListResponse, 400: errorResponse },
      },
    },
    async (request) => {
      // A partner brokerage's brokers see only the products it sells (Setup Partnership).
      const brokerageId = request.user?.brokerageId;
      const sold = brokerageId ? await brokerageProductIds(app.db, brokerageId) : null;
      return productPage(app.db, request.query, sold);
    },
  );

  app.get(
    '/products/:productId',
    {
      schema: {
        tags: ['products'],
        summary: 'A product with its current definition: pages, questions, eligibility and rating inputs',
        security: [{ session: [] }],
        params: productParams,
        response: { 200: productDetailSchema, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      requireUser(request);
      return productDetail(app.db, request.params.productId);
    },
  );
};
