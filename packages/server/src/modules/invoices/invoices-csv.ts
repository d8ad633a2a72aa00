import type { Readable } from 'node:stream';
import type { InvoiceExportQuery, InvoiceSearchItem } from '@bm/contracts';
import { formatDate, INVOICE_STATUS_LABELS, invoiceTypeLabel, type Locale } from '@bm/domain';
import { csvDollars, csvStream } from '../../lib/csv-download.ts';

/** The columns, in order: the /invoices table's, money in decimal dollars. */
const COLUMNS: { key: string; header: string; value: (item: InvoiceSearchItem) => string }[] = [
  { key: 'number', header: 'Invoice number', value: (i) => i.number },
  { key: 'policyNumber', header: 'Policy number', value: (i) => i.policyNumber ?? '' },
  { key: 'insured', header: 'Insured', value: (i) => i.insuredName },
  { key: 'brokerage', header: 'Brokerage', value: (i) => i.brokerageName },
  { key: 'type', header: 'Type', value: (i) => invoiceTypeLabel(i.type) },
  { key: 'description', header: 'Description', value: (i) => i.description ?? '' },
  { key: 'dueDate', header: 'Due date', value: (i) => formatDate(i.dueDate) },
  { key: 'amountDue', header: 'Amount due ($)', value: (i) => csvDollars(i.amountDue) },
  { key: 'amountPaid', header: 'Amount paid ($)', value: (i) => csvDollars(i.amountPaid) },
  { key: 'owing', header: 'Owing ($)', value: (i) => csvDollars(i.owing) },
  { key: 'status', header: 'Status', value: (i) => INVOICE_STATUS_LABELS[i.status] },
];

/**
 * The /invoices list as a spreadsheet (issue 27): every invoice matching the search and filters, not
 * only the page, written by the exports' one CSV writer (which puts each cell through the spreadsheet
 * rule, domain exportCell).
 */
export function invoicesCsv(items: AsyncIterable<InvoiceSearchItem>, locale: Locale): Readable {
  return csvStream(
    COLUMNS,
    (async function* () {
      for await (const item of items) {
        yield Object.fromEntries(COLUMNS.map((column) => [column.key, column.value(item)]));
      }
    })(),
    locale,
  );
}

/** invoices-2026-01-01-to-2026-06-30.csv, or invoices.csv without due days. */
export function invoicesCsvFileName(query: Pick<InvoiceExportQuery, 'dueFrom' | 'dueTo'>): string {
  if (!query.dueFrom && !query.dueTo) return 'invoices.csv';
  return `invoices-${query.dueFrom ?? 'start'}-to-${query.dueTo ?? 'end'}.csv`;
}
