import { z } from 'zod';
import { applicationSchema } from './applications.ts';
import { cents, isoDateTime } from './common.ts';
import { cardChoiceSchema } from './quote.ts';

/** A payment processor's customer id (spec 3 stripe.customerId) in the path. */
export const customerParams = z.object({ customerId: z.string().trim().min(1).max(100) });

/** GET /api/billing/customers/{customerId}/activeApplicationsCount (spec 7: count). */
export const activeApplicationsCountResponse = z.object({
  /** Bound policies, among those the user may see, whose card is this customer's. */
  count: z.number().int(),
});
export type ActiveApplicationsCountResponse = z.infer<typeof activeApplicationsCountResponse>;

/** POST /api/billing/customers/{customerId}/overdueinvoices/pay (spec 7: cardId, applicationId). */
export const overdueInvoicesPayBody = z
  .object({
    /** A saved card of the customer (e.g. the card on file). */
    cardId: z.string().trim().min(1).max(100).optional(),
    /** Or a new card's token (POST /api/billing/tokens): it becomes the policy's card on file. */
    token: z.string().trim().min(1).max(200).optional(),
    applicationId: z.string().uuid({ message: 'applicationId must be a UUID' }),
    /** One charge per key; optional (a key is made when absent, so a retry may charge again). */
    idempotencyKey: z.string().uuid().optional(),
  })
  .refine((body) => (body.cardId === undefined) !== (body.token === undefined), {
    message: 'Give either cardId (a saved card) or token (a new card).',
    path: [],
  });
export type OverdueInvoicesPayBody = z.infer<typeof overdueInvoicesPayBody>;

export const overdueInvoicesPayResponse = z.object({
  application: applicationSchema,
  transactionId: z.string().uuid(),
  payment: z.object({ id: z.string().uuid(), amount: cents, status: z.string() }),
  /** The invoices paid, by due date; their amounts add up to the payment. */
  invoices: z.array(
    z.object({ id: z.string().uuid(), number: z.string(), dueDate: isoDateTime, amount: cents }),
  ),
});
export type OverdueInvoicesPayResponse = z.infer<typeof overdueInvoicesPayResponse>;

/** GET /api/billing/customers/{customerId}/overdueinvoices/quote?applicationId=: nothing is saved. */
export const overdueInvoicesQuoteQuery = z.object({
  applicationId: z.string().uuid({ message: 'applicationId must be a UUID' }),
});
export type OverdueInvoicesQuoteQuery = z.infer<typeof overdueInvoicesQuoteQuery>;

/**
 * What paying the policy's overdue invoices now asks for, before payment (decision 0063): `total`
 * as billed (what a credit card pays), once `creditsApplied` (refunds owed to the insured) is taken
 * off; `card` the credit card surcharge (and its PST) billed inside `total`, the card on file's
 * funding and the total by a debit or prepaid card, which the server charges such a card.
 */
export const overdueInvoicesQuoteResponse = z.object({
  total: cents,
  creditsApplied: cents,
  card: cardChoiceSchema,
});
export type OverdueInvoicesQuoteResponse = z.infer<typeof overdueInvoicesQuoteResponse>;
