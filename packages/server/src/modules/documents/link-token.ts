import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';

/** What a download link grants: one file, to one user, until a moment. */
export interface LinkClaims {
  key: string;
  userId: string;
  expiresAt: Date;
}

export type LinkCheck = ({ status: 'valid' } & LinkClaims) | { status: 'invalid' } | { status: 'expired' };

/**
 * What a token is for, mixed into its signature: a token signed for one purpose never verifies for
 * another (a document download link is not a payment link, and the other way round).
 */
export const LINK_PURPOSES = {
  document: 'bm-document-link.v1',
  payment: 'bm-payment-link.v1',
  portal: 'bm-portal-link.v1',
} as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[keyof typeof LINK_PURPOSES];

let processSecret: string | null = null;

/**
 * The HMAC key of download links: DOCUMENT_LINK_SECRET, or a random key drawn once per process
 * (links then stop working on restart, and several processes behind a load balancer need the
 * configured secret).
 */
export function linkSecret(configured: string | undefined): string {
  if (configured) return configured;
  processSecret ??= randomBytes(32).toString('base64url');
  return processSecret;
}

function signature(secret: string, payload: string, purpose: LinkPurpose): string {
  return createHmac('sha256', secret).update(`${purpose}.${payload}`).digest('base64url');
}

/** `{payload}.{signature}`, both base64url: the payload names the key, the user and the expiry (epoch seconds). */
export function signLinkToken(
  secret: string,
  claims: LinkClaims,
  purpose: LinkPurpose = LINK_PURPOSES.document,
): string {
  const payload = Buffer.from(
    JSON.stringify({ k: claims.key, u: claims.userId, e: Math.floor(claims.expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload, purpose)}`;
}

/** Checks the signature first (a forged or altered token is invalid), then the expiry against `now`. */
export function verifyLinkToken(
  secret: string,
  token: string,
  now: Date,
  purpose: LinkPurpose = LINK_PURPOSES.document,
): LinkCheck {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined || !safeEqual(mac, signature(secret, payload, purpose))) {
    return { status: 'invalid' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { status: 'invalid' };
  }
  const { k, u, e } = (claims ?? {}) as { k?: unknown; u?: unknown; e?: unknown };
  if (typeof k !== 'string' || typeof u !== 'string' || typeof e !== 'number') return { status: 'invalid' };
  if (now.getTime() >= e * 1000) return { status: 'expired' };
  return { status: 'valid', key: k, userId: u, expiresAt: new Date(e * 1000) };
}
