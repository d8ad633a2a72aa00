import type { Readable } from 'node:stream';
import {
  commissionReportColumns,
  formatReportValue,
  type CommissionReportLine,
  type CommissionReportVariant,
  type Locale,
} from '@bm/domain';
import { csvStream } from '../../lib/csv-download.ts';
import { csvLabel } from '../../lib/i18n/csv-headers.ts';

/**
 * The commission report as a CSV stream (issue 15): a header of the variant's columns, then one
 * record per line as the generator yields it, so a 300k-line export holds one batch at a time.
 * Each cell is shown as on screen (dollars, percents), then gets the spec's spreadsheet rule in
 * csvStream (domain exportCell: a leading quote before =, +, @, -, tab or carriage return unless a
 * plain negative number; commas and semicolons removed unless the value starts with $);
 * csv-stringify does the quoting (RFC 4180) and the byte order mark for Excel.
 */
export function commissionReportCsv(
  variant: CommissionReportVariant,
  lines: AsyncIterable<CommissionReportLine>,
  locale: Locale,
): Readable {
  const columns = commissionReportColumns(variant);
  return csvStream(
    columns,
    (async function* () {
      for await (const line of lines) {
        yield Object.fromEntries(
          columns.map((column) => {
            const text = formatReportValue(column, column.value(line));
            // The transaction's type is stored in English: « Affaire nouvelle » in a French export.
            return [column.key, column.key === 'type' ? csvLabel(text, locale) : text];
          }),
        );
      }
    })(),
    locale,
  );
}

export function commissionReportFileName(from: string | undefined, to: string | undefined): string {
  const range = [from ?? 'start', to ?? 'today'].join('-to-');
  return `commission-report-${range}.csv`;
}
