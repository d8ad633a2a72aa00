import type { FastifyReply } from 'fastify';
import { LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS, MESSAGES } from '@bm/domain';
import type { Config } from '../../config.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { AuthDeps } from './deps.ts';
import type { SignInResult } from './login-service.ts';
import { setSessionCookies } from './sessions.ts';

/** Options of the auth route plugins. */
export interface AuthRouteOptions {
  deps: AuthDeps;
}

/** Sets the session cookies when the sign-in finished, and returns the answer. */
export function answerSignIn(reply: FastifyReply, config: Config, result: SignInResult) {
  if (result.sessionToken) setSessionCookies(reply, config, result.sessionToken);
  return result.body;
}

/**
 * Per-address limit on routes that send emails or check codes, on top of the per-account limits of
 * auth_attempts; counted in the database across processes, as every rate limit (rate-limit-store.ts).
 */
export const perAddressLimit = {
  rateLimit: {
    max: LOGIN_MAX_FAILURES_PER_ADDRESS,
    timeWindow: LOGIN_WINDOW_MS,
    errorResponseBuilder: () => tooManyRequests(MESSAGES.tooManyAttempts),
  },
};
