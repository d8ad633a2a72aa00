import { z } from 'zod';
import { INVOICE_KIND_KEYS, isCalendarDay } from '@bm/domain';
import { cents, isoDateTime } from './common.ts';
import { invoiceStatusSchema, invoiceTotalsSchema } from './invoices.ts';

const day = (name: string) =>
  z.string().refine(isCalendarDay, `${name} must be a day, YYYY-MM-DD`).optional();

export const INVOICE_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * The /invoices list's orders: latest due first, or the overdue ones first (open and due before the
 * moment the first page was read, the longest overdue first), then the rest latest due first.
 */
export const INVOICE_SORTS = ['latest-due', 'overdue-first'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

/** GET /api/invoices: every invoice the user may see, latest due first, in keyset pages. */
export const invoiceSearchQuery = z.object({
  status: invoiceStatusSchema.optional(),
  kind: z.enum(INVOICE_KIND_KEYS as [string, ...string[]]).optional(),
  brokerageId: z.string().uuid().optional(),
  /** Due on or after / on or before these Vancouver days. */
  dueFrom: day('dueFrom'),
  dueTo: day('dueTo'),
  /** Policy number, insured name or invoice number (contains, any case). */
  search: z.string().trim().max(200).optional(),
  sort: z.enum(INVOICE_SORTS).default('latest-due'),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (INVOICE_PAGE_SIZES as readonly number[]).includes(n), 'limit must be 10, 25, 50 or 100')
    .default(25),
  cursor: z.string().max(400).optional(),
});
export type InvoiceSearchQuery = z.infer<typeof invoiceSearchQuery>;

/** GET /api/invoices.csv: every invoice matching the same search and filters (no page). */
export const invoiceExportQuery = invoiceSearchQuery.omit({ limit: true, cursor: true });
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuery>;
/** What narrows the list (search and filters), whatever its order: what the totals sum over. */
export type InvoiceFilterQuery = Omit<InvoiceExportQuery, 'sort'>;

export const invoiceSearchItem = z.object({
  id: z.string().uuid(),
  number: z.string(),
  type: z.string(),
  /** The kind the type belongs to (null for a type no kind lists). */
  kind: z.string().nullable(),
  status: invoiceStatusSchema,
  description: z.string().nullable(),
  amountDue: cents,
  amountPaid: cents,
  /** What an open invoice still asks for; 0 once paid or void. */
  owing: cents,
  dueDate: isoDateTime,
  isMPF: z.boolean(),
  applicationId: z.string().uuid(),
  policyNumber: z.string().nullable(),
  insuredName: z.string(),
  brokerageName: z.string(),
});
export type InvoiceSearchItem = z.infer<typeof invoiceSearchItem>;

export const invoiceSearchResponse = z.object({
  items: z.array(invoiceSearchItem),
  nextCursor: z.string().nullable(),
  /** Over every matching invoice, not only this page: billed and paid over those not void, owing over the open ones. */
  totals: invoiceTotalsSchema.extend({ count: z.number().int() }),
});
export type InvoiceSearchResponse = z.infer<typeof invoiceSearchResponse>;
