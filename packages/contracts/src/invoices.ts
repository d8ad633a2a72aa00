import { z } from 'zod';
import { cents, isoDateTime } from './common.ts';

/**
 * Every status the server writes: 'open' when raised, 'paid' when a card paid it (the first plan
 * payment at bind), 'void' when a cancellation or reinstatement stopped it being collected.
 */
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

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

/** An open invoice (spec: externalId, dueDate, amountDue, amountPaid, isMPF, waivable), its id and number. */
export const openInvoiceSchema = invoiceItem.pick({
  id: true,
  number: true,
  externalId: true,
  dueDate: true,
  amountDue: true,
  amountPaid: true,
  isMPF: true,
  waivable: true,
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

/** GET /api/applications/{applicationId}/openInvoices: the open invoices, by due date then number. */
export const openInvoicesResponse = z.array(openInvoiceSchema);
export type OpenInvoiceList = z.infer<typeof openInvoicesResponse>;
