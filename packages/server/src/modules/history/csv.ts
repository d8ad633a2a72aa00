import type { PolicyTransactionList } from '@bm/contracts';
import { csvDocument, formatDate } from '@bm/domain';

/** Integer cents as dollars with two decimals, no currency sign or separators: -123456 -> "-1234.56". */
export function dollars(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const HEADER = [
  'Date',
  'Type',
  'Effective date',
  'Reason',
  'Description',
  'User',
  'User email',
  'Premium change',
  'Tax change',
  'Fee change',
  'Total change',
  'Payment amount',
  'Payment status',
  'Refund amount',
  'Refund status',
  'Transaction id',
] as const;

/**
 * The history as a spreadsheet (CSV): dates YYYY-MM-DD in Vancouver time, amounts in dollars, every
 * cell through the spec's export rule (domain exportCell).
 */
export function transactionsCsv(transactions: PolicyTransactionList): string {
  return csvDocument(
    HEADER,
    transactions.map((tx) => [
      formatDate(tx.createdAt),
      tx.type,
      formatDate(tx.effectiveDate),
      tx.reason,
      tx.description,
      tx.user?.name ?? '',
      tx.user?.email ?? '',
      dollars(tx.premiumDelta),
      dollars(tx.taxDelta),
      dollars(tx.feeDelta),
      dollars(tx.totalDelta),
      dollars(tx.payment?.amount),
      tx.payment?.status ?? '',
      dollars(tx.refund?.amount),
      tx.refund?.status ?? '',
      tx.id,
    ]),
  );
}

/** The download name: transactions-{policy number or application id}.csv */
export function transactionsFileName(reference: string): string {
  return `transactions-${reference.replace(/[^A-Za-z0-9._-]+/g, '-')}.csv`;
}
