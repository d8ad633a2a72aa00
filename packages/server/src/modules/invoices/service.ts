import type {
  InvoiceItem,
  InvoiceList,
  InvoiceStatus,
  InvoiceTotals,
  ManualRefund,
  OpenInvoiceList,
} from '@bm/contracts';
import { sumCents } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { visibleApplication } from '../applications/save-service.ts';
import { manualRefundsByInvoice } from '../refunds/repository.ts';
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

/** GET /api/applications/{id}/openInvoices: the open invoices of a record the user may see. */
export async function openInvoicesFor(
  db: Db,
  user: AuthUser,
  applicationId: string,
): Promise<OpenInvoiceList> {
  await visibleApplication(db, user, applicationId);
  const rows = await listInvoices(db, applicationId, 'open');
  return rows.map((row) => {
    const { id, number, externalId, dueDate, amountDue, amountPaid, isMPF, waivable } = toInvoiceItem(row);
    return { id, number, externalId, dueDate, amountDue, amountPaid, isMPF, waivable };
  });
}
