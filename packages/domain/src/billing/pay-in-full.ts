import { FEE_SCHEDULE } from '../rating/fee-schedule.ts';
import { PAYMENT_PLANS, splitEvenly } from '../rating/payment-schedule.ts';
import {
  entriesByInvoice,
  heldForPolicy,
  invoiceBalance,
  ledgerBalances,
  type LedgerEntry,
} from '../ledger/entries.ts';
import { sumCents, type Cents } from '../money.ts';
import type { PaymentPeriod } from '../statuses.ts';

/** An invoice of the policy as pay in full reads it: when it falls due and which plan payment it bills. */
export interface PayInFullInvoice {
  invoiceId: string;
  dueDate: Date;
  /** The plan payment it bills (1 = the first, taken at bind); null for other invoices. */
  instalmentNumber: number | null;
  /**
   * The financing fee inside the plan payment it bills, when known from its parts (a payment a
   * change of payment plan raised, decision 0078, or the bind's from boundPlanParts); otherwise its
   * share of the bound plan's fee by instalment number.
   */
  financingFee?: Cents;
}

export interface PayInFullInput {
  /** The policy's ledger. */
  entries: readonly LedgerEntry[];
  /** The policy's invoices (at least every one the ledger leaves open). */
  invoices: readonly PayInFullInvoice[];
  /** The bound plan. */
  paymentPeriod: PaymentPeriod;
  /** The bound plan's financing fee over the whole term (financingFeeFor(boundQuote, period)). */
  financingFee: Cents;
  now: Date;
}

/** One open invoice and what paying in full does to it. */
export interface PayInFullLine {
  invoiceId: string;
  dueDate: Date;
  instalmentNumber: number | null;
  /** Due before now. */
  overdue: boolean;
  /** What it still asks for. */
  outstanding: Cents;
  /** The plan's financing fee in it, not charged when paid ahead of its due date (voided). */
  financingFeeReturned: Cents;
  /** outstanding - financingFeeReturned: what the one charge pays on it. */
  toPay: Cents;
}

/**
 * The pay in full quote (spec 3), integer cents, every figure the sum of its parts:
 * - totalAmount = receivedAmount + remainingAmount (billed less voided and written off);
 * - receivedAmount: what the insured paid that the policy holds (collected less refunds owed back);
 * - remainingAmount = overdueAmount + notYetDueAmount: what the open invoices still ask for;
 * - financingFeesToBeReturned: the financing fee in the instalments not yet due (not charged);
 * - openBalance = remainingAmount - financingFeesToBeReturned: the one card charge.
 */
export interface PayInFullQuote {
  totalAmount: Cents;
  receivedAmount: Cents;
  remainingAmount: Cents;
  financingFeesToBeReturned: Cents;
  overdueAmount: Cents;
  notYetDueAmount: Cents;
  openBalance: Cents;
  /** The open invoices, by due date. */
  invoices: PayInFullLine[];
}

/** Why a policy cannot be paid in full now. */
export type PayInFullRefusal = 'nothingOwing' | 'belowCardMinimum' | 'noCard';

/** What the user is told for each refusal (spec 5: enabled only with an open balance and a card). */
export const PAY_IN_FULL_MESSAGES: Record<PayInFullRefusal, string> & { moved: string } = {
  nothingOwing: 'There is no open balance to pay on this policy.',
  belowCardMinimum:
    'The open balance is below the smallest amount a card can be charged ($0.50); it stays on its invoice.',
  noCard: 'There is no card on file for this policy. Please pay with a new card.',
  moved: 'The open balance has changed since it was shown. Please review it again.',
};

/**
 * The financing fee each payment of a plan carries: the plan's fee split as its schedule splits the
 * total (splitEvenly, leftover cents on the first payment), so the shares add up to the fee.
 */
export function financingFeeShares(financingFee: Cents, period: PaymentPeriod): Cents[] {
  return splitEvenly(financingFee, PAYMENT_PLANS[period].payments);
}

/**
 * What paying a policy in full now charges and closes (docs/decisions/0029). Every invoice the
 * ledger leaves open is paid; one not yet due (due at or after `now`) that bills a plan payment
 * does not carry its share of the financing fee (at most what it still asks for), which is voided.
 */
export function payInFullQuote(input: PayInFullInput): PayInFullQuote {
  if (!Number.isSafeInteger(input.financingFee) || input.financingFee < 0)
    throw new RangeError(`A financing fee is whole cents >= 0, got ${input.financingFee}`);
  const shares = financingFeeShares(input.financingFee, input.paymentPeriod);
  const byId = new Map(input.invoices.map((invoice) => [invoice.invoiceId, invoice]));
  const lines: PayInFullLine[] = [];
  for (const [invoiceId, entries] of entriesByInvoice(input.entries)) {
    const { outstanding } = invoiceBalance(entries);
    if (outstanding <= 0) continue;
    const invoice = byId.get(invoiceId);
    if (!invoice) throw new RangeError(`Open invoice ${invoiceId} is not among the policy's invoices`);
    const overdue = invoice.dueDate.getTime() < input.now.getTime();
    const share =
      invoice.financingFee ?? (invoice.instalmentNumber ? (shares[invoice.instalmentNumber - 1] ?? 0) : 0);
    const financingFeeReturned = overdue ? 0 : Math.min(share, outstanding);
    lines.push({
      invoiceId,
      dueDate: invoice.dueDate,
      instalmentNumber: invoice.instalmentNumber,
      overdue,
      outstanding,
      financingFeeReturned,
      toPay: outstanding - financingFeeReturned,
    });
  }
  lines.sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime());
  const balances = ledgerBalances(input.entries);
  const receivedAmount = heldForPolicy(balances);
  const remainingAmount = sumCents(lines.map((line) => line.outstanding));
  const financingFeesToBeReturned = sumCents(lines.map((line) => line.financingFeeReturned));
  return {
    totalAmount: receivedAmount + remainingAmount,
    receivedAmount,
    remainingAmount,
    financingFeesToBeReturned,
    overdueAmount: sumCents(lines.filter((line) => line.overdue).map((line) => line.outstanding)),
    notYetDueAmount: sumCents(lines.filter((line) => !line.overdue).map((line) => line.outstanding)),
    openBalance: remainingAmount - financingFeesToBeReturned,
    invoices: lines,
  };
}

/**
 * Spec 5: pay in full is enabled only with an open balance and a card (on file, or a new one), and
 * a card processor will not charge less than its minimum (domain facts: such amounts are invoiced).
 */
export function payInFullRefusal(
  quote: Pick<PayInFullQuote, 'openBalance'>,
  card: { onFile: boolean; newCard: boolean },
  minimumCharge: Cents = FEE_SCHEDULE.card.minimumCharge,
): PayInFullRefusal | null {
  if (quote.openBalance <= 0) return 'nothingOwing';
  if (quote.openBalance < minimumCharge) return 'belowCardMinimum';
  if (!card.onFile && !card.newCard) return 'noCard';
  return null;
}
