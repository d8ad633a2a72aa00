import type { InvoiceItem } from '@bm/contracts';
import { netOpenCredits, type Cents, type LedgerEntry } from '@bm/domain';

export interface OverdueLine {
  id: string;
  number: string;
  dueDate: string;
  owing: Cents;
}

/**
 * The record's overdue invoices, as the server pays them (overdue-service): open, due before `now`,
 * still owing (amount due less paid), by due date, once the open credits (credit notes still owed
 * back to the insured) are taken off them first (domain netOpenCredits, docs/decisions/0057); their
 * total is the one charge, `creditApplied` what the credits pay of them.
 */
export function overdueLines(
  invoices: readonly InvoiceItem[],
  now: Date = new Date(),
): { lines: OverdueLine[]; total: Cents; creditApplied: Cents } {
  const open = invoices.filter((invoice) => invoice.status === 'open');
  const overdue = open
    .filter((invoice) => Date.parse(invoice.dueDate) < now.getTime())
    .map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      dueDate: invoice.dueDate,
      owing: invoice.amountDue - invoice.amountPaid,
    }))
    .filter((line) => line.owing > 0)
    .sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate) || a.id.localeCompare(b.id));
  // What each open invoice asks (or, below 0, owes back), as the ledger's one entry per invoice.
  const entries: LedgerEntry[] = open
    .filter((invoice) => invoice.amountDue !== invoice.amountPaid)
    .map((invoice) => ({
      kind: 'charge',
      amount: invoice.amountDue - invoice.amountPaid,
      invoiceId: invoice.id,
    }));
  const netting = netOpenCredits(
    entries,
    overdue.map((line) => line.id),
  );
  const credited = new Map<string, Cents>();
  for (const part of netting.applications)
    credited.set(part.invoiceId, (credited.get(part.invoiceId) ?? 0) + part.amount);
  const lines = overdue
    .map((line) => ({ ...line, owing: line.owing - (credited.get(line.id) ?? 0) }))
    .filter((line) => line.owing > 0);
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.owing, 0),
    creditApplied: netting.applied,
  };
}
