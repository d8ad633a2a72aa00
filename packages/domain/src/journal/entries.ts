import { sumCents, type Cents } from '../money.ts';
import type { PartnerType } from '../reports/partner-payouts.ts';
import type { TransactionFigures } from '../reports/commission-report.ts';
import { ACCOUNTS, gstHstPayable, premiumTaxPayable, pstPayable, type Account } from './accounts.ts';

/**
 * The marketplace's double-entry journal (issue 15 item 4; docs/decisions/0044): one entry per
 * source that moved money, each balanced to the cent (debits = credits), keyed by its source so that
 * it is written once.
 *
 * - a money-moving history row (its commission report figures, decision 0039): the insured owes
 *   the total charged; it is owed on to the insurer (premium), the broker (commission) and the tax
 *   authorities, and the rest (MGA commission, fees) is the marketplace's revenue;
 * - a payment or refund on the ledger: card processor clearing (or the bank, when made by hand)
 *   against what the insured owes;
 * - a write-off: bad debt against what the insured owes;
 * - a completed partner payout (decision 0040): the bank pays what was owed to the partner.
 */
export type JournalSourceType = 'transaction' | 'payment' | 'refund' | 'writeOff' | 'payout';

export interface JournalLine {
  accountCode: string;
  accountName: string;
  /** Cents, never negative; one of debit and credit is 0. */
  debit: Cents;
  credit: Cents;
}

export interface JournalEntryDraft {
  sourceType: JournalSourceType;
  /** The source row's id: with the type, the entry's unique key. */
  sourceId: string;
  /** The Vancouver day of the entry, YYYY-MM-DD. */
  date: string;
  memo: string;
  lines: JournalLine[];
}

/** A signed amount on an account: positive on its `side`, negative on the other. Zero: no line. */
interface Posting {
  account: Account;
  amount: Cents;
  side: 'debit' | 'credit';
}

