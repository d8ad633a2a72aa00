import type { NsfInvoiceItem } from '@bm/contracts';
import { say, type Locale } from '@bm/domain';
import { currentLocale } from '../../i18n/locale-store.ts';
import { nsfNoticeMessages } from './messages.ts';

/**
 * What an NSF invoice says of its cancellation: the date once the notice's delivery is recorded
 * (delivery + 15 days, set by the server), "Notice sent <date>; awaiting delivery" before, null
 * while no notice was sent. In `locale` (a component passes useLocale()'s; the screens' language
 * when not given).
 */
export function nsfCancellationText(
  item: Pick<NsfInvoiceItem, 'cancellationDate' | 'letterSentOn' | 'letterDeliveredOn'>,
  locale: Locale = currentLocale(),
): string | null {
  if (item.cancellationDate) return item.cancellationDate;
  if (item.letterSentOn && !item.letterDeliveredOn) {
    // The domain's noticeStateText for a notice awaiting delivery, in either language.
    return say(nsfNoticeMessages.awaitingDelivery, locale, { day: item.letterSentOn });
  }
  return null;
}
