import type { Readable } from 'node:stream';
import type { AccountingDrillResponse, AccountingReportResponse } from '@bm/contracts';
import { ACCOUNTING_REPORT_DEFINITIONS, formatCad, type AccountingReportKind, type Locale } from '@bm/domain';
import { csvStream } from '../../lib/csv-download.ts';
import { csvLabel } from '../../lib/i18n/csv-headers.ts';

/**
 * An accounting report as CSV (issue 15 item 2): its rows and a totals row, amounts in dollars as on
 * screen, each cell through the spec's spreadsheet rule (domain exportCell, in csvStream), quoted by
 * csv-stringify as the commission report's export is.
 */
function toCsv(
  columns: { key: string; header: string }[],
  records: Record<string, string>[],
  locale: Locale,
): Readable {
  return csvStream(
    columns,
    (async function* () {
      yield* records;
    })(),
    locale,
  );
}

const figureColumns = (kind: AccountingReportKind) =>
  ACCOUNTING_REPORT_DEFINITIONS[kind].figures.map((f) => ({ key: f.key, header: f.header }));

const dollars = (figures: Record<string, number>, kind: AccountingReportKind) =>
  Object.fromEntries(figureColumns(kind).map((c) => [c.key, formatCad(figures[c.key] ?? 0)]));

export function accountingReportCsv(report: AccountingReportResponse, locale: Locale): Readable {
  const kind = report.report;
  const columns = [
    { key: 'label', header: ACCOUNTING_REPORT_DEFINITIONS[kind].groupHeader },
    ...figureColumns(kind),
  ];
  return toCsv(columns, [
    ...report.rows.map((row) => ({ label: row.label, ...dollars(row.figures, kind) })),
    { label: 'Total', ...dollars(report.totals, kind) },
  ], locale);
}

/** A drill-down as CSV: every transaction behind the figure, then their totals (the figure). */
export function accountingDrillCsv(drill: AccountingDrillResponse, locale: Locale): Readable {
  const kind = drill.report;
  const columns = [
    { key: 'policyNumber', header: 'Policy number' },
    { key: 'insuredName', header: 'Insured' },
    { key: 'date', header: 'Date' },
    { key: 'type', header: 'Type' },
    ...figureColumns(kind),
  ];
  return toCsv(columns, [
    ...drill.rows.map((row) => ({
      policyNumber: row.policyNumber ?? '',
      insuredName: row.insuredName,
      date: row.date,
      type: csvLabel(row.type, locale),
      ...dollars(row.figures, kind),
    })),
    { policyNumber: 'Total', ...dollars(drill.totals, kind) },
  ], locale);
}

export const accountingCsvFileName = (kind: AccountingReportKind, from: string, to: string, key?: string) =>
  `accounting-${kind}-${from}-to-${to}${key ? `-${key.replace(/[^A-Za-z0-9-]/g, '')}` : ''}.csv`;
