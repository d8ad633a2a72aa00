import { z } from 'zod';
import { ANALYTICS_GRANULARITIES, isCalendarDay, POLICY_MODAL_TYPES } from '@bm/domain';

/** The events the product records: opening a modal (spec 2.6) and closing it again. */
export const ANALYTICS_EVENT_NAMES = ['modal_open', 'modal_close'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const modalEventProperties = z.object({
  /** One of the 24 modal types of spec 2.6. */
  modalType: z.enum(POLICY_MODAL_TYPES, { message: 'modalType must be one of the modal types' }),
  /** The button or link that opened it, e.g. "Cancel Policy". */
  callToAction: z.string().trim().min(1, { message: 'Required' }).max(200),
  applicationId: z.string().uuid({ message: 'applicationId must be a UUID' }).optional(),
});
export type ModalEventProperties = z.infer<typeof modalEventProperties>;

/** POST /api/analytics/events */
export const analyticsEventBody = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  properties: modalEventProperties,
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventBody>;

export const analyticsEventResponse = z.object({ ok: z.literal(true) });

/** GET /api/analytics/summary (issue 16 item 1): the figures of /analytics for a range of Vancouver days. */
export const analyticsSummaryQuery = z.object({
  from: z.string().refine(isCalendarDay, 'from must be a day, YYYY-MM-DD').optional(),
  to: z.string().refine(isCalendarDay, 'to must be a day, YYYY-MM-DD').optional(),
  granularity: z.enum(ANALYTICS_GRANULARITIES).default('day'),
  /** The back-office's brokerage filter; a broker always sees their own brokerage. */
  brokerageId: z.string().uuid({ message: 'brokerageId must be a UUID' }).optional(),
});
export type AnalyticsSummaryQuery = z.input<typeof analyticsSummaryQuery>;

const analyticsCounts = {
  started: z.number().int(),
  quoted: z.number().int(),
  referred: z.number().int(),
  rejected: z.number().int(),
  converted: z.number().int(),
  bound: z.number().int(),
  premiumWritten: z.number().int(),
};
const breakdownRow = z.object({ key: z.string(), label: z.string(), bound: z.number().int(), premiumWritten: z.number().int() });
export type AnalyticsBreakdownRow = z.infer<typeof breakdownRow>;

export const analyticsSummaryResponse = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(ANALYTICS_GRANULARITIES),
  /** The brokerage the figures are of; null: every brokerage. */
  brokerageId: z.string().nullable(),
  series: z.array(z.object({ period: z.string(), ...analyticsCounts })),
  totals: z.object(analyticsCounts),
  funnel: z.object({
    started: z.number().int(),
    quoted: z.number().int(),
    bound: z.number().int(),
    quotedRate: z.number().nullable(),
    quoteToBindRate: z.number().nullable(),
    boundRate: z.number().nullable(),
  }),
  byProduct: z.array(breakdownRow),
  byProvince: z.array(breakdownRow),
  byPaymentPeriod: z.array(breakdownRow),
  /** The record actions opened most (modal_open events), most first. */
  topActions: z.array(z.object({ modalType: z.string(), opened: z.number().int() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummaryResponse>;
