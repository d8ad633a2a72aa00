import { entriesByInvoice, invoiceBalance, type LedgerEntry } from '../ledger/entries.ts';
import { sumCents, type Cents } from '../money.ts';

/** An invoice of the policy as the overdue payment reads it. */
export interface OverdueCandidate {
  invoiceId: string;
  dueDate: Date;
}

export interface OverdueLine {
  invoiceId: string;
  dueDate: Date;
  /** What it still asks for: the payment recorded on it. */
  outstanding: Cents;
}

export interface OverdueInvoices {
  /** Open invoices due before now, by due date. */
  invoices: OverdueLine[];
  /** The one card charge: the sum of their outstanding amounts. */
  total: Cents;
}

export const OVERDUE_MESSAGES = {
  nothingOverdue: 'There are no overdue invoices to pay on this policy.',
  belowCardMinimum:
    'The overdue amount is below the smallest amount a card can be charged ($0.50); it stays on its invoices.',
  moved: 'The overdue invoices changed while they were being paid. Please review them again.',
  customerMismatch: 'This customer does not pay for this policy.',
  customerNotFound: 'No policy you can see pays with this customer.',
  cardNotFound: 'This card is not a saved card of this customer.',
} as const;

/**
 * Shown before a card change (spec 7: activeApplicationsCount): how many active policies pay with
 * the customer's card, which a new card on file replaces on this policy only.
 */
export function sharedCardMessage(count: number): string {
  return `This card is used by ${count} active ${count === 1 ? 'policy' : 'policies'}.`;
}

/**
 * The invoices the ledger leaves open that fell due before `now` (strictly), and their total: what
 * paying the overdue invoices charges in one go. An invoice due at `now` or later is not overdue.
 */
export function overdueInvoices(input: {
  entries: readonly LedgerEntry[];
  invoices: readonly OverdueCandidate[];
  now: Date;
}): OverdueInvoices {
  const byId = new Map(input.invoices.map((invoice) => [invoice.invoiceId, invoice]));
  const lines: OverdueLine[] = [];
  for (const [invoiceId, entries] of entriesByInvoice(input.entries)) {
    const { outstanding } = invoiceBalance(entries);
    const invoice = byId.get(invoiceId);
    if (outstanding <= 0 || !invoice) continue;
    if (invoice.dueDate.getTime() >= input.now.getTime()) continue;
    lines.push({ invoiceId, dueDate: invoice.dueDate, outstanding });
  }
  lines.sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime() || a.invoiceId.localeCompare(b.invoiceId));
  return { invoices: lines, total: sumCents(lines.map((line) => line.outstanding)) };
}
