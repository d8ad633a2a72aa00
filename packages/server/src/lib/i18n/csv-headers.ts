import { MessageCatalogue, SHARED_MESSAGE_PAIRS, type Locale } from '@bm/domain';
import { CSV_HEADER_PAIRS } from './fr/csv-headers.ts';
import { labelIn } from './labels.ts';

/** The exports' headers and the domain's labels (report definitions' headers among them), with their French. */
const headerCatalogue = new MessageCatalogue().add(SHARED_MESSAGE_PAIRS).add(CSV_HEADER_PAIRS);

/** A CSV column's header in `locale` (the one CSV writer, lib/csv-download.ts, asks). */
export function csvHeader(english: string, locale: Locale): string {
  return headerCatalogue.translate(english, locale);
}

/**
 * A cell the domain names in English (a transaction's type, a reason picked from a list) in `locale`, by
 * the server's one lookup of shown labels (`labelIn`); other text (what a user typed) as it is. The
 * history's export says its rows by `historyTextIn` (./labels.ts), which also knows the texts the server
 * composes into a history row.
 */
export function csvLabel(english: string | null | undefined, locale: Locale): string {
  return english ? labelIn(english, locale) : '';
}
