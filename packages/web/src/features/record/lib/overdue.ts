import type { InvoiceItem } from '@bm/contracts';
import type { Cents } from '@bm/domain';

export interface OverdueLine {
  id: string;
  number: string;
  dueDate: string;
  owing: Cents;
}

/**
 * The record's overdue invoices, as the server pays them (overdue-service): open, due before `now`,
 * still owing (amount due less paid), by due date; and their total, the one charge.
 */
export function overdueLines(
  invoices: readonly InvoiceItem[],
  now: Date = new Date(),
): { lines: OverdueLine[]; total: Cents } {
  const lines = invoices
    .filter((invoice) => invoice.status === 'open' && Date.parse(invoice.dueDate) < now.getTime())
    .map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      dueDate: invoice.dueDate,
      owing: invoice.amountDue - invoice.amountPaid,
    }))
    .filter((line) => line.owing > 0)
    .sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate) || a.id.localeCompare(b.id));
  return { lines, total: lines.reduce((sum, line) => sum + line.owing, 0) };
}
