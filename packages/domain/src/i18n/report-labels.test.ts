import { describe, expect, it } from 'vitest';
import { ACCOUNTING_REPORT_DEFINITIONS, ACCOUNTING_REPORTS } from '../accounting/report-kinds.ts';
import { COMMISSION_REPORT_COLUMNS, formatReportValue } from '../reports/report-columns.ts';
import { ACCOUNTING_REPORT_DEFINITIONS_FR, COMMISSION_REPORT_HEADERS_FR } from './fr/reports.ts';
import { accountingReportDefinition, commissionReportHeader, reportLabelPairs } from './report-labels.ts';

const NBSP = /[\u00a0\u202f]/g;
const column = (key: string) => COMMISSION_REPORT_COLUMNS.find((c) => c.key === key)!;

describe('the reports in French', () => {
  it('names each accounting report, its rows and each of its figures in French, keys unchanged', () => {
    const premium = accountingReportDefinition('premium', 'fr-CA');
    expect(premium.title).toBe('Primes souscrites, acquises et non acquises');
    expect(premium.groupHeader).toBe('Mois');
    expect(premium.figures).toEqual([
      { key: 'written', header: 'Primes souscrites' },
      { key: 'earned', header: 'Primes acquises' },
      { key: 'unearned', header: 'Primes non acquises (fin du mois)' },
    ]);
    expect(accountingReportDefinition('premium', 'en-CA')).toBe(ACCOUNTING_REPORT_DEFINITIONS.premium);
  });

  it('has French for every figure of every report and every commission report column, and no extra', () => {
    for (const kind of ACCOUNTING_REPORTS)
      expect(Object.keys(ACCOUNTING_REPORT_DEFINITIONS_FR[kind].figures).sort()).toEqual(
        ACCOUNTING_REPORT_DEFINITIONS[kind].figures.map((f) => f.key).sort(),
      );
    expect(Object.keys(COMMISSION_REPORT_HEADERS_FR).sort()).toEqual(
      COMMISSION_REPORT_COLUMNS.map((c) => c.key).sort(),
    );
    expect(reportLabelPairs().filter((pair) => !pair.fr)).toEqual([]);
  });

  it('heads the commission report columns and writes their figures the French way', () => {
    expect(commissionReportHeader(column('policyNumber'), 'fr-CA')).toBe('Numéro de police');
    expect(commissionReportHeader(column('policyNumber'), 'en-CA')).toBe('Policy Number');
    expect(formatReportValue(column('premium'), 123456, 'fr-CA').replace(NBSP, ' ')).toBe('1 234,56 $');
    expect(formatReportValue(column('netMarginPercentage'), 16.6667, 'fr-CA').replace(NBSP, ' ')).toBe(
      '16,67 %',
    );
    expect(formatReportValue(column('taxRate'), 0.07, 'fr-CA').replace(NBSP, ' ')).toBe('7 %');
    // The CSV's and English screens' way is unchanged.
    expect(formatReportValue(column('premium'), 123456)).toBe('$1,234.56');
    expect(formatReportValue(column('netMarginPercentage'), 16.6667)).toBe('16.67%');
  });
});
