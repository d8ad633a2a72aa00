import { z } from 'zod';
import { LOCALES } from '@bm/domain';
import { cents, isoDateTime } from './common.ts';

/** Who a portal link is for: the policyholder (default) or staff opening it from the record (ADMIN). */
export const PORTAL_SCOPES = ['ADMIN', 'INSURED'] as const;
export type PortalScope = (typeof PORTAL_SCOPES)[number];

/** GET /api/link/{applicationId}?email=&agentName=&scope=ADMIN (spec 7). */
export const portalLinkQuery = z.object({
  email: z.string().trim().max(254).optional(),
  agentName: z.string().trim().max(200).optional(),
  scope: z.enum(PORTAL_SCOPES).optional(),
});
export type PortalLinkQuery = z.infer<typeof portalLinkQuery>;

/** Answer `data.link` (spec 7), with when it stops working. */
export const portalLinkResponse = z.object({
  data: z.object({ link: z.string(), expiresAt: isoDateTime }),
});
export type PortalLinkResponse = z.infer<typeof portalLinkResponse>;

export const portalTokenParams = z.object({ token: z.string().min(1).max(1000) });

/** The policy portal page: the policy's summary, documents and payment schedule. */
export const portalView = z.object({
  scope: z.enum(PORTAL_SCOPES),
  expiresAt: isoDateTime,
  agentName: z.string().nullable(),
  /** The insured's language of correspondence: the portal opens in it (decision 0079). */
  correspondenceLanguage: z.enum(LOCALES),
  policy: z.object({
    policyNumber: z.string().nullable(),
    productId: z.string(),
    productName: z.string(),
    insuredName: z.string(),
    email: z.string().nullable(),
    status: z.string(),
    paymentPeriod: z.string(),
    effectiveDate: isoDateTime.nullable(),
    expiryDate: isoDateTime.nullable(),
    /** The plan's total plus the custom premiums charged on top (domain policyTotalPremium). */
    totalPremium: cents.nullable(),
    /** The brokerage of record and its broker (the record's owner, not who opened the link). */
    brokerageName: z.string(),
    brokerName: z.string().nullable(),
  }),
  documents: z.array(
    z.object({ id: z.string().uuid(), name: z.string(), size: z.number().int(), url: z.string() }),
  ),
  schedule: z.array(
    z.object({
      number: z.string(),
      description: z.string(),
      dueDate: isoDateTime,
      amountDue: cents,
      amountPaid: cents,
      status: z.string(),
    }),
  ),
});
export type PortalView = z.infer<typeof portalView>;

/** POST /api/portal/{token}/endorsementRequest: lands as a note and a ticket on the record. */
export const portalEndorsementRequestBody = z.object({
  reason: z.string().trim().min(1, 'Required').max(200),
  details: z.string().trim().min(1, 'Required').max(2000),
  contactEmail: z.string().trim().max(254).optional(),
});
export type PortalEndorsementRequestBody = z.infer<typeof portalEndorsementRequestBody>;

export const portalEndorsementRequestResponse = z.object({
  noteId: z.string().uuid(),
  ticketId: z.string(),
  message: z.string(),
});
export type PortalEndorsementRequestResponse = z.infer<typeof portalEndorsementRequestResponse>;
