import { z } from 'zod';
import { POLICY_STATUSES, SALES_STATUSES } from '@bm/domain';
import { applicationSchema } from './applications.ts';
import { isoDateTime } from './common.ts';

/*
 * Renewal controls (spec 7). The text fields may arrive empty: the server answers the spec's own
 * messages ('Required fields need to be filled', 'Please provide more details') rather than a
 * schema error.
 */

/** PUT /api/applications/{id}/stopRenewal and /stopBind: reason, reasonDescription (+ initiator). */
export const stopActionBody = z.object({
  reason: z.string().trim().max(100).default(''),
  reasonDescription: z.string().trim().max(2000).default(''),
  initiator: z.string().trim().max(100).default(''),
});
export type StopActionBody = z.input<typeof stopActionBody>;

/** POST /api/applications/{id}/decline: declineReason, declineDescription. */
export const declineBody = z.object({
  declineReason: z.string().trim().max(100).default(''),
  declineDescription: z.string().trim().max(2000).default(''),
});
export type DeclineBody = z.input<typeof declineBody>;

/** The short view of a renewal application or of the policy it renews. */
export const renewalLink = z.object({
  applicationId: z.string().uuid(),
  policyNumber: z.string().nullable(),
  status: z.enum(POLICY_STATUSES),
  salesStatus: z.enum(SALES_STATUSES),
  policyEffectiveDate: isoDateTime.nullable(),
  policyExpiryDate: isoDateTime.nullable(),
});
export type RenewalLink = z.infer<typeof renewalLink>;

/** The latest stop on a record (stop renewal or stop bind), as the record page shows it. */
export const stopRecord = z.object({
  kind: z.enum(['stopRenewal', 'stopBind']),
  reason: z.string(),
  reasonLabel: z.string(),
  description: z.string(),
  initiator: z.string(),
  initiatorLabel: z.string(),
  at: isoDateTime,
});
export type StopRecord = z.infer<typeof stopRecord>;

/** GET /api/applications/{id}/renewal: the record's renewal state. */
export const renewalStatusResponse = z.object({
  /** The renewal application of this policy, if one was offered. */
  renewal: renewalLink.nullable(),
  /** The policy this renewal application renews. */
  renewalOf: renewalLink.nullable(),
  /** Whether a renewal can be offered now, and from which day (YYYY-MM-DD). */
  offer: z.object({
    available: z.boolean(),
    opensOn: z.string().nullable(),
    message: z.string().nullable(),
  }),
  stop: stopRecord.nullable(),
});
export type RenewalStatusResponse = z.infer<typeof renewalStatusResponse>;

/** POST /api/applications/{id}/renewal: the renewal application; created false when it existed. */
export const renewalOfferResponse = z.object({
  application: applicationSchema,
  created: z.boolean(),
});
export type RenewalOfferResponse = z.infer<typeof renewalOfferResponse>;
