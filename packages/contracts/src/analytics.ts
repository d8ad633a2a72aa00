import { z } from 'zod';
import { POLICY_MODAL_TYPES } from '@bm/domain';

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
