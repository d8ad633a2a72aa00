import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * A record's invoices (only those of `status`, only missed payment fee ones with `mpfOnly`), by due
 * date then number.
 */
export function listInvoices(
  db: Db,
  applicationId: string,
  status?: InvoiceStatus,
  mpfOnly = false,
): Promise<InvoiceRow[]> {
  const where: SQL[] = [eq(invoices.applicationId, applicationId)];
  if (status) where.push(eq(invoices.status, status));
  if (mpfOnly) where.push(eq(invoices.isMpf, true));
  return db
    .select()
    .from(invoices)
    .where(and(...where))
    .orderBy(asc(invoices.dueDate), asc(invoices.number));
}

/** One invoice of a record, locked for the rest of the transaction (`for update`), or null. */
export async function lockInvoice(
  tx: Db,
  applicationId: string,
  invoiceId: string,
): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.applicationId, applicationId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** One invoice by id (after a change, to answer it as it now is). */
export async function findInvoice(db: Db, invoiceId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return row ?? null;
}

/** True when the record has an open invoice (the action matrix offers others the void then). */
export async function hasOpenInvoices(db: Db, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.applicationId, applicationId), eq(invoices.status, 'open')))
    .limit(1);
  return Boolean(row);
}
