import { z } from 'zod';
import { isCalendarDay, PAYMENT_PERIODS, PROVINCES } from '@bm/domain';
import { cents } from './common.ts';

const day = (name: string) =>
  z.string().refine(isCalendarDay, `${name} must be a day, YYYY-MM-DD`).optional();

export const COMMISSION_REPORT_PAGE_SIZES = [25, 50, 100] as const;

/** The filters of the commission report (spec 2.2 Reports; issue 15), shared by the page and the CSV. */
export const commissionReportFilters = z.object({
  /** Transactions written on or after / on or before these Vancouver days. */
  from: day('from'),
  to: day('to'),
  brokerageId: z.string().uuid().optional(),
  brokerId: z.string().uuid().optional(),
  productId: z.string().trim().min(1).max(100).optional(),
  province: z.enum(PROVINCES).optional(),
  paymentPeriod: z.enum(PAYMENT_PERIODS).optional(),
  payoutStatus: z.enum(['Paid', 'Not Paid']).optional(),
});
export type CommissionReportFilters = z.infer<typeof commissionReportFilters>;

export const commissionReportQuery = commissionReportFilters.extend({
  limit: z.coerce
    .number()
    .int()
    .refine(
      (n) => (COMMISSION_REPORT_PAGE_SIZES as readonly number[]).includes(n),
      'limit must be 25, 50 or 100',
    )
    .default(50),
  cursor: z.string().max(400).optional(),
});
export type CommissionReportQuery = z.infer<typeof commissionReportQuery>;

/** Figures every variant shows. */
const brokerFigures = {
  premium: cents,
  brokerCommission: cents,
  taxRate: z.number(),
  taxes: cents,
};
/** Figures only the full variant carries (absent from a broker's answer, not zero). */
const fullFigures = {
  mgaCommission: cents.optional(),
  insurerPremium: cents.optional(),
  fees: cents.optional(),
  providerFees: cents.optional(),
  financingFees: cents.optional(),
  transactionFees: cents.optional(),
  pst: cents.optional(),
  netMargin: cents.optional(),
  netMarginPercentage: z.number().optional(),
  totalCharged: cents.optional(),
};
const figures = z.object({ ...brokerFigures, ...fullFigures });

export const commissionReportLine = z.object({
  transactionId: z.string().uuid(),
  applicationId: z.string().uuid(),
  policyNumber: z.string().nullable(),
  productName: z.string(),
  province: z.string().nullable(),
  transactionDate: z.string(),
  type: z.string(),
  brokerageName: z.string(),
  brokerName: z.string().nullable(),
  leadSource: z.string(),
  effectiveDate: z.string().nullable(),
  paymentPeriod: z.enum(PAYMENT_PERIODS),
  /** Full variant only. */
  insurer: z.string().nullable().optional(),
  customerId: z.string().nullable().optional(),
  payoutStatus: z.enum(['Paid', 'Not Paid']),
  figures,
});

export const commissionReportResponse = z.object({
  /** broker: the reduced variant (brokers, agency users); full: finance staff and super admins. */
  variant: z.enum(['broker', 'full']),
  items: z.array(commissionReportLine),
  nextCursor: z.string().nullable(),
  /** Over every matching transaction, not only this page: the totals row, each the sum of the rows. */
  totals: figures.omit({ taxRate: true }).extend({ count: z.number().int() }),
});
export type CommissionReportResponse = z.infer<typeof commissionReportResponse>;

/** GET /api/reports/brokers: the brokers the report can be filtered by (those of the brokerages the user may see). */
export const reportBrokerListResponse = z.object({
  items: z.array(
    z.object({ id: z.string().uuid(), name: z.string(), brokerageId: z.string().uuid().nullable() }),
  ),
});
export type ReportBrokerList = z.infer<typeof reportBrokerListResponse>;

/** Partner payouts (issue 15 item 3): one per brokerage or insurer and Vancouver month. */
export const partnerPayoutSchema = z.object({
  id: z.string().uuid(),
  number: z.string(),
  partnerType: z.enum(['brokerage', 'insurer']),
  partnerId: z.string(),
  partnerName: z.string(),
  /** YYYY-MM. */
  period: z.string(),
  amount: cents,
  lineCount: z.number().int(),
  status: z.enum(['open', 'completed']),
  transferDate: z.string().nullable(),
});
export type PartnerPayout = z.infer<typeof partnerPayoutSchema>;

export const partnerPayoutListQuery = z.object({
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'period must be a month, YYYY-MM')
    .optional(),
  partnerType: z.enum(['brokerage', 'insurer']).optional(),
  status: z.enum(['open', 'completed']).optional(),
});
export type PartnerPayoutListQuery = z.infer<typeof partnerPayoutListQuery>;
export const partnerPayoutListResponse = z.object({ items: z.array(partnerPayoutSchema) });

export const partnerPayoutParams = z.object({
  partner: z.enum(['brokerage', 'insurer'], { message: 'partner must be brokerage or insurer' }),
  invoiceId: z.string().uuid({ message: 'invoiceId must be a UUID' }),
});
/** POST /api/invoices/partner/{partner}/{invoiceId}/completes (spec 7). */
export const partnerPayoutCompleteBody = z.object({
  transferDate: z.string().refine(isCalendarDay, 'Transfer date must be a day, YYYY-MM-DD, not after today.'),
});
export const partnerPayoutCompleteResponse = z.object({ message: z.string(), payout: partnerPayoutSchema });
