import { formatCad } from '../money.ts';
import type { JournalSourceType } from './entries.ts';

/**
 * What made an entry, as the CSV's Source column says it (the journal stores the code): a label, in
 * the request's language by its French (../i18n/fr/journal.ts). A code it does not know stays as is.
 */
export const JOURNAL_SOURCE_LABELS: Record<JournalSourceType, string> = {
  transaction: 'Policy change',
  payment: 'Payment',
  refund: 'Refund',
  writeOff: 'Write-off',
  payout: 'Payout',
};

export const journalSourceLabel = (sourceType: string): string =>
  Object.hasOwn(JOURNAL_SOURCE_LABELS, sourceType)
    ? JOURNAL_SOURCE_LABELS[sourceType as JournalSourceType]
    : sourceType;

/** The journal as CSV for any accounting package: one record per line of an entry. */
export const JOURNAL_CSV_COLUMNS = [
  { key: 'date', header: 'Date' },
  { key: 'entry', header: 'Entry' },
  { key: 'source', header: 'Source' },
  { key: 'accountCode', header: 'Account code' },
  { key: 'accountName', header: 'Account' },
  { key: 'debit', header: 'Debit' },
  { key: 'credit', header: 'Credit' },
  { key: 'memo', header: 'Memo' },
] as const;

export type JournalCsvKey = (typeof JOURNAL_CSV_COLUMNS)[number]['key'];

export interface JournalCsvLine {
  date: string;
  entryNumber: number;
  sourceType: string;
  accountCode: string;
  accountName: string;
  debit: number;
  credit: number;
  memo: string;
}

/** A line's cells as shown (dollars; an empty cell for the side it is not on; the source as given). */
export function journalCsvCells(line: JournalCsvLine): Record<JournalCsvKey, string> {
  return {
    date: line.date,
    entry: `JE-${line.entryNumber}`,
    source: line.sourceType,
    accountCode: line.accountCode,
    accountName: line.accountName,
    debit: line.debit ? formatCad(line.debit) : '',
    credit: line.credit ? formatCad(line.credit) : '',
    memo: line.memo,
  };
}
