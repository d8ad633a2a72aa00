import type { Readable } from 'node:stream';
import type { PolicyTransactionList } from '@bm/contracts';
import { formatDate, formatMoney, sayHistoryText, type Locale } from '@bm/domain';
import { csvDollars as dollars, csvStream } from '../../lib/csv-download.ts';
import { historyTextIn } from '../../lib/i18n/labels.ts';

/** The columns, in order: each record's key and its header. */
const COLUMNS = [
  ['date', 'Date'],
  ['type', 'Type'],
  ['effectiveDate', 'Effective date'],
  ['reason', 'Reason'],
  ['description', 'Description'],
  ['user', 'User'],
  ['userEmail', 'User email'],
  ['premiumChange', 'Premium change'],
  ['taxChange', 'Tax change'],
  ['feeChange', 'Fee change'],
  ['totalChange', 'Total change'],
  ['paymentAmount', 'Payment amount'],
  ['paymentStatus', 'Payment status'],
  ['refundAmount', 'Refund amount'],
  ['refundStatus', 'Refund status'],
  ['transactionId', 'Transaction id'],
].map(([key, header]) => ({ key: key!, header: header! }));

/**
 * An amount inside a description: in English as the record says it (`$1,234.56`, whose comma the
 * export rule removes, as it always did); in French as the file's amount columns write the number,
 * with the French symbol after it (`1234.56 $`), since the export rule would remove the decimal
 * comma of `1 234,56 $` and change the amount (decision 0085).
 */
const csvMoney = (cents: number, locale: Locale) =>
  locale === 'fr-CA' ? `${dollars(cents)}\u00a0$` : formatMoney(cents, locale);

/**
 * The history as a spreadsheet (CSV, through the exports' one writer, csv-stringify): dates
 * YYYY-MM-DD in Vancouver time, amounts in dollars, every cell through the spec's export rule
 * (domain exportCell, applied by csvStream). The type, reason and description the server wrote in
 * English are in `locale` by the history's catalogue (« Affaire nouvelle »); what a user typed is as typed.
 */
export function transactionsCsv(transactions: PolicyTransactionList, locale: Locale): Readable {
  return csvStream(
    COLUMNS,
    (async function* () {
      for (const tx of transactions) {
        const cells = [
          formatDate(tx.createdAt),
          historyTextIn(tx.type, locale),
          formatDate(tx.effectiveDate),
          historyTextIn(tx.reason, locale),
          tx.descriptionText
            ? sayHistoryText(tx.descriptionText, locale, {
                sayLabel: (english) => historyTextIn(english, locale),
                money: (cents) => csvMoney(cents, locale),
              })
            : historyTextIn(tx.description, locale),
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
        ];
        yield Object.fromEntries(COLUMNS.map((column, index) => [column.key, cells[index] ?? '']));
      }
    })(),
    locale,
  );
}

/** The download name: transactions-{policy number or application id}.csv */
export function transactionsFileName(reference: string): string {
  return `transactions-${reference.replace(/[^A-Za-z0-9._-]+/g, '-')}.csv`;
}
