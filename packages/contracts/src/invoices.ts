import { z } from 'zod';
import { isCalendarDay } from '@bm/domain';
import { cents, isoDateTime } from './common.ts';

/**
 * Every status the server writes: 'open' when raised, 'paid' when a card paid it (the first plan
 * payment at bind), 'void' when a cancellation or reinstatement stopped it being collected.
 */
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/**
 * A refund finance pays out by hand (a monthly plan's return premium, or no card charge left to
 * take it back): pending until finance records the payment, then succeeded with its reference and
 * the day it was paid (docs/decisions/0020).
 */
export const MANUAL_REFUND_STATUSES = ['pending', 'succeeded'] as const;
export const manualRefundSchema = z.object({
  id: z.string().uuid(),
  /** Integer cents owed back to the insured. */
  amount: cents,
  status: z.enum(MANUAL_REFUND_STATUSES),
  /** The day the refund was recorded (YYYY-MM-DD, Vancouver): it cannot have been paid before. */
  recordedOn: z.string(),
  /** The cheque or e-transfer reference, once paid. */
  reference: z.string().nullable(),
  /** The day finance paid it out (YYYY-MM-DD), once paid. */
  paidOn: z.string().nullable(),
});
export type ManualRefund = z.infer<typeof manualRefundSchema>;

/** One invoice of a record, as its Invoices card shows it. */
export const invoiceItem = z.object({
  id: z.string().uuid(),
  /** {policy number}-{NN}, {policy number}-CXL-{YYYYMMDD}, {policy number}-R{n}… unique. */
  number: z.string(),
  /** premium, subscription, cancellation balance, reinstatement. */
  type: z.string(),
  status: invoiceStatusSchema,
  description: z.string().nullable(),
  /** Integer cents. */
  amountDue: cents,
  amountPaid: cents,
  dueDate: isoDateTime,
  paidAt: isoDateTime.nullable(),
  voidedAt: isoDateTime.nullable(),
  /** The plan payment it bills (1 = the first); null for other invoices. */
  instalmentNumber: z.number().int().nullable(),
  /** A missed payment fee invoice. */
  isMPF: z.boolean(),
  /** A missed payment fee that users other than underwriters and super admins may void. */
  waivable: z.boolean(),
  /** The payment provider's invoice id, when it has one. */
  externalId: z.string().nullable(),
  /** On a credit note: the manual refund that pays it back to the insured (pending or paid out). */
  manualRefund: manualRefundSchema.nullable(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

/**
 * A record's invoice totals, in integer cents:
 * - billed: the sum of amountDue over the invoices that are not void;
 * - paid: the sum of amountPaid over those same invoices;
 * - owing: the sum of (amountDue - amountPaid) over the open invoices only.
 * Void invoices count nowhere. While every paid invoice is paid in full, owing = billed - paid.
 */
export const invoiceTotalsSchema = z.object({ billed: cents, paid: cents, owing: cents });
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/** GET /api/applications/{applicationId}/invoices: every invoice, by due date then number. */
export const invoiceListResponse = z.object({
  invoices: z.array(invoiceItem),
  totals: invoiceTotalsSchema,
});
export type InvoiceList = z.infer<typeof invoiceListResponse>;

/**
 * An open invoice (spec: externalId, dueDate, amountDue, amountPaid, isMPF, waivable), its id,
 * number and type (premium, missed payment fee ...), and whether the caller may void it (domain
 * canVoidInvoice, the rule the void route applies): the Void invoice modal's button reads
 * 'Ineligible' when false.
 */
export const openInvoiceSchema = invoiceItem
  .pick({
    id: true,
    number: true,
    type: true,
    externalId: true,
    dueDate: true,
    amountDue: true,
    amountPaid: true,
    isMPF: true,
    waivable: true,
  })
  .extend({ voidable: z.boolean() });
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

/** GET /api/applications/{applicationId}/openInvoices: the open invoices, by due date then number. */
export const openInvoicesResponse = z.array(openInvoiceSchema);
export type OpenInvoiceList = z.infer<typeof openInvoicesResponse>;

/** POST /api/applications/{applicationId}/refunds/{refundId}/settle: the refund and its record. */
export const settleRefundParams = z.object({
  applicationId: z.string().uuid({ message: 'applicationId must be a UUID' }),
  refundId: z.string().uuid({ message: 'refundId must be a UUID' }),
});

export const SETTLE_REFUND_FIELD_MESSAGES = {
  referenceRequired: 'Enter the cheque or e-transfer reference.',
  referenceTooLong: 'The reference is at most 100 characters.',
  paidOnFormat: 'Enter the day the refund was paid as YYYY-MM-DD.',
  paidOnFuture: 'The paid-on date cannot be in the future.',
  paidOnBeforeRecorded: (recordedOn: string) =>
    `The paid-on date cannot be before the refund was recorded (${recordedOn}).`,
} as const;

/** Finance paid a pending manual refund out by hand: its reference and the day it was paid. */
export const settleRefundBody = z.object({
  reference: z
    .string()
    .trim()
    .min(1, SETTLE_REFUND_FIELD_MESSAGES.referenceRequired)
    .max(100, SETTLE_REFUND_FIELD_MESSAGES.referenceTooLong),
  /** Not in the future, not before the refund was recorded. */
  paidOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, SETTLE_REFUND_FIELD_MESSAGES.paidOnFormat)
    .refine(isCalendarDay, SETTLE_REFUND_FIELD_MESSAGES.paidOnFormat),
});
export type SettleRefundBody = z.infer<typeof settleRefundBody>;

/** The refund paid out, its credit note (now paid) and the history row that records it. */
export const settleRefundResponse = z.object({
  transactionId: z.string().uuid(),
  refund: manualRefundSchema,
  invoice: invoiceItem,
  message: z.string(),
});
export type SettleRefundResponse = z.infer<typeof settleRefundResponse>;
