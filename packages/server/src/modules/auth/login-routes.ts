import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, loginBody, loginResponse, mfaBody, newPasswordBody, okResponse } from '@bm/contracts';
import { SESSION_COOKIE } from '../../plugins/auth-context.ts';
import { completeMfa, completeNewPassword, login } from './login-service.ts';
import { writeAudit } from '../audit-log/index.ts';
import { answerSignIn, perAddressLimit, type AuthRouteOptions } from './route-helpers.ts';
import { clientOf } from '../../lib/client-info.ts';
import { clearSessionCookies, revokeSession } from './sessions.ts';

export const loginRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps }) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Sign in with email and password; answers the next step or the signed-in user',
        body: loginBody,
        response: { 200: loginResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) =>
      answerSignIn(reply, app.config, await login(deps, request.body, clientOf(request))),
  );

  app.post(
    '/mfa',
    {
      config: perAddressLimit,
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Finish signing in with the emailed MFA code',
        body: mfaBody,
        response: { 200: loginResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) =>
      answerSignIn(reply, app.config, await completeMfa(deps, request.body, clientOf(request))),
  );

  app.post(
    '/new-password',
    {
      config: perAddressLimit,
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'An invited user chooses a password, then is signed in',
        body: newPasswordBody,
        response: { 200: loginResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) =>
      answerSignIn(reply, app.config, await completeNewPassword(deps, request.body, clientOf(request))),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        // With or without a session: signed out, it only clears the cookies.
        security: [{ session: [] }, {}],
        summary: 'End the session (server-side) and clear the cookies',
        response: { 200: okResponse },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const now = deps.now();
      if (token) {
        await deps.db.transaction(async (tx) => {
          await revokeSession(tx, token, now);
          if (request.user) {
            await writeAudit(tx, {
              action: 'auth.logout',
              actorId: request.user.id,
              ip: request.ip,
              at: now,
            });
          }
        });
      }
      clearSessionCookies(reply, app.config);
      return { ok: true as const };
    },
  );
};
