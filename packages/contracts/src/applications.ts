import { z } from 'zod';
import { LOCALES, PAYMENT_PERIODS, POLICY_STATUSES, PROVINCES, SALES_STATUSES } from '@bm/domain';
import { cents, isoDateTime } from './common.ts';

const csvOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .transform((raw) =>
      raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)));

export const APPLICATION_SORTS = [
  'createdAt',
  'policyNumber',
  'insuredName',
  'policyEffectiveDate',
  'policyExpiryDate',
  'totalPremium',
] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const MAX_PAGE_SIZE = 100;

/** GET /api/applications: the CRM list, keyset paginated. */
export const applicationListQuery = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  search: z.string().trim().max(200).optional(),
  status: csvOf(POLICY_STATUSES).optional(),
  salesStatus: csvOf(SALES_STATUSES).optional(),
  productId: z.string().trim().max(100).optional(),
  brokerageId: z.string().uuid().optional(),
  province: z.enum(PROVINCES).optional(),
  paymentPeriod: z.enum(PAYMENT_PERIODS).optional(),
  /** Closed-Loss and Closed-Test are hidden unless asked for (here, or by naming them in salesStatus). */
  includeClosed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(APPLICATION_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ApplicationListQuery = z.input<typeof applicationListQuery>;

export const applicationListItem = z.object({
  applicationId: z.string().uuid(),
  policyNumber: z.string().nullable(),
  insuredName: z.string(),
  email: z.string(),
  productId: z.string(),
  productName: z.string(),
  status: z.enum(POLICY_STATUSES),
  salesStatus: z.enum(SALES_STATUSES),
  paymentPeriod: z.enum(PAYMENT_PERIODS),
  province: z.string().nullable(),
  policyEffectiveDate: isoDateTime.nullable(),
  policyExpiryDate: isoDateTime.nullable(),
  totalPremium: cents,
  brokerId: z.string().uuid().nullable(),
  brokerName: z.string().nullable(),
  brokerageId: z.string().uuid(),
  brokerageName: z.string(),
  createdAt: isoDateTime,
  /** Stop bind: underwriting closed this open application; it shows as unavailable. */
  bindStopped: z.boolean(),
  /** A renewal (its transaction type is Renewal): the list labels it apart from the policy it renews. */
  isRenewal: z.boolean(),
});
export type ApplicationListItem = z.infer<typeof applicationListItem>;

export const applicationListResponse = z.object({
  items: z.array(applicationListItem),
  nextCursor: z.string().nullable(),
});
export type ApplicationListResponse = z.infer<typeof applicationListResponse>;

export const applicationParams = z.object({
  applicationId: z.string().uuid({ message: 'applicationId must be a UUID' }),
});

/** GET /api/applications/{id}: the application / policy record (spec section 3). */
export const applicationSchema = applicationListItem.extend({
  subdomain: z.string().nullable(),
  insurerId: z.string().nullable(),
  productVersionId: z.string().nullable(),
  boundDate: isoDateTime.nullable(),
  transactionType: z.string(),
  applicationSource: z.string(),
  updatedAt: isoDateTime,
  phone: z.string().nullable(),
  currentPage: z.number().int(),
  premiumsSum: cents,
  nonRenewable: z.boolean(),
  renewalOfId: z.string().uuid().nullable(),
  form: z.record(z.string(), z.unknown()),
  quote: z.record(z.string(), z.unknown()).nullable(),
  marketplace: z.record(z.string(), z.unknown()).nullable(),
  embeddedPayload: z.record(z.string(), z.unknown()).nullable(),
  commissionTransferSummary: z.record(z.string(), z.unknown()).nullable(),
  stripe: z.object({ customerId: z.string().nullable(), cardId: z.string().nullable() }),
  broker: z.object({ id: z.string().uuid(), name: z.string(), email: z.string() }).nullable(),
  /**
   * The insured's language of correspondence (documents, emails, portal, payment page; decision
   * 0079): their province's (French for Quebec) until a user chooses it.
   */
  correspondenceLanguage: z.enum(LOCALES),
});
export type Application = z.infer<typeof applicationSchema>;

/** PUT /api/applications/{id}/correspondenceLanguage: the insured's language, chosen on the record. */
export const correspondenceLanguageBody = z.object({ correspondenceLanguage: z.enum(LOCALES) });
export type CorrespondenceLanguageBody = z.infer<typeof correspondenceLanguageBody>;

/** GET /api/fuzzysearch?searchword= */
export const fuzzySearchQuery = z.object({ searchword: z.string().trim().min(1, 'Required').max(200) });
export const fuzzySearchResult = z.object({
  applicationId: z.string().uuid(),
  policyNumber: z.string().nullable(),
  insuredName: z.string(),
  email: z.string(),
  brokerageName: z.string(),
  productName: z.string(),
  status: z.enum(POLICY_STATUSES),
  score: z.number(),
});
export const fuzzySearchResponse = z.object({ searchTerm: z.string(), results: z.array(fuzzySearchResult) });
export type FuzzySearchResponse = z.infer<typeof fuzzySearchResponse>;
