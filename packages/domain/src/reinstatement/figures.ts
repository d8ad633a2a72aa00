import { dayNumber } from '../calendar-days.ts';
import { sumCents, type Cents } from '../money.ts';

/** An invoice the cancellation voided: a plan payment not yet made, or an open missed payment fee. */
export interface VoidedInvoice {
  number: string;
  amountDue: Cents;
  amountPaid: Cents;
  /** Its original due day, YYYY-MM-DD (Vancouver). */
  dueDay: string;
  instalmentNumber: number | null;
  isMpf: boolean;
}

/** What the reinstatement reads: the cancellation being undone and today. */
export interface ReinstatementInput {
  /** Today, YYYY-MM-DD (Vancouver). */
  today: string;
  /** What the cancellation sent back to the insured (its refundDue), by card or by hand. */
  refundDue: Cents;
  /** Missed payment fees waived at cancellation stay waived: their invoices are not raised again. */
  missedPaymentFeeWaived: boolean;
  voidedInvoices: readonly VoidedInvoice[];
  /** The cancellation balance invoice, when the cancellation raised one. */
  balanceInvoice: { status: string; amountDue: Cents; amountPaid: Cents } | null;
}

/** An invoice the reinstatement raises again in place of a voided one. */
export interface ReinstatedInvoice {
  sourceNumber: string;
  instalmentNumber: number | null;
  isMpf: boolean;
  originalDueDay: string;
  /** The original due day, or today when that has passed. */
  dueDay: string;
  amountDue: Cents;
}

/** Every figure of a reinstatement, in cents (shown in the preview, applied by the submit). */
export interface ReinstatementFigures {
  /** Money the cancellation returned: owed again. */
  returnedAmount: Cents;
  /** The open 'reinstatement' invoice: the returned amount less the credit applied to it. */
  reinstatementInvoice: Cents;
  /** Voided plan invoices raised again, in due order, less the credit applied to them. */
  invoices: ReinstatedInvoice[];
  invoicesTotal: Cents;
  /** The cancellation balance invoice is still open and is voided (what it asked is owed through the plan). */
  voidBalanceInvoice: boolean;
  /** What stays uncollected on that voided balance invoice. */
  balanceVoided: Cents;
  /** Paid on the cancellation balance invoice: counted against what is invoiced again. */
  balanceCredit: Cents;
  /** Credit larger than everything invoiced again (finance refunds it by hand). */
  unappliedCredit: Cents;
  /** reinstatementInvoice + invoicesTotal: what the insured is asked to pay. */
  totalToInvoice: Cents;
}

function checkCents(value: Cents, what: string) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole cents >= 0, got ${value}`);
}

function byDueDay(a: VoidedInvoice, b: VoidedInvoice): number {
  return (
    (dayNumber(a.dueDay) ?? 0) - (dayNumber(b.dueDay) ?? 0) ||
    (a.instalmentNumber ?? 0) - (b.instalmentNumber ?? 0)
  );
}

/**
 * Undoes a cancellation's money (issue 6): the premium, tax and fees it returned are owed again
 * (one open 'reinstatement' invoice; nothing is charged automatically), the plan payments it voided
 * are raised again on their original due days (today when passed), open missed payment fees too
 * unless they were waived, and a still-open cancellation balance invoice is voided since the plan
 * asks for that money again. Whatever was paid on the balance invoice is credited, first against
 * the reinstatement invoice, then against the plan invoices in due order. So, after cancel and
 * reinstate, what the insured has paid plus what they owe is the policy total again.
 */
export function computeReinstatement(input: ReinstatementInput): ReinstatementFigures {
  if (dayNumber(input.today) === null) throw new RangeError(`Not a YYYY-MM-DD date: ${input.today}`);
  checkCents(input.refundDue, 'Refund due');
  const today = dayNumber(input.today)!;
  const balance = input.balanceInvoice;
  const balanceCredit = balance ? balance.amountPaid : 0;
  checkCents(balanceCredit, 'Balance paid');
  const voidBalanceInvoice = balance?.status === 'open';
  const balanceVoided =
    voidBalanceInvoice && balance ? Math.max(0, balance.amountDue - balance.amountPaid) : 0;

  let credit = balanceCredit;
  const take = (amount: Cents) => {
    const used = Math.min(credit, amount);
    credit -= used;
    return amount - used;
  };
  const reinstatementInvoice = take(input.refundDue);
  const invoices: ReinstatedInvoice[] = [];
  for (const voided of [...input.voidedInvoices].sort(byDueDay)) {
    if (voided.isMpf && input.missedPaymentFeeWaived) continue;
    checkCents(voided.amountDue, `Invoice ${voided.number}`);
    const amountDue = take(Math.max(0, voided.amountDue - voided.amountPaid));
    if (amountDue === 0) continue;
    const due = dayNumber(voided.dueDay);
    invoices.push({
      sourceNumber: voided.number,
      instalmentNumber: voided.instalmentNumber,
      isMpf: voided.isMpf,
      originalDueDay: voided.dueDay,
      dueDay: due === null || due < today ? input.today : voided.dueDay,
      amountDue,
    });
  }
  const invoicesTotal = sumCents(invoices.map((invoice) => invoice.amountDue));
  return {
    returnedAmount: input.refundDue,
    reinstatementInvoice,
    invoices,
    invoicesTotal,
    voidBalanceInvoice,
    balanceVoided,
    balanceCredit,
    unappliedCredit: credit,
    totalToInvoice: reinstatementInvoice + invoicesTotal,
  };
}
