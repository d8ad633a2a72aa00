import { z } from 'zod';
import { isCalendarDay, NOTICE_DELIVERY_MESSAGES, NSF_REASON_MAX_LENGTH, NSF_STATUSES } from '@bm/domain';
import { cents, isoDateTime } from './common.ts';

export const nsfStatusSchema = z.enum(NSF_STATUSES);

/**
 * An NSF invoice (spec 3): a scheduled payment the card declined, its policy, and where collection
 * stands (attempts made, the next one, the cancellation date once the notice went out).
 */
export const nsfInvoiceItem = z.object({
  /** The declined invoice. */
  invoiceId: z.string().uuid(),
  invoiceNumber: z.string(),
  applicationId: z.string().uuid(),
  policyNumber: z.string().nullable(),
  /** The policy's term, YYYY-MM-DD to YYYY-MM-DD (Vancouver). */
  term: z.string(),
  policyStatus: z.string(),
  insuredName: z.string(),
  brokerageName: z.string(),
  /** The card issuer's answer to the last attempt, or the back-office's note. */
  reason: z.string().nullable(),
  status: nsfStatusSchema,
  /** What the declined invoice still asks for, and its missed payment fee (integer cents). */
  amountOwing: cents,
  missedPaymentFeeOwing: cents,
  attempts: z.number().int(),
  /** The day of the next attempt (YYYY-MM-DD), null when none is left or it is paid. */
  nextAttemptDay: z.string().nullable(),
  /**
   * The day the policy is cancelled for non-payment unless paid (YYYY-MM-DD): 15 days after the
   * notice's delivery, so null until its delivery day is recorded.
   */
  cancellationDate: z.string().nullable(),
  registerLetterSentAt: isoDateTime.nullable(),
  /** The day the notice was sent by registered letter, and the day it was delivered (YYYY-MM-DD, Vancouver). */
  letterSentOn: z.string().nullable(),
  letterDeliveredOn: z.string().nullable(),
  createdAt: isoDateTime,
});
export type NsfInvoiceItem = z.infer<typeof nsfInvoiceItem>;

export const NSF_PAGE_SIZES = [10, 25, 50, 100] as const;

/** GET /api/nsfInvoices: newest first, in keyset pages. */
export const nsfListQuery = z.object({
  status: nsfStatusSchema.optional(),
  /** Policy number, insured name or invoice number (contains, any case). */
  search: z.string().trim().max(200).optional(),
  brokerageId: z.string().uuid().optional(),
  /** One policy's NSF invoices (the record's NsfInvoice modal). */
  applicationId: z.string().uuid().optional(),
  /** awaitingDelivery: the pending ones whose notice was sent and whose delivery day is not recorded. */
  notice: z.enum(['awaitingDelivery']).optional(),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (NSF_PAGE_SIZES as readonly number[]).includes(n), 'limit must be 10, 25, 50 or 100')
    .default(25),
  cursor: z.string().max(400).optional(),
});
export type NsfListQuery = z.infer<typeof nsfListQuery>;

export const nsfListResponse = z.object({
  items: z.array(nsfInvoiceItem),
  nextCursor: z.string().nullable(),
});
export type NsfListResponse = z.infer<typeof nsfListResponse>;

export const nsfInvoiceParams = z.object({
  invoiceId: z.string().uuid({ message: 'invoiceId must be a UUID' }),
});

/**
 * PUT /api/nsfInvoices/{invoiceId} (spec 5): the back-office's reason and status, and the day the
 * notice of cancellation was delivered (from the registered letter's tracking).
 */
export const nsfUpdateBody = z
  .object({
    reason: z.string().trim().min(1, 'Required').max(NSF_REASON_MAX_LENGTH).optional(),
    status: nsfStatusSchema.optional(),
    letterDeliveredOn: z.string().refine(isCalendarDay, NOTICE_DELIVERY_MESSAGES.notADay).optional(),
  })
  .refine(
    (body) => body.reason !== undefined || body.status !== undefined || body.letterDeliveredOn !== undefined,
    { message: 'Give a reason, a status or a delivery date.' },
  );
export type NsfUpdateBody = z.infer<typeof nsfUpdateBody>;
