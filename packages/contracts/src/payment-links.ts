import { z } from 'zod';
import { LOCALES } from '@bm/domain';
import { billingConfigResponse, cardTokenBody, PAYMENT_ACCOUNTS } from './billing.ts';
import { cents, isoDateTime } from './common.ts';
import { invoiceStatusSchema } from './invoices.ts';
import { paymentLinkSchema } from './manual-invoice.ts';
import { cardChoiceSchema } from './quote.ts';

/** The signed token of a payment link, in the path (about 200 characters). */
export const paymentLinkParams = z.object({ token: z.string().min(1).max(1000) });

/**
 * GET /api/payments/links/{token}: what the public payment page shows, without a session. An
 * invalid token answers 404, an expired one 410, each with a message to show.
 */
export const paymentLinkView = z.object({
  insuredName: z.string(),
  /** The insured's language of correspondence: the payment page opens in it (decision 0079). */
  correspondenceLanguage: z.enum(LOCALES),
  policyNumber: z.string().nullable(),
  productName: z.string(),
  invoice: z.object({
    id: z.string().uuid(),
    number: z.string(),
    description: z.string().nullable(),
    /** open, paid or void. */
    status: invoiceStatusSchema,
    dueDate: isoDateTime,
    /** Integer cents: billed less voided; paid; and what is owed now (0 once paid). */
    amountDue: cents,
    amountPaid: cents,
    amountOwing: cents,
  }),
  /** Whether the page may take a card now; otherwise `message` says why (e.g. already paid). */
  payable: z.boolean(),
  message: z.string().nullable(),
  /** The card account the card's token must be made on (spec 9). */
  account: z.enum(PAYMENT_ACCOUNTS),
  /** How to take a card: the simulated processor (POST …/cardTokens) or Stripe.js with the key of `account`. */
  billing: billingConfigResponse,
  expiresAt: isoDateTime,
  /**
   * The card figures shown before payment (decision 0063; no card on file: a new card is always
   * taken): the credit card surcharge (and its PST) billed inside amountOwing, which a credit card
   * pays, and the total by a debit or prepaid card.
   */
  card: cardChoiceSchema,
});
export type PaymentLinkView = z.infer<typeof paymentLinkView>;

/** POST /api/payments/links/{token}/cardTokens: a card's fields to a token on the invoice's account. */
export const paymentLinkCardTokenBody = cardTokenBody.omit({ account: true });
export type PaymentLinkCardTokenBody = z.infer<typeof paymentLinkCardTokenBody>;

/** POST /api/payments/links/{token}/pay: one charge per idempotency key, of what the invoice owes now. */
export const paymentLinkPayBody = z.object({
  /** The card's single-use token (POST …/cardTokens, or Stripe.js). */
  token: z.string().min(1).max(200),
  idempotencyKey: z.string().uuid(),
});
export type PaymentLinkPayBody = z.infer<typeof paymentLinkPayBody>;

export const paymentLinkPayResponse = paymentLinkView.extend({
  payment: z.object({ id: z.string().uuid(), amount: cents, status: z.string() }),
  transactionId: z.string().uuid(),
});
export type PaymentLinkPayResponse = z.infer<typeof paymentLinkPayResponse>;

/** POST /api/applications/{applicationId}/invoices/{invoiceId}/paymentLink: one open invoice of the policy. */
export const invoicePaymentLinkParams = z.object({
  applicationId: z.string().uuid({ message: 'applicationId must be a UUID' }),
  invoiceId: z.string().uuid({ message: 'invoiceId must be a UUID' }),
});
export type InvoicePaymentLinkParams = z.infer<typeof invoicePaymentLinkParams>;

/** A new signed link for the invoice (the same kind a manual invoice answers): url, token, expiresAt. */
export const invoicePaymentLinkResponse = paymentLinkSchema;
export type InvoicePaymentLinkResponse = z.infer<typeof invoicePaymentLinkResponse>;
