import { z } from 'zod';
import {
  MAX_INVITATIONS_PER_REQUEST,
  PARTNERSHIP_MESSAGES,
  PROVINCES,
  SIGNUP_CODE_PATTERN,
  SUBDOMAIN_PATTERN,
} from '@bm/domain';
import { isoDateTime } from './common.ts';

/** Setup Partnership (issue 16 item 3): partner brokerages and their invited brokers. */

const inviteEmail = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);
const invitations = z
  .array(inviteEmail)
  .max(MAX_INVITATIONS_PER_REQUEST, PARTNERSHIP_MESSAGES.tooManyInvitations)
  .refine((list) => new Set(list).size === list.length, 'Each address is invited once.');

/** POST /api/partnerships: a partner brokerage, its terms and its first brokers' invitations. */
export const partnershipCreateBody = z.object({
  name: z.string().trim().min(2, 'Enter the brokerage name.').max(100),
  code: z.string().trim().toUpperCase().regex(SIGNUP_CODE_PATTERN, PARTNERSHIP_MESSAGES.codeFormat),
  subdomain: z.string().trim().toLowerCase().regex(SUBDOMAIN_PATTERN, PARTNERSHIP_MESSAGES.subdomainFormat),
  /** Its white-label marketplace: its leads then read 'Marketplace'. */
  marketplaceName: z.string().trim().max(100).nullable().default(null),
  province: z.enum(PROVINCES, { message: 'Choose a province.' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email('Enter a valid email address')
    .max(254)
    .nullable()
    .default(null),
  productIds: z.array(z.string().min(1).max(100)).max(100),
  /** Broker commission rate per product, a fraction of premium (0.05 to 0.20); others keep the product's. */
  commissionRates: z.record(z.string().max(100), z.number()).default({}),
  invitations: invitations.default([]),
});
/** What the form sends (defaults may be left out). */
export type PartnershipCreateBody = z.input<typeof partnershipCreateBody>;
/** What the server reads, defaults filled in. */
export type PartnershipCreate = z.output<typeof partnershipCreateBody>;

/** PUT /api/partnerships/{brokerageId}/terms: what it sells, at what commission, and its marketplace. */
export const partnershipTermsBody = partnershipCreateBody.pick({
  marketplaceName: true,
  productIds: true,
  commissionRates: true,
});
export type PartnershipTermsBody = z.input<typeof partnershipTermsBody>;
export type PartnershipTerms = z.output<typeof partnershipTermsBody>;

export const partnershipInviteBody = z.object({
  invitations: invitations.refine((list) => list.length > 0, 'Enter at least one email address.'),
});
export const partnershipParams = z.object({
  brokerageId: z.string().uuid({ message: 'brokerageId must be a UUID' }),
});

export const partnershipInvitationSchema = z.object({
  email: z.string(),
  invitedAt: isoDateTime,
  acceptedAt: isoDateTime.nullable(),
});
export const partnershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  subdomain: z.string().nullable(),
  marketplaceName: z.string().nullable(),
  province: z.string().nullable(),
  email: z.string().nullable(),
  productIds: z.array(z.string()),
  commissionRates: z.record(z.string(), z.number()),
  brokers: z.number().int(),
  invitations: z.array(partnershipInvitationSchema),
  createdAt: isoDateTime,
});
export type Partnership = z.infer<typeof partnershipSchema>;
export const partnershipListResponse = z.object({ items: z.array(partnershipSchema) });
export const partnershipResponse = z.object({ message: z.string(), partnership: partnershipSchema });
