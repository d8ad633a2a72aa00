import { z } from 'zod';
import { POLICY_STATUSES, WEBHOOK_EVENT_TYPES } from '@bm/domain';
import { cents, isoDateTime } from './common.ts';

/**
 * What a webhook delivery carries (issue 28 item 1; docs/decisions/0091 and 0092): one event, with
 * everything a receiver needs to act without calling back: the policy as it is once the change is
 * written, the change (its history row) and the money lines it moved. Written in the change's
 * transaction (the outbox); the event id is the Standard Webhooks `webhook-id`.
 */

/**
 * The policy as it now is: a subset of the API's record (GET /api/applications/{id}) that names
 * the insured, the product, the term, the premium and the balances, without the application form,
 * the quote or the card on file.
 */
export const webhookPolicySchema = z.object({
  id: z.string().uuid(),
  policyNumber: z.string().nullable(),
  status: z.enum(POLICY_STATUSES),
  salesStatus: z.string(),
  /** New Business or Renewal: the term's origin. */
  transactionType: z.string(),
  /** The policy this term renews, when it is a renewal. */
  renewalOfId: z.string().uuid().nullable(),
  nonRenewable: z.boolean(),
  insured: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    province: z.string().nullable(),
    correspondenceLanguage: z.string(),
  }),
  product: z.object({ id: z.string(), name: z.string() }),
  brokerage: z.object({ id: z.string().uuid(), name: z.string() }),
  broker: z.object({ id: z.string().uuid(), name: z.string().nullable(), email: z.string() }).nullable(),
  paymentPeriod: z.string(),
  effectiveDate: isoDateTime.nullable(),
  expiryDate: isoDateTime.nullable(),
  boundDate: isoDateTime.nullable(),
  /** The term's premium before taxes and fees, and the total of its plan (cents). */
  premium: z.object({ premiums: cents, total: cents }),
  /**
   * The policy's ledger summed, as its Invoices card shows it: billed (net of voids and write-offs),
   * paid (net of refunds) and owing (billed less paid; negative: owed back to the insured).
   */
  balance: z.object({ billed: cents, paid: cents, owing: cents }),
  updatedAt: isoDateTime,
});
export type WebhookPolicy = z.infer<typeof webhookPolicySchema>;

/** The change, as the policy's history keeps it (immutable; the same row the History tab shows). */
export const webhookChangeSchema = z.object({
  id: z.string().uuid(),
  /** The history type: New Business, Endorsement, Cancellation, Payment Collected ... */
  type: z.string(),
  effectiveDate: isoDateTime.nullable(),
  reason: z.string().nullable(),
  description: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  premiumDelta: cents,
  taxDelta: cents,
  feeDelta: cents,
  totalDelta: cents,
  paymentId: z.string().uuid().nullable(),
  refundId: z.string().uuid().nullable(),
  /** Who made it; null for the scheduled jobs and the policy portal. */
  userId: z.string().uuid().nullable(),
  at: isoDateTime,
});
export type WebhookChange = z.infer<typeof webhookChangeSchema>;

/** One ledger entry the change wrote (cents; the ledger is append-only, a correction is a new line). */
export const webhookMoneyLineSchema = z.object({
  kind: z.enum(['charge', 'void', 'payment', 'refund', 'writeOff']),
  /** What a charge is for (planPayment, premium, cancellation, cardFee ...); null otherwise. */
  component: z.string().nullable(),
  amount: cents,
  invoiceId: z.string().uuid(),
  invoiceNumber: z.string(),
  paymentId: z.string().uuid().nullable(),
  refundId: z.string().uuid().nullable(),
  /** Money moved off the platform (a cheque, a transfer), not on the card. */
  manual: z.boolean(),
});
export type WebhookMoneyLine = z.infer<typeof webhookMoneyLineSchema>;

/** The invoice an invoice.* event is about, as the change left it. */
export const webhookInvoiceSchema = z.object({
  id: z.string().uuid(),
  number: z.string(),
  type: z.string(),
  status: z.enum(['open', 'paid', 'void']),
  amountDue: cents,
  amountPaid: cents,
  dueDate: isoDateTime,
});
export type WebhookInvoice = z.infer<typeof webhookInvoiceSchema>;

/** The card payment a payment.* event is about. */
export const webhookPaymentSchema = z.object({
  id: z.string().uuid(),
  amount: cents,
  status: z.enum(['succeeded', 'failed']),
  /** The processor's reason for a decline (card_declined, insufficient_funds ...). */
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** What the payment was for (bind, endorsement, payInFull, collection ...), when known. */
  purpose: z.string().nullable(),
});
export type WebhookPayment = z.infer<typeof webhookPaymentSchema>;

/** The refund a refund.paid event is about. */
export const webhookRefundSchema = z.object({
  id: z.string().uuid(),
  paymentId: z.string().uuid().nullable(),
  amount: cents,
  /** Refunded by hand (a cheque) rather than to the card. */
  manual: z.boolean(),
});
export type WebhookRefund = z.infer<typeof webhookRefundSchema>;

export const webhookEventDataSchema = z.object({
  policy: webhookPolicySchema,
  /** The change the event comes from; null for a declined card payment or a charge not applied. */
  change: webhookChangeSchema.nullable(),
  /** Every ledger entry the change wrote, with its invoice's number (empty when no money moved). */
  money: z.array(webhookMoneyLineSchema),
  /** invoice.issued, invoice.voided, invoice.paid: the invoice. */
  invoice: webhookInvoiceSchema.optional(),
  /** payment.succeeded, payment.declined: the payment. */
  payment: webhookPaymentSchema.optional(),
  /** refund.paid: the refund. */
  refund: webhookRefundSchema.optional(),
});
export type WebhookEventData = z.infer<typeof webhookEventDataSchema>;

export const webhookEventSchema = z.object({
  /** evt_ + a time-ordered id: the `webhook-id` of every delivery of this event, retries and replays alike. */
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  version: z.number().int(),
  /** When the change happened (the app's clock). */
  timestamp: isoDateTime,
  brokerageId: z.string().uuid().nullable(),
  data: webhookEventDataSchema,
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
