import type { Cents } from '../money.ts';
import { entriesByInvoice, invoiceBalance, ledgerBalances, type LedgerEntry } from './entries.ts';
import { refundableCharges } from './refunds.ts';

/**
 * What a policy's invoices, card rows, refunds, report lines and journal must say, given its ledger
 * (docs/decisions/0064). The ledger is the policy's money; every other book is derived from it in
 * the same transaction that writes it, so a difference is a defect to find, never a rounding.
 */

export type InvoiceStatus = 'open' | 'paid' | 'void';

/** An invoice's stored figures as its ledger entries make them (the record and /invoices read these). */
export function invoiceFigures(entries: readonly LedgerEntry[]): {
  amountDue: Cents;
  amountPaid: Cents;
  status: InvoiceStatus;
} {
  const balance = invoiceBalance(entries);
  const settled = balance.outstanding === 0;
  const status: InvoiceStatus =
    settled && balance.voided > 0 && balance.paid === 0 ? 'void' : settled ? 'paid' : 'open';
  // A void invoice shows what it billed; any other asks for what was billed less what was voided
  // or written off of it (a pay in full voids the financing fee of an instalment it pays ahead).
  const amountDue = status === 'void' ? balance.billed : balance.billed - balance.voided - balance.writtenOff;
  return { amountDue, amountPaid: balance.paid, status };
}

/** Everything stored about one policy's money, beside its ledger. */
export interface PolicyMoneyBooks {
  ledger: readonly LedgerEntry[];
  invoices: readonly { id: string; number: string; amountDue: Cents; amountPaid: Cents; status: string }[];
  /** The card processor's succeeded charges of the policy. */
  cardCharges: readonly { id: string; amount: Cents }[];
  /** Its card refunds sent or on their way (succeeded or pending), with the charge each goes back to. */
  cardRefunds: readonly { paymentId: string | null; amount: Cents }[];
  /** Refunds paid by hand (cheque, transfer): pending until finance settles them. */
  manualRefunds: readonly { amount: Cents; status: string }[];
  /** The commission report's total charged over the policy's history rows. */
  reportTotalCharged: Cents;
  /** The journal's receivable from the insured for the policy; null when not every source is journaled yet. */
  journalReceivable: Cents | null;
}

export interface MoneyFinding {
  /** What disagrees, in a clerk's words. */
  check: string;
  expected: Cents | string;
  actual: Cents | string;
}

const sum = (rows: readonly { amount: Cents }[]) => rows.reduce((total, row) => total + row.amount, 0);

/** Every way the policy's books disagree with its ledger (none when its money adds up). */
export function auditPolicyMoney(books: PolicyMoneyBooks): MoneyFinding[] {
  const findings: MoneyFinding[] = [];
  const expect = (check: string, expected: Cents | string, actual: Cents | string) => {
    if (expected !== actual) findings.push({ check, expected, actual });
  };
  let b;
  try {
    b = ledgerBalances(books.ledger);
  } catch (error) {
    return [{ check: 'ledger entries are well formed', expected: 'whole cents', actual: String(error) }];
  }
  // Invoices: the stored figures are their entries'; every entry's invoice is stored.
  const groups = entriesByInvoice(books.ledger);
  const stored = new Map(books.invoices.map((invoice) => [invoice.id, invoice]));
  for (const [invoiceId, entries] of groups) {
    const invoice = stored.get(invoiceId);
    if (!invoice) {
      expect(`invoice of ledger entries ${invoiceId}`, 'stored', 'missing');
      continue;
    }
    const figures = invoiceFigures(entries);
    expect(`invoice ${invoice.number} amount due`, figures.amountDue, invoice.amountDue);
    expect(`invoice ${invoice.number} amount paid`, figures.amountPaid, invoice.amountPaid);
    expect(`invoice ${invoice.number} status`, figures.status, invoice.status);
  }
  for (const invoice of books.invoices)
    if (!groups.has(invoice.id) && (invoice.amountDue !== 0 || invoice.amountPaid !== 0))
      expect(`invoice ${invoice.number} has ledger entries`, 'its figures on the ledger', 'none');
  // Card charges and refunds: the ledger holds every one made. A charge whose change was never
  // written (refused under the lock, or its request stopped) is refunded in full and is on no
  // invoice: the books leave out the pair. Off-platform payments and hand refunds moved no card.
  const cardPayments = books.ledger.filter((e) => e.kind === 'payment' && !e.manual);
  const onLedger = new Set(cardPayments.map((e) => e.paymentId));
  const reversed = books.cardCharges.filter((charge) => !onLedger.has(charge.id));
  for (const charge of reversed)
    expect(
      `card charge ${charge.id} not on the ledger is refunded in full`,
      charge.amount,
      sum(books.cardRefunds.filter((back) => back.paymentId === charge.id)),
    );
  const reversedIds = new Set(reversed.map((charge) => charge.id));
  expect(
    'card charges on the ledger',
    sum(books.cardCharges.filter((charge) => !reversedIds.has(charge.id))),
    sum(cardPayments),
  );
  expect(
    'card refunds on the ledger',
    sum(books.cardRefunds.filter((back) => !reversedIds.has(back.paymentId ?? ''))),
    sum(books.ledger.filter((e) => e.kind === 'refund' && !e.manual)),
  );
  for (const charge of refundableCharges(books.ledger))
    if (charge.refunded > charge.amount)
      expect(`card charge ${charge.paymentId} refunded at most its amount`, charge.amount, charge.refunded);
  // Refunds by hand: those pending are the credits still owed back, those paid the ledger's.
  const pending = books.manualRefunds.filter((refund) => refund.status === 'pending');
  const paid = books.manualRefunds.filter((refund) => refund.status === 'succeeded');
  expect('refunds pending by hand are the credits owed back', b.refundPending, sum(pending));
  if (b.refundPending > b.collected)
    expect('credits owed back are at most what was collected', b.collected, b.refundPending);
  expect(
    'refunds paid by hand on the ledger',
    sum(paid),
    sum(books.ledger.filter((e) => e.kind === 'refund' && e.manual)),
  );
  // The commission report charged what the ledger billed, less what it voided.
  expect('commission report total charged', b.billed - b.voided, books.reportTotalCharged);
  // The journal holds the ledger's balance as receivable from the insured.
  if (books.journalReceivable !== null)
    expect(
      'journal receivable from the insured',
      b.billed - b.voided - b.writtenOff - b.collected,
      books.journalReceivable,
    );
  return findings;
}
