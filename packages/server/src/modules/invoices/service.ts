import type {
  FilteredInvoiceList,
  InvoiceFilterType,
  InvoiceItem,
  InvoiceList,
  InvoiceStatus,
  InvoiceTotals,
  ManualRefund,
  OpenInvoiceList,
} from '@bm/contracts';
import { canVoidInvoice, sumCents } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { type ApplicationRow, offersAction, visibleApplication } from '../policies/index.ts';
import { manualRefundsByInvoice } from './refund-credit-notes.ts';
import { listInvoices, type InvoiceRow } from './repository.ts';

/** An invoice as the record shows it; a credit note with the manual refund that pays it back. */
export function toInvoiceItem(row: InvoiceRow, manualRefund: ManualRefund | null = null): InvoiceItem {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    // The response schema refuses any status but open, paid and void.
    status: row.status as InvoiceStatus,
    description: row.description,
    amountDue: row.amountDue,
    amountPaid: row.amountPaid,
    dueDate: row.dueDate.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    instalmentNumber: row.instalmentNumber,
    isMPF: row.isMpf,
    waivable: row.waivable,
    externalId: row.externalId,
    manualRefund,
  };
}

/**
 * Billed and paid over the invoices that are not void; owing over the open ones only (what they
 * still ask for). Integer cents, so the sums are exact.
 */
export function invoiceTotals(items: readonly InvoiceItem[]): InvoiceTotals {
  const billable = items.filter((item) => item.status !== 'void');
  const open = items.filter((item) => item.status === 'open');
  return {
    billed: sumCents(billable.map((item) => item.amountDue)),
    paid: sumCents(billable.map((item) => item.amountPaid)),
    owing: sumCents(open.map((item) => item.amountDue - item.amountPaid)),
  };
}

/** GET /api/applications/{id}/invoices: every invoice of a record the user may see, and the totals. */
export async function invoicesFor(db: Db, user: AuthUser, applicationId: string): Promise<InvoiceList> {
  await visibleApplication(db, user, applicationId);
  const refundsByInvoice = await manualRefundsByInvoice(db, applicationId);
  const items = (await listInvoices(db, applicationId)).map((row) =>
    toInvoiceItem(row, refundsByInvoice.get(row.id) ?? null),
  );
  return { invoices: items, totals: invoiceTotals(items) };
}

/**
 * Whether the user may void this invoice now (the void route's own rules, docs/decisions/0030): it
 * is open and still asks for money, the role offers VoidStripeInvoice on the record, and
 * canVoidInvoice allows this invoice (underwriters and super admins any; others waivable MPF only).
 */
export function mayVoid(user: AuthUser, record: ApplicationRow, row: InvoiceRow): boolean {
  return (
    row.status === 'open' &&
    row.amountDue - row.amountPaid > 0 &&
    canVoidInvoice(user.flags, { isMPF: row.isMpf, waivable: row.waivable }) &&
    offersAction(user, record, 'VoidStripeInvoice', { hasOpenInvoices: true })
  );
}

/** Whether the user may refund this invoice to the card now: a paid MPF invoice, and the role. */
export function mayRefund(user: AuthUser, record: ApplicationRow, row: InvoiceRow): boolean {
  return (
    row.status === 'paid' &&
    row.isMpf &&
    row.amountPaid > 0 &&
    offersAction(user, record, 'RefundMpfInvoiceModal')
  );
}

/** GET /api/applications/{id}/openInvoices: the open invoices of a record the user may see. */
export async function openInvoicesFor(
  db: Db,
  user: AuthUser,
  applicationId: string,
): Promise<OpenInvoiceList> {
  const { application } = await visibleApplication(db, user, applicationId);
  const rows = await listInvoices(db, applicationId, 'open');
  return rows.map((row) => {
    const { id, number, type, externalId, dueDate, amountDue, amountPaid, isMPF, waivable } =
      toInvoiceItem(row);
    const voidable = mayVoid(user, application, row);
    return { id, number, type, externalId, dueDate, amountDue, amountPaid, isMPF, waivable, voidable };
  });
}

/**
 * GET /api/invoices/{type}/{id}?status=: a policy's invoices, missed payment fee ones only (MPF)
 * or all, of one status or every status, with what the user may do with each (the Void and Refund
 * MPF modals read this; the spec's paid MPF invoice is invoiceId, invoiceNumber, amount).
 */
export async function filteredInvoicesFor(
  db: Db,
  user: AuthUser,
  applicationId: string,
  type: InvoiceFilterType,
  status?: InvoiceStatus,
): Promise<FilteredInvoiceList> {
  const { application } = await visibleApplication(db, user, applicationId);
  const rows = await listInvoices(db, applicationId, status, type === 'MPF');
  return rows.map((row) => {
    const item = toInvoiceItem(row);
    return {
      invoiceId: item.id,
      invoiceNumber: item.number,
      amount: item.amountDue,
      status: item.status,
      type: item.type,
      isMPF: item.isMPF,
      waivable: item.waivable,
      dueDate: item.dueDate,
      amountDue: item.amountDue,
      amountPaid: item.amountPaid,
      paidAt: item.paidAt,
      voidedAt: item.voidedAt,
      voidable: mayVoid(user, application, row),
      refundable: mayRefund(user, application, row),
    };
  });
}
