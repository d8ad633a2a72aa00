import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes.ts';
import type { AuthDeps } from './deps.ts';
import { createOutboxDelivery } from '../../lib/outbox-delivery.ts';
import { loginRoutes } from './login-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { signupRoutes } from './signup-routes.ts';
import { sessionSettings } from './user-view.ts';

/** Sign-up, sign-in (password, MFA, new password), password reset, sessions: /api/auth/*. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = {
    db: app.db,
    email: app.email,
    now: () => app.now(),
    deliver: createOutboxDelivery(app),
    settings: sessionSettings(app.config),
  };
  await app.register(signupRoutes, { deps });
  await app.register(loginRoutes, { deps });
  await app.register(passwordRoutes, { deps });
  await app.register(accountRoutes, { deps });
};
