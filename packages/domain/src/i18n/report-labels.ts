import {
  ACCOUNTING_REPORT_DEFINITIONS,
  type AccountingReportDefinition,
  type AccountingReportKind,
} from '../accounting/report-kinds.ts';
import { RECONCILIATION_PROBLEM_LABELS } from '../journal/reconciliation.ts';
import { COMMISSION_REPORT_COLUMNS, type CommissionReportColumn } from '../reports/report-columns.ts';
import {
  ACCOUNTING_REPORT_DEFINITIONS_FR,
  COMMISSION_REPORT_HEADERS_FR,
  RECONCILIATION_PROBLEM_LABELS_FR,
} from './fr/reports.ts';
import type { Locale } from './locales.ts';
import type { BilingualMessage } from './translate.ts';
import { twinPairs } from './twins.ts';

/**
 * An accounting report's definition in the locale: its name, summary, the header of its rows and of each
 * figure. The English is `ACCOUNTING_REPORT_DEFINITIONS` itself (what the CSV says); the French comes
 * from `./fr/reports.ts`, figure by figure key (a figure without French keeps its English).
 */
export function accountingReportDefinition(
  kind: AccountingReportKind,
  locale: Locale,
): AccountingReportDefinition {
  const definition = ACCOUNTING_REPORT_DEFINITIONS[kind];
  if (locale !== 'fr-CA') return definition;
  const fr = ACCOUNTING_REPORT_DEFINITIONS_FR[kind];
  return {
    title: fr.title,
    groupHeader: fr.groupHeader,
    summary: fr.summary,
    figures: definition.figures.map((figure) => ({
      ...figure,
      header: fr.figures[figure.key] ?? figure.header,
    })),
  };
}

/** A commission report column's header in the locale. */
export function commissionReportHeader(column: CommissionReportColumn, locale: Locale): string {
  return locale === 'fr-CA' ? (COMMISSION_REPORT_HEADERS_FR[column.key] ?? column.header) : column.header;
}

/**
 * The reports' labels as English/French pairs, for the shared catalogue (so the check of `npm test`
 * reads their French, and a server answering in French can say them).
 */
export function reportLabelPairs(): BilingualMessage[] {
  const pairs: BilingualMessage[] = [];
  for (const [kind, definition] of Object.entries(ACCOUNTING_REPORT_DEFINITIONS)) {
    const fr = ACCOUNTING_REPORT_DEFINITIONS_FR[kind as AccountingReportKind];
    pairs.push({ en: definition.title, fr: fr.title });
    pairs.push({ en: definition.groupHeader, fr: fr.groupHeader });
    pairs.push({ en: definition.summary, fr: fr.summary });
    for (const figure of definition.figures)
      pairs.push({ en: figure.header, fr: fr.figures[figure.key] ?? '' });
  }
  for (const column of COMMISSION_REPORT_COLUMNS)
    pairs.push({ en: column.header, fr: COMMISSION_REPORT_HEADERS_FR[column.key] ?? '' });
  pairs.push(...twinPairs(RECONCILIATION_PROBLEM_LABELS, RECONCILIATION_PROBLEM_LABELS_FR));
  return pairs;
}
