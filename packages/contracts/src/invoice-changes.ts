import { z } from 'zod';
import { cents, isoDateTime } from './common.ts';
import { invoiceItem, invoiceStatusSchema } from './invoices.ts';

/**
 * Voiding an open invoice and refunding a paid missed payment fee (MPF) invoice (spec 2.6
 * VoidStripeInvoice and RefundMpfInvoiceModal, spec 7; docs/decisions/0030).
 */

/** GET /api/invoices/{type}/{id}?status=: MPF = missed payment fee invoices only, all = every invoice. */
export const INVOICE_FILTER_TYPES = ['MPF', 'all'] as const;
export const invoiceFilterTypeSchema = z.enum(INVOICE_FILTER_TYPES);
export type InvoiceFilterType = z.infer<typeof invoiceFilterTypeSchema>;

export const invoiceFilterParams = z.object({
  type: invoiceFilterTypeSchema,
  /** The policy's application id. */
  id: z.string().uuid({ message: 'id must be a UUID' }),
});
export const invoiceFilterQuery = z.object({
  /** Only invoices of this status; every status when absent. */
  status: invoiceStatusSchema.optional(),
});

/**
 * One invoice of the filtered list. The spec's paid MPF invoice is (invoiceId, invoiceNumber,
 * amount); the rest lets one list serve the Void and Refund modals.
 */
export const filteredInvoiceSchema = z.object({
  invoiceId: z.string().uuid(),
  invoiceNumber: z.string(),
  /** Integer cents the invoice billed (its amountDue). */
  amount: cents,
  status: invoiceStatusSchema,
  /** premium, subscription, missed payment fee, cancellation balance ... */
  type: z.string(),
  isMPF: z.boolean(),
  waivable: z.boolean(),
  dueDate: isoDateTime,
  amountDue: cents,
  amountPaid: cents,
  paidAt: isoDateTime.nullable(),
  voidedAt: isoDateTime.nullable(),
  /** The caller may void it now (open, still owed, and canVoidInvoice); else the button reads 'Ineligible'. */
  voidable: z.boolean(),
  /** The caller may refund it to the card now (a paid MPF invoice, and canRefundMpfInvoice). */
  refundable: z.boolean(),
});
export type FilteredInvoice = z.infer<typeof filteredInvoiceSchema>;

/** The policy's invoices of that type and status, by due date then number. */
export const filteredInvoicesResponse = z.array(filteredInvoiceSchema);
export type FilteredInvoiceList = z.infer<typeof filteredInvoicesResponse>;

/**
 * POST /api/applications/{applicationId}/voidInvoice (spec 7: invoiceId, isMPF, waivable). The
 * server decides from its own invoice row: isMPF and waivable must be what the row says (422).
 */
export const voidInvoiceBody = z.object({
  invoiceId: z.string().uuid({ message: 'invoiceId must be a UUID' }),
  isMPF: z.boolean(),
  waivable: z.boolean(),
});
export type VoidInvoiceBody = z.infer<typeof voidInvoiceBody>;

/** The invoice as it now is (void, or paid when part of it had been paid), and the history row. */
export const voidInvoiceResponse = z.object({
  transactionId: z.string().uuid(),
  invoice: invoiceItem,
  /** Integer cents no longer asked for. */
  voided: cents,
  message: z.string(),
});
export type VoidInvoiceResponse = z.infer<typeof voidInvoiceResponse>;

/** POST /api/policies/{policyId}/invoices/{invoiceId}/refunds: policyId is the application id. */
export const refundInvoiceParams = z.object({
  policyId: z.string().uuid({ message: 'policyId must be a UUID' }),
  invoiceId: z.string().uuid({ message: 'invoiceId must be a UUID' }),
});

export const REFUND_INVOICE_FIELD_MESSAGES = {
  policyNumberRequired: 'Enter the policy number.',
  remarkTooLong: 'The remark is at most 500 characters.',
  typeMpf: 'Only a missed payment fee (MPF) invoice can be refunded.',
} as const;

/**
 * Spec 7 (remark, policyNumber, type) and the idempotency key of every money route: a retry with
 * the same key answers the refund already made and refunds nothing more.
 */
export const refundInvoiceBody = z.object({
  remark: z.string().trim().max(500, REFUND_INVOICE_FIELD_MESSAGES.remarkTooLong).default(''),
  /** Must be the policy's number: a check that the user refunds the policy they mean. */
  policyNumber: z.string().trim().min(1, REFUND_INVOICE_FIELD_MESSAGES.policyNumberRequired).max(100),
  type: z.literal('MPF', { message: REFUND_INVOICE_FIELD_MESSAGES.typeMpf }),
  idempotencyKey: z.string().uuid(),
});
/** What the server reads (defaults applied). */
export type RefundInvoiceBody = z.infer<typeof refundInvoiceBody>;
/** What a client sends. */
export type RefundInvoiceRequest = z.input<typeof refundInvoiceBody>;

/** One card refund the refund made (one per card charge that paid the invoice). */
export const cardRefundSchema = z.object({
  id: z.string().uuid(),
  amount: cents,
  /** succeeded, or pending while the processor settles it. */
  status: z.string(),
});

export const refundInvoiceResponse = z.object({
  transactionId: z.string().uuid(),
  /** The invoice as it now is: void, nothing paid on it any more. */
  invoice: invoiceItem,
  /** Integer cents refunded in all. */
  amount: cents,
  refunds: z.array(cardRefundSchema),
  /** 'Invoice # {n} refunded successfully.' (spec 8). */
  message: z.string(),
});
export type RefundInvoiceResponse = z.infer<typeof refundInvoiceResponse>;
