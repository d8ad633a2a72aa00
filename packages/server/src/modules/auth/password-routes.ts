import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  forgotPasswordBody,
  forgotPasswordResponse,
  okResponse,
  resetPasswordBody,
} from '@bm/contracts';
import { forgotPassword, resetPassword } from './password-service.ts';
import { perAddressLimit, type AuthRouteOptions } from './route-helpers.ts';
import { clientOf } from '../../lib/client-info.ts';

export const passwordRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps }) => {
  app.post(
    '/forgot-password',
    {
      config: perAddressLimit,
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Email a password reset code (same answer whether or not the account exists)',
        body: forgotPasswordBody,
        response: { 200: forgotPasswordResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => forgotPassword(deps, request.body.email),
  );

  app.post(
    '/reset-password',
    {
      config: perAddressLimit,
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Set a new password with the emailed code; ends every session of the user',
        body: resetPasswordBody,
        response: { 200: okResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => resetPassword(deps, request.body, clientOf(request)),
  );
};
