import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { exportCell, type Locale } from '@bm/domain';
import { contentDisposition } from './content-disposition.ts';
import { csvHeader } from './i18n/csv-headers.ts';

/** Integer cents as dollars with two decimals, no currency sign or separators: -123456 -> "-1234.56". */
export function csvDollars(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Each cell of a record through the spreadsheet rule (domain exportCell); columns it lacks are empty. */
async function* guarded(
  columns: readonly { key: string }[],
  rows: AsyncIterable<Record<string, string>>,
): AsyncGenerator<Record<string, string>> {
  for await (const row of rows) {
    yield Object.fromEntries(columns.map(({ key }) => [key, exportCell(row[key])]));
  }
}

/**
 * A CSV as a stream (csv-stringify: RFC 4180 quoting, also of a cell holding a tab, CR or LF; the
 * byte order mark for Excel; CRLF) of the records `rows` yields, pulled one at a time as the client
 * reads, so a large export holds one
 * keyset batch at a time. A failure of `rows` (the database, part-way) errors the stream. The one
 * CSV writer of the server: every cell gets the spreadsheet rule here (a leading quote before what a
 * spreadsheet would run as a formula: =, +, @, -, tab, carriage return), so no export can miss it.
 * The headers are in `locale` (the request's language, decision 0079); the cells are data, as stored.
 */
export function csvStream(
  columns: readonly { key: string; header: string }[],
  rows: AsyncIterable<Record<string, string>>,
  locale: Locale,
): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header: csvHeader(header, locale) })),
    record_delimiter: 'windows',
    // csv-stringify quotes a cell holding the delimiter, a quote or the whole record delimiter
    // (CRLF), but not a lone tab, CR or LF: a spreadsheet would then split the row or the cell there.
    quoted_match: /[\t\r\n]/,
  });
  const records = Readable.from(guarded(columns, rows));
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}

/**
 * Sends a streamed CSV as a download (docs/decisions/0050). Its 200 and first rows are out before
 * the last row is read, so a failure part-way cannot become an error answer: the response is then
 * destroyed without its final chunk, so the client's download fails instead of ending cleanly as a
 * shorter file (Fastify does the same for a failed stream; done here so as not to depend on it),
 * and the failure is logged as an error naming the export.
 */
export function sendCsvDownload(reply: FastifyReply, fileName: string, csv: Readable, what: string) {
  csv.once('error', (error) => {
    const partWay = reply.raw.headersSent;
    reply.log.error(
      { err: error, export: what, partWay },
      partWay
        ? `${what} CSV export failed part-way: the download was aborted`
        : `${what} CSV export failed before its first row`,
    );
    if (partWay) reply.raw.destroy();
  });
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(fileName))
      .header('cache-control', 'private, no-store')
      // A stream is sent as is (not serialised); the route schema's string describes what it carries.
      .send(csv as unknown as string)
  );
}
