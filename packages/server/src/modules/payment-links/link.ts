import type { FastifyRequest } from 'fastify';
import type { PaymentLink } from '@bm/contracts';
import { PAYMENT_LINK_MESSAGES, PAYMENT_LINK_TTL_DAYS } from '@bm/domain';
import { GoneError, notFound } from '../../lib/errors.ts';
import { LINK_PURPOSES, linkSecret, signLinkToken, verifyLinkToken } from '../documents/index.ts';

const DAY_MS = 86_400_000;

/** What a payment link names: one invoice of one policy, until a moment. */
export interface PaymentLinkClaims {
  applicationId: string;
  invoiceId: string;
  expiresAt: Date;
}

/**
 * The address the insured opens: PUBLIC_URL's origin when configured (behind a proxy), else the
 * origin the request came to.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

/** What signs payment links: the HMAC key and the origin the insured opens them on. */
export interface PaymentLinkSigner {
  secret: string;
  origin: string;
}

/**
 * The signer where no request gives an origin (the background jobs): PUBLIC_URL's origin, else
 * this server's own address on its port. The secret is DOCUMENT_LINK_SECRET, or the process's own
 * key without it (then a link signed by `npm run job` in another process does not open on the server).
 */
export function configuredPaymentLinks(config: {
  DOCUMENT_LINK_SECRET?: string | undefined;
  PUBLIC_URL?: string | undefined;
  PORT: number;
}): PaymentLinkSigner {
  return {
    secret: linkSecret(config.DOCUMENT_LINK_SECRET),
    origin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`,
  };
}

/**
 * A payment link for one invoice: the documents' signed link token (documents/link-token.ts), signed
 * for the payment purpose so that neither kind of token works as the other; its key names the policy
 * and the invoice, its user the one who issued it (or 'system'), and it expires PAYMENT_LINK_TTL_DAYS
 * after `issuedAt`, in whole seconds as the token carries them. Unguessable: an HMAC-SHA256 over the
 * claims with the server's secret (DOCUMENT_LINK_SECRET).
 */
export function issuePaymentLink(
  secret: string,
  origin: string,
  input: { applicationId: string; invoiceId: string; issuedBy: string | null; issuedAt: Date },
): PaymentLink {
  const expiresAt = new Date(
    Math.floor((input.issuedAt.getTime() + PAYMENT_LINK_TTL_DAYS * DAY_MS) / 1000) * 1000,
  );
  const token = signLinkToken(
    secret,
    { key: `${input.applicationId}/${input.invoiceId}`, userId: input.issuedBy ?? 'system', expiresAt },
    LINK_PURPOSES.payment,
  );
  return { url: `${origin}/pay/${token}`, token, expiresAt: expiresAt.toISOString() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claims of a payment link: 404 for a forged, altered or foreign token, 410 once expired. */
export function readPaymentLink(secret: string, token: string, now: Date): PaymentLinkClaims {
  const check = verifyLinkToken(secret, token, now, LINK_PURPOSES.payment);
  if (check.status === 'expired') throw new GoneError(PAYMENT_LINK_MESSAGES.expired);
  if (check.status !== 'valid') throw notFound(PAYMENT_LINK_MESSAGES.invalid);
  const [applicationId, invoiceId, extra] = check.key.split('/');
  if (
    !applicationId ||
    !invoiceId ||
    extra !== undefined ||
    !UUID.test(applicationId) ||
    !UUID.test(invoiceId)
  ) {
    throw notFound(PAYMENT_LINK_MESSAGES.invalid);
  }
  return { applicationId, invoiceId, expiresAt: check.expiresAt };
}
