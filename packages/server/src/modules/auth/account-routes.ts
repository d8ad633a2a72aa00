import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, languageBody, meSchema, mfaPreferenceBody } from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import { unauthorized } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-context.ts';
import { getMe, setLanguage, setMfaPreference } from './account-service.ts';
import type { AuthRouteOptions } from './route-helpers.ts';
import { clientOf } from '../../lib/client-info.ts';

export const accountRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { deps }) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ session: [] }],
        response: { 200: meSchema, 401: errorResponse },
      },
    },
    async (request) => {
      const user = await getMe(deps.db, requireUser(request).id, deps.settings);
      if (!user) throw unauthorized(MESSAGES.notSignedIn);
      return { user };
    },
  );

  app.put(
    '/mfa-preference',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn email multi-factor sign-in on or off',
        security: [{ session: [] }],
        body: mfaPreferenceBody,
        response: { 200: meSchema, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = await setMfaPreference(
        deps,
        requireUser(request).id,
        request.body.enabled,
        clientOf(request),
      );
      if (!user) throw unauthorized(MESSAGES.notSignedIn);
      return { user };
    },
  );

  app.put(
    '/language',
    {
      schema: {
        tags: ['auth'],
        summary: 'Remember the language of the user\'s screens (en-CA or fr-CA)',
        security: [{ session: [] }],
        body: languageBody,
        response: { 200: meSchema, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = await setLanguage(deps, requireUser(request).id, request.body.language);
      if (!user) throw unauthorized(MESSAGES.notSignedIn);
      return { user };
    },
  );
};
