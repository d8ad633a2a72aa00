import type { Readable } from 'node:stream';
import { and, asc, gt, gte, lt, or, eq, type SQL } from 'drizzle-orm';
import {
  JOURNAL_CSV_COLUMNS,
  journalCsvCells,
  journalSourceLabel,
  payoutPeriodDays,
  type Locale,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { journalEntries, journalLines } from '../../db/schema.ts';
import { csvStream } from '../../lib/csv-download.ts';
import { labelIn } from '../../lib/i18n/labels.ts';

const BATCH = 2_000;

/** The journal's lines in (entry number, line id) order, read in keyset batches (never all at once). */
interface CsvLineRow {
  lineId: number;
  entryNumber: number;
  date: string;
  sourceType: string;
  memo: string;
  accountCode: string;
  accountName: string;
  debit: number;
  credit: number;
}

async function* journalLinesOf(db: Db, period: string | undefined): AsyncGenerator<CsvLineRow> {
  const range: SQL[] = [];
  if (period) {
    const { first, next } = payoutPeriodDays(period);
    range.push(gte(journalEntries.entryDate, first), lt(journalEntries.entryDate, next));
  }
  let after: { number: number; lineId: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? or(
          gt(journalEntries.number, after.number),
          and(eq(journalEntries.number, after.number), gt(journalLines.id, after.lineId)),
        )
      : undefined;
    const rows: CsvLineRow[] = await db
      .select({
        lineId: journalLines.id,
        entryNumber: journalEntries.number,
        date: journalEntries.entryDate,
        sourceType: journalEntries.sourceType,
        memo: journalEntries.memo,
        accountCode: journalLines.accountCode,
        accountName: journalLines.accountName,
        debit: journalLines.debit,
        credit: journalLines.credit,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(and(...range, keyset))
      .orderBy(asc(journalEntries.number), asc(journalLines.id))
      .limit(BATCH);
    yield* rows;
    if (rows.length < BATCH) return;
    const last: CsvLineRow = rows[rows.length - 1]!;
    after = { number: last.entryNumber, lineId: last.lineId };
  }
}

/**
 * An entry's memo in the locale. The journal stores it in English (as it syncs it): a payment's, a
 * refund's or a payout's memo is a label of its own; a change's is its transaction type and its
 * policy's number (New Business TEN-2026-000001), the type said as the domain says it.
 */
function memoIn(memo: string, sourceType: string, locale: Locale): string {
  const said = labelIn(memo, locale);
  if (said !== memo || sourceType !== 'transaction') return said;
  const space = memo.lastIndexOf(' ');
  return space < 0 ? memo : `${labelIn(memo.slice(0, space), locale)}${memo.slice(space)}`;
}

/**
 * The journal as CSV for any accounting package (one record per line: date, entry, source, account,
 * debit, credit, memo), each cell through the spec's spreadsheet rule (domain exportCell, in csvStream), quoted
 * by csv-stringify, streamed in batches as the commission report's CSV is. Its accounts' names and
 * memos are said in `locale`, as its headers are, and so is what made each entry (its Source).
 */
export function journalCsv(db: Db, period: string | undefined, locale: Locale): Readable {
  return csvStream(
    JOURNAL_CSV_COLUMNS,
    (async function* () {
      for await (const line of journalLinesOf(db, period)) {
        yield journalCsvCells({
          ...line,
          sourceType: labelIn(journalSourceLabel(line.sourceType), locale),
          accountName: labelIn(line.accountName, locale),
          memo: memoIn(line.memo, line.sourceType, locale),
        });
      }
    })(),
    locale,
  );
}

export const journalCsvFileName = (period: string | undefined) => `journal-${period ?? 'all'}.csv`;
