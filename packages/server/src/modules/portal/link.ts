import type { PortalScope } from '@bm/contracts';
import { GoneError, notFound } from '../../lib/errors.ts';
import { LINK_PURPOSES, signLinkToken, verifyLinkToken } from '../documents/index.ts';

const HOUR_MS = 3_600_000;

/** How long a portal link works: a policyholder's 30 days; staff's (scope ADMIN, opened in the record) 8 hours. */
export const PORTAL_LINK_TTL_MS: Record<PortalScope, number> = {
  INSURED: 30 * 24 * HOUR_MS,
  ADMIN: 8 * HOUR_MS,
};

export const PORTAL_MESSAGES = {
  invalid: 'This policy portal link is not valid.',
  expired: 'This policy portal link has expired. Please ask your broker for a new one.',
  documentNotFound: 'Document not found',
  notBound: 'Endorsements can only be requested on a policy in force.',
  requested: 'Thank you. Your endorsement request was sent to your broker, who will contact you.',
  failed: "There's been an error, please try again or contact Support.",
} as const;

/** What a portal link names: one policy, who it is for, the agent named on it, until a moment. */
export interface PortalClaims {
  applicationId: string;
  scope: PortalScope;
  email: string | null;
  agentName: string | null;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A portal link (docs/decisions/0038): the documents' signed token (documents/link-token.ts) signed
 * for the portal purpose, so no document or payment token opens a portal and no portal token opens
 * anything else. Its key carries the policy, the scope, the email and the agent's name; it expires
 * PORTAL_LINK_TTL_MS[scope] after issue, in whole seconds.
 */
export function issuePortalLink(
  secret: string,
  origin: string,
  input: Omit<PortalClaims, 'expiresAt'> & { issuedBy: string; issuedAt: Date },
): { link: string; token: string; expiresAt: Date } {
  const expiresAt = new Date(
    Math.floor((input.issuedAt.getTime() + PORTAL_LINK_TTL_MS[input.scope]) / 1000) * 1000,
  );
  const key = JSON.stringify({ a: input.applicationId, s: input.scope, m: input.email, n: input.agentName });
  const token = signLinkToken(secret, { key, userId: input.issuedBy, expiresAt }, LINK_PURPOSES.portal);
  return { link: `${origin}/portal/${token}`, token, expiresAt };
}

/** The claims of a portal token: 404 for a forged, altered or foreign token, 410 once expired. */
export function readPortalLink(secret: string, token: string, now: Date): PortalClaims {
  const check = verifyLinkToken(secret, token, now, LINK_PURPOSES.portal);
  if (check.status === 'expired') throw new GoneError(PORTAL_MESSAGES.expired);
  if (check.status !== 'valid') throw notFound(PORTAL_MESSAGES.invalid);
  let parsed: { a?: unknown; s?: unknown; m?: unknown; n?: unknown };
  try {
    parsed = JSON.parse(check.key) as typeof parsed;
  } catch {
    throw notFound(PORTAL_MESSAGES.invalid);
  }
  if (
    typeof parsed.a !== 'string' ||
    !UUID.test(parsed.a) ||
    (parsed.s !== 'ADMIN' && parsed.s !== 'INSURED')
  ) {
    throw notFound(PORTAL_MESSAGES.invalid);
  }
  return {
    applicationId: parsed.a,
    scope: parsed.s,
    email: typeof parsed.m === 'string' ? parsed.m : null,
    agentName: typeof parsed.n === 'string' ? parsed.n : null,
    expiresAt: check.expiresAt,
  };
}
