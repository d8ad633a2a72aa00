import { z } from 'zod';
import {
  MANUAL_INVOICE_MAX_COUNT,
  MANUAL_INVOICE_REASON_VALUES,
  manualInvoiceCountError,
  MONEY_INPUT_MAX,
  moneyInputTooLarge,
} from '@bm/domain';
import { applicationSchema } from './applications.ts';
import { cents, isoDateTime } from './common.ts';

/**
 * POST /api/applications/{applicationId}/manualInvoice (spec 5 and 7): totalAmount, selectedReason,
 * invoiceCount, selectedInvoiceIds. The count above 12 is refused with the spec's message as the
 * whole answer ("This number should be smaller than or equal to 12."), so the check is on the body,
 * not on the field (a field's message is answered as "invoiceCount: …").
 */
export const manualInvoiceBody = z
  .object({
    /** Integer cents above 0: the whole amount, split over the invoices (at most MONEY_INPUT_MAX.manualInvoice). */
    totalAmount: cents
      .min(1, { message: 'Must be greater than 0' })
      .max(MONEY_INPUT_MAX.manualInvoice, { message: moneyInputTooLarge('manualInvoice') }),
    /** One of the eight manual invoice reasons (domain MANUAL_INVOICE_REASONS, its value). */
    selectedReason: z.enum(MANUAL_INVOICE_REASON_VALUES, {
      message: 'selectedReason must be one of the manual invoice reasons',
    }),
    /**
     * Optional, 0 to 12: 0 or 1 raise one invoice; N raise N monthly invoices (due today, then a
     * month apart) that add up to totalAmount, the leftover cents on the first.
     */
    invoiceCount: z
      .number()
      .int()
      .min(0)
      .default(0)
      .describe(`0 to ${MANUAL_INVOICE_MAX_COUNT}; 0 or 1 mean one invoice`),
    /**
     * Open invoices of the policy this charge refers to (e.g. the ones it replaces); each must be an
     * open invoice of the policy. Recorded on the change's history details; nothing is done to them.
     */
    selectedInvoiceIds: z.array(z.string().uuid()).max(50).default([]),
  })
  .superRefine((body, ctx) => {
    const message = manualInvoiceCountError(body.invoiceCount);
    if (message) ctx.addIssue({ code: 'custom', message, path: [] });
  });
/** What the server reads (defaults applied). */
export type ManualInvoiceBody = z.infer<typeof manualInvoiceBody>;
/** What a client sends. */
export type ManualInvoiceRequest = z.input<typeof manualInvoiceBody>;

/** A signed, expiring link the insured opens to pay one invoice (GET /pay/{token} in the web app). */
export const paymentLinkSchema = z.object({
  /** Absolute: `${PUBLIC_URL or the request's origin}/pay/{token}`. */
  url: z.string(),
  /** The signed token (for GET /api/payments/links/{token}). */
  token: z.string(),
  expiresAt: isoDateTime,
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const manualInvoiceItem = z.object({
  id: z.string().uuid(),
  number: z.string(),
  description: z.string(),
  amount: cents,
  dueDate: isoDateTime,
  paymentLink: paymentLinkSchema,
});
export type ManualInvoiceItem = z.infer<typeof manualInvoiceItem>;

export const manualInvoiceResponse = z.object({
  application: applicationSchema,
  transactionId: z.string().uuid(),
  reason: z.object({ value: z.enum(MANUAL_INVOICE_REASON_VALUES), label: z.string() }),
  totalAmount: cents,
  /** By due date; their amounts add up to totalAmount. */
  invoices: z.array(manualInvoiceItem),
  /** Spec 7, "a link comes back": the first invoice's payment link. */
  link: z.string(),
  selectedInvoiceIds: z.array(z.string().uuid()),
  /** Where the links were emailed (the insured's address), or null when the record has none. */
  emailedTo: z.string().nullable(),
});
export type ManualInvoiceResponse = z.infer<typeof manualInvoiceResponse>;
