import { and, asc, eq } from 'drizzle-orm';
import type { InvoiceStatus } from '@bm/contracts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** A record's invoices (only those of `status` when given), by due date then number. */
export function listInvoices(db: Db, applicationId: string, status?: InvoiceStatus): Promise<InvoiceRow[]> {
  const ofRecord = eq(invoices.applicationId, applicationId);
  return db
    .select()
    .from(invoices)
    .where(status ? and(ofRecord, eq(invoices.status, status)) : ofRecord)
    .orderBy(asc(invoices.dueDate), asc(invoices.number));
}