function toLines(postings: readonly Posting[]): JournalLine[] {
  const lines: JournalLine[] = [];
  for (const { account, amount, side } of postings) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Journal amounts are whole cents, got ${amount}`);
    if (amount === 0) continue;
    const debit = (side === 'debit') === amount > 0;
    lines.push({
      accountCode: account.code,
      accountName: account.name,
      debit: debit ? Math.abs(amount) : 0,
      credit: debit ? 0 : Math.abs(amount),
    });
  }
  return lines;
}

export const journalKey = (entry: Pick<JournalEntryDraft, 'sourceType' | 'sourceId'>) =>
  `${entry.sourceType}:${entry.sourceId}`;

export const entryDebits = (entry: Pick<JournalEntryDraft, 'lines'>): Cents =>
  sumCents(entry.lines.map((line) => line.debit));
export const entryCredits = (entry: Pick<JournalEntryDraft, 'lines'>): Cents =>
  sumCents(entry.lines.map((line) => line.credit));

/** Debits equal credits, every amount whole and not negative, one side per line. */
export function isBalanced(entry: Pick<JournalEntryDraft, 'lines'>): boolean {
  return (
    entry.lines.every(
      (line) =>
        Number.isSafeInteger(line.debit) &&
        Number.isSafeInteger(line.credit) &&
        line.debit >= 0 &&
        line.credit >= 0 &&
        (line.debit === 0) !== (line.credit === 0),
    ) && entryDebits(entry) === entryCredits(entry)
  );
}

export interface TransactionSource {
  id: string;
  date: string;
  /** The history row's type (New Business, Endorsement, Cancellation, ...). */
  type: string;
  policyNumber: string | null;
  province: string | null;
  figures: Pick<
    TransactionFigures,
    | 'premium'
    | 'brokerCommission'
    | 'mgaCommission'
    | 'insurerPremium'
    | 'taxes'
    | 'fees'
    | 'pst'
    | 'gstHst'
    | 'totalCharged'
    | 'creditReversed'
  >;
}

/**
 * History row types that charge (or credit) an amount of their own, outside premium, taxes and fees:
 * a finance adjustment and a manual invoice. That amount is finance adjustments revenue.
 */
export const ADJUSTMENT_TRANSACTION_TYPES: readonly string[] = ['Finance Adjustment', 'Manual Invoice'];

/**
 * History row types that void an invoice still owed. What the insured no longer owes and the row's
 * figures do not explain (a missed payment fee's fees, a manual invoice's revenue taken back) is
 * written off: a premium instalment, an ERP or an extension invoice voided leaves its premium, tax
 * and commission booked, and the MGA bears the amount as bad debt, as for a written-off balance.
 */
export const WRITE_OFF_TRANSACTION_TYPES: readonly string[] = ['Void Invoice'];

/**
 * A history row's entry. The insured owes the total charged (a return: is owed it back): the net
 * change of what the policy bills, voided invoices included (a cancellation's voided instalments,
 * a reinstatement's voided balance), so the receivable is the ledger's. Premium goes to the insurer, broker
 * and MGA as the figures split it; premium tax and the fees' PST and GST/HST to the province's tax
 * accounts; the fees less their taxes are fee revenue; a finance adjustment's or manual invoice's
 * own amount is adjustments revenue; what a voided invoice no longer asks for beyond its figures is
 * bad debt. When the figures still do not add up, the difference goes to suspense rather than being
 * hidden in another account.
 */
export function transactionEntry(source: TransactionSource): JournalEntryDraft {
  const f = source.figures;
  const explained = f.premium + f.taxes + f.fees;
  const receivable = f.totalCharged;
  // A finance credit a later change took back unused (a cancellation) reverses that revenue given.
  const adjustment = ADJUSTMENT_TRANSACTION_TYPES.includes(source.type)
    ? f.totalCharged - explained
    : (f.creditReversed ?? 0);
  const credits: Posting[] = [
    { account: ACCOUNTS.premiumPayable, amount: f.insurerPremium, side: 'credit' },
    { account: ACCOUNTS.commissionPayable, amount: f.brokerCommission, side: 'credit' },
    { account: ACCOUNTS.mgaRevenue, amount: f.mgaCommission, side: 'credit' },
    // The premium's split is the figures' own; anything premium holds beyond it is suspense below.
    { account: premiumTaxPayable(source.province), amount: f.taxes, side: 'credit' },
    { account: pstPayable(source.province), amount: f.pst, side: 'credit' },
    { account: gstHstPayable(source.province), amount: f.gstHst ?? 0, side: 'credit' },
    { account: ACCOUNTS.feeRevenue, amount: f.fees - f.pst - (f.gstHst ?? 0), side: 'credit' },
    { account: ACCOUNTS.adjustments, amount: adjustment, side: 'credit' },
  ];
  const credited = sumCents(credits.map((posting) => posting.amount));
  // A void's unexplained decrease of the receivable is written off (never an increase: that stays suspense).
  const writtenOff =
    WRITE_OFF_TRANSACTION_TYPES.includes(source.type) && receivable < credited ? credited - receivable : 0;
  const postings: Posting[] = [
    { account: ACCOUNTS.receivable, amount: receivable, side: 'debit' },
    { account: ACCOUNTS.badDebt, amount: writtenOff, side: 'debit' },
    ...credits,
    { account: ACCOUNTS.suspense, amount: receivable + writtenOff - credited, side: 'credit' },
  ];
  return {
    sourceType: 'transaction',
    sourceId: source.id,
    date: source.date,
    memo: `${source.type}${source.policyNumber ? ` ${source.policyNumber}` : ''}`,
    lines: toLines(postings),
  };
}

export interface LedgerMoneySource {
  /** The ledger entry's id. */
  id: string;
  date: string;
  kind: 'payment' | 'refund' | 'writeOff';
  /** Cents, positive (the ledger's own sign rule for these kinds). */
  amount: Cents;
  /** Made by hand, off the card processor (cheque, e-transfer): the bank, not card clearing. */
  manual: boolean;
  policyNumber: string | null;
}

const LEDGER_MEMO = { payment: 'Payment received', refund: 'Refund paid', writeOff: 'Written off' } as const;

/** A payment, refund or write-off from the policy's ledger. */
export function ledgerMoneyEntry(source: LedgerMoneySource): JournalEntryDraft {
  const money = source.manual ? ACCOUNTS.bank : ACCOUNTS.cardClearing;
  const postings: Posting[] =
    source.kind === 'payment'
      ? [
          { account: money, amount: source.amount, side: 'debit' },
          { account: ACCOUNTS.receivable, amount: source.amount, side: 'credit' },
        ]
      : source.kind === 'refund'
        ? [
            { account: ACCOUNTS.receivable, amount: source.amount, side: 'debit' },
            { account: money, amount: source.amount, side: 'credit' },
          ]
        : [
            { account: ACCOUNTS.badDebt, amount: source.amount, side: 'debit' },
            { account: ACCOUNTS.receivable, amount: source.amount, side: 'credit' },
          ];
  return {
    sourceType: source.kind,
    sourceId: source.id,
    date: source.date,
    memo: `${LEDGER_MEMO[source.kind]}${source.policyNumber ? ` ${source.policyNumber}` : ''}`,
    lines: toLines(postings),
  };
}

export interface PayoutSource {
  id: string;
  /** The transfer date. */
  date: string;
  number: string;
  partnerType: PartnerType;
  partnerName: string;
  /** Signed cents: negative is money the partner paid back. */
  amount: Cents;
}

/** A completed partner payout: what was owed to the brokerage or insurer leaves the bank. */
export function payoutEntry(source: PayoutSource): JournalEntryDraft {
  const owed = source.partnerType === 'brokerage' ? ACCOUNTS.commissionPayable : ACCOUNTS.premiumPayable;
  return {
    sourceType: 'payout',
    sourceId: source.id,
    date: source.date,
    memo: `Payout ${source.number} to ${source.partnerName}`,
    lines: toLines([
      { account: owed, amount: source.amount, side: 'debit' },
      { account: ACCOUNTS.bank, amount: source.amount, side: 'credit' },
    ]),
  };
}

/**
 * The entries still to write: one per source key, none for a key already journaled (`written`), so
 * that journaling the same sources again writes nothing. Every entry must balance.
 */
export function entriesToWrite(
  drafts: readonly JournalEntryDraft[],
  written: ReadonlySet<string>,
): JournalEntryDraft[] {
  const seen = new Set(written);
  const out: JournalEntryDraft[] = [];
  for (const draft of drafts) {
    const key = journalKey(draft);
    if (seen.has(key)) continue;
    if (!isBalanced(draft)) throw new RangeError(`Journal entry ${key} does not balance`);
    seen.add(key);
    out.push(draft);
  }
  return out;
}

/** Per account, debits and credits over entries (a trial balance); sorted by account code. */
export function trialBalance(
  entries: readonly Pick<JournalEntryDraft, 'lines'>[],
): { accountCode: string; accountName: string; debit: Cents; credit: Cents }[] {
  const byAccount = new Map<
    string,
    { accountCode: string; accountName: string; debit: Cents; credit: Cents }
  >();
  for (const line of entries.flatMap((entry) => entry.lines)) {
    const row = byAccount.get(line.accountCode) ?? {
      accountCode: line.accountCode,
      accountName: line.accountName,
      debit: 0,
      credit: 0,
    };
    row.debit += line.debit;
    row.credit += line.credit;
    byAccount.set(line.accountCode, row);
  }
  return [...byAccount.values()].sort((a, b) => a.accountCode.localeCompare(b.accountCode));
}
