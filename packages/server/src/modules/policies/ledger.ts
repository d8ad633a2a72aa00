import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { entriesByInvoice, invoiceFigures, type LedgerEntry } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices, ledgerEntries, nsfInvoices } from '../../db/schema.ts';

type LedgerRow = typeof ledgerEntries.$inferSelect;

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    kind: row.kind as LedgerEntry['kind'],
    amount: row.amount,
    invoiceId: row.invoiceId,
    component: (row.component as LedgerEntry['component']) ?? null,
    paymentId: row.paymentId,
    refundId: row.refundId,
    manual: row.manual,
  };
}

/** A policy's ledger, in the order it was written. */
export async function readLedger(db: Db, applicationId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.applicationId, applicationId))
    .orderBy(asc(ledgerEntries.id));
  return rows.map(toLedgerEntry);
}

interface RefreshedRow {
  id: string;
  number: string;
  type: string;
  status: string;
  amount_due: number | string;
  amount_paid: number | string;
  due_date: string | Date;
  previous_status: string;
}

/** An invoice as refreshInvoices left it, with its status before. */
export interface RefreshedInvoice {
  id: string;
  number: string;
  type: string;
  status: 'open' | 'paid' | 'void';
  amountDue: number;
  amountPaid: number;
  dueDate: Date;
  previousStatus: string;
}

/**
 * Keeps the invoices' amount due, amount paid and status equal to their ledger entries (the
 * invoices are the ledger grouped by document): billed less voided and written off = amount due
 * (billed, on a void invoice), paid less refunded = amount paid; void once nothing is left to collect and something was voided; paid once settled; a
 * credit note (negative amount) is paid once its refund went out. Answers each invoice as it left
 * it, with its status before.
 */
export async function refreshInvoices(
  tx: Db,
  invoiceIds: readonly string[],
  at: Date,
): Promise<RefreshedInvoice[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.invoiceId, [...invoiceIds]))
    .orderBy(asc(ledgerEntries.id));
  const groups = entriesByInvoice(rows.map(toLedgerEntry));
  const figures = invoiceIds.map((id) => {
    const { amountDue, amountPaid, status } = invoiceFigures(groups.get(id) ?? []);
    return sql`(${id}::uuid, ${amountDue}::bigint, ${amountPaid}::bigint, ${status}::text)`;
  });
  // One statement for every invoice the change touched (a cancellation voids a whole schedule);
  // `old`, the same row joined, answers its status before (the change's webhook events).
  const updated = await tx.execute(sql`
    update ${invoices} set
      amount_due_cents = v.due,
      amount_paid_cents = v.paid,
      status = v.status,
      paid_at = case when v.status = 'paid' then coalesce(${invoices.paidAt}, ${at.toISOString()}::timestamptz) else null end,
      voided_at = case when v.status = 'void' then coalesce(${invoices.voidedAt}, ${at.toISOString()}::timestamptz) else null end
    from (values ${sql.join(figures, sql`, `)}) as v(id, due, paid, status), ${invoices} old
    where ${invoices.id} = v.id and old.id = v.id
    returning ${invoices.id} as id, ${invoices.number} as number, ${invoices.type} as type,
      ${invoices.status} as status, ${invoices.amountDue} as amount_due,
      ${invoices.amountPaid} as amount_paid, ${invoices.dueDate} as due_date,
      old.status as previous_status`);
  // An NSF invoice is done once its invoice no longer asks for money, however it was settled
  // (collected on a retry, paid in full or by its link, voided, cancelled).
  await tx.execute(sql`
    update ${nsfInvoices} set status = 'completed', updated_at = ${at.toISOString()}::timestamptz
    from ${invoices}
    where ${nsfInvoices.invoiceId} = ${invoices.id} and ${invoices.id} in (${sql.join(
      invoiceIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and ${invoices.status} <> 'open' and ${nsfInvoices.status} = 'pending'`);
  const moved = (updated as unknown as { rows: RefreshedRow[] }).rows;
  const byId = new Map(moved.map((row) => [row.id, row]));
  return invoiceIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        number: row.number,
        type: row.type,
        status: row.status as RefreshedInvoice['status'],
        amountDue: Number(row.amount_due),
        amountPaid: Number(row.amount_paid),
        dueDate: new Date(row.due_date),
        previousStatus: row.previous_status,
      },
    ];
  });
}

/**
 * The next invoice number of a policy, unique by construction: the policy's invoice prefix, the
 * document's code and the count of the policy's invoices so far plus one. The caller holds the
 * policy's row lock, so no two changes count at once; the unique index on numbers stays as a guard.
 */
export async function nextInvoiceNumber(tx: Db, applicationId: string, prefix: string, code: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(invoices)
    .where(eq(invoices.applicationId, applicationId));
  return `${prefix}-${code}${String(Number(row?.n ?? 0) + 1).padStart(2, '0')}`;
}
