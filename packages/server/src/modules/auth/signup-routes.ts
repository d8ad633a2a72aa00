import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmBody,
  errorResponse,
  okResponse,
  resendConfirmationBody,
  signupBody,
  signupResponse,
} from '@bm/contracts';
import { perAddressLimit, type AuthRouteOptions } from './route-helpers.ts';
import { clientOf } from '../../lib/client-info.ts';
import { confirmSignup, resendConfirmation, signup } from './signup-service.ts';

export const signupRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps }) => {
  app.post(
    '/signup',
    {
      config: perAddressLimit,
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Create a broker account; a confirmation code is emailed',
        body: signupBody,
        response: {
          200: signupResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => signup(deps, request.body, clientOf(request)),
  );

  app.post(
    '/confirm',
    {
      config: perAddressLimit,
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Confirm a new account with the emailed code',
        body: confirmBody,
        response: { 200: okResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => confirmSignup(deps, request.body, clientOf(request)),
  );

  app.post(
    '/resend-confirmation',
    {
      config: perAddressLimit,
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Email a new confirmation code (same answer whether or not the account exists)',
        body: resendConfirmationBody,
        response: { 200: signupResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => resendConfirmation(deps, request.body.email),
  );
};
