import type { NsfInvoiceItem } from '@bm/contracts';
import { noticeState, noticeStateText } from '@bm/domain';

/**
 * What an NSF invoice says of its cancellation: the date once the notice's delivery is recorded
 * (delivery + 15 days, set by the server), "Notice sent <date>; awaiting delivery" before, null
 * while no notice was sent.
 */
export function nsfCancellationText(
  item: Pick<NsfInvoiceItem, 'cancellationDate' | 'letterSentOn' | 'letterDeliveredOn'>,
): string | null {
  if (item.cancellationDate) return item.cancellationDate;
  if (item.letterSentOn && !item.letterDeliveredOn) {
    return noticeStateText(noticeState(item.letterSentOn, null));
  }
  return null;
}
