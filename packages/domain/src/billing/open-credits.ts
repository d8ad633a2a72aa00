import { entriesByInvoice, invoiceBalance, type LedgerEntry } from '../ledger/entries.ts';
import { sumCents, type Cents } from '../money.ts';

/** Part of an open credit taken off an invoice money is asked for. */
export interface CreditApplication {
  /** The credit note that owed it back to the insured (its outstanding was negative). */
  creditNoteId: string;
  /** The open invoice it pays. */
  invoiceId: string;
  amount: Cents;
}

export interface OpenCreditsNetting {
  /** Oldest credit first, onto the invoices in the order given. */
  applications: CreditApplication[];
  /** The sum of the applications: what the card is not asked for. */
  applied: Cents;
  /** Open credit left over once the invoices are paid: still a refund owed to the insured. */
  creditLeft: Cents;
}

/**
 * Credits before charges (issue 24 item 5, docs/decisions/0057). An open credit is a credit note
 * whose ledger outstanding is negative: money owed back to the insured and not yet paid out (a
 * pending manual refund). Wherever money is asked for (pay in full, the overdue invoices, a payment
 * link, a scheduled collection, a cancellation's balance), the open credits are first taken off the
 * invoices asked for, in the order given (due order), oldest credit note first; only what is left is
 * charged. A credit larger than what those invoices ask stays owed to the insured.
 */
export function netOpenCredits(
  entries: readonly LedgerEntry[],
  invoiceIds: readonly string[],
): OpenCreditsNetting {
  const outstanding = new Map<string, Cents>();
  for (const [invoiceId, group] of entriesByInvoice(entries)) {
    outstanding.set(invoiceId, invoiceBalance(group).outstanding);
  }
  const credits = [...outstanding]
    .filter(([, amount]) => amount < 0)
    .map(([creditNoteId, amount]) => ({ creditNoteId, left: -amount }));
  const applications: CreditApplication[] = [];
  for (const invoiceId of new Set(invoiceIds)) {
    let asked = Math.max(0, outstanding.get(invoiceId) ?? 0);
    for (const credit of credits) {
      if (asked <= 0) break;
      const amount = Math.min(asked, credit.left);
      if (amount <= 0) continue;
      applications.push({ creditNoteId: credit.creditNoteId, invoiceId, amount });
      credit.left -= amount;
      asked -= amount;
    }
  }
  return {
    applications,
    applied: sumCents(applications.map((part) => part.amount)),
    creditLeft: sumCents(credits.map((credit) => credit.left)),
  };
}

/**
 * The ledger entries of applying credits: on each credit note a 'creditApplied' charge that lowers
 * what it owes back, on each invoice a 'creditApplied' credit that lowers what it asks for (the way
 * an endorsement's return and a finance adjustment take a credit off open invoices).
 */
export function creditApplicationEntries(applications: readonly CreditApplication[]): LedgerEntry[] {
  return applications.flatMap((part): LedgerEntry[] => [
    { kind: 'charge', component: 'creditApplied', amount: part.amount, invoiceId: part.creditNoteId },
    { kind: 'charge', component: 'creditApplied', amount: -part.amount, invoiceId: part.invoiceId },
  ]);
}

/**
 * The ledger as it will be once the open credits are taken off `invoiceIds`: what a figure shown
 * before money is asked for (the pay in full quote, the overdue invoices, a payment link's page)
 * reads, so the amount shown is the amount charged.
 */
export function withOpenCreditsApplied(
  entries: readonly LedgerEntry[],
  invoiceIds: readonly string[],
): { entries: LedgerEntry[]; netting: OpenCreditsNetting } {
  const netting = netOpenCredits(entries, invoiceIds);
  return { entries: [...entries, ...creditApplicationEntries(netting.applications)], netting };
}

/**
 * What a pending manual refund still owes once `applied` of its credit note's credit was taken off
 * invoices: the refund is lowered by it, and is no longer owed at all (status 'applied') at 0.
 */
export function refundAfterCredit(
  refundAmount: Cents,
  applied: Cents,
): { amount: Cents; status: 'pending' | 'applied' } {
  if (!Number.isSafeInteger(applied) || applied < 0 || applied > refundAmount)
    throw new RangeError(`A credit of ${applied} cannot be taken off a refund of ${refundAmount}`);
  const amount = refundAmount - applied;
  return { amount, status: amount === 0 ? 'applied' : 'pending' };
}
