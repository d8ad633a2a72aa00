import { calendarDaysBetween, isCalendarDay } from '../calendar-days.ts';
import { nonPaymentCancellationDay } from './collections.ts';

/**
 * The notice of cancellation for non-payment runs from its delivery, not from its sending
 * (shared/reference/domain-facts.md, "Non-payment notice": the statutory condition's 15 days run
 * from the day the registered letter is delivered to the insured's address). Until its delivery
 * day is known the policy has no cancellation date and nothing cancels it.
 */
export const NOTICE_DELIVERY_MESSAGES = {
  notADay: 'Please enter the delivery date as YYYY-MM-DD.',
  noNotice: 'No notice of cancellation has been sent for this invoice.',
  beforeSent: (sentDay: string) =>
    `The delivery date cannot be before the day the notice was sent (${sentDay}).`,
  inFuture: 'The delivery date cannot be in the future.',
  notPending: 'The delivery date can only be recorded while the NSF invoice is pending.',
} as const;

/** Where a notice of cancellation for non-payment stands. */
export type NoticeState =
  | { kind: 'none' }
  | { kind: 'awaitingDelivery'; sentDay: string }
  | { kind: 'delivered'; sentDay: string; deliveredDay: string; cancellationDay: string };

/** The notice's state from its sending and delivery days (YYYY-MM-DD, Vancouver), either unknown. */
export function noticeState(sentDay: string | null, deliveredDay: string | null): NoticeState {
  if (!sentDay) return { kind: 'none' };
  if (!deliveredDay) return { kind: 'awaitingDelivery', sentDay };
  return {
    kind: 'delivered',
    sentDay,
    deliveredDay,
    cancellationDay: nonPaymentCancellationDay(deliveredDay),
  };
}

/** What the record and /nsf say of a notice: "Notice sent <day>; awaiting delivery", or its dates. */
export function noticeStateText(state: NoticeState): string | null {
  if (state.kind === 'none') return null;
  if (state.kind === 'awaitingDelivery') return `Notice sent ${state.sentDay}; awaiting delivery`;
  return `Notice sent ${state.sentDay}, delivered ${state.deliveredDay}; cancellation for non-payment on ${state.cancellationDay}`;
}

/**
 * Why a delivery day cannot be recorded, or null when it can: a real day, not before the day the
 * letter was sent and not after today (all YYYY-MM-DD, Vancouver).
 */
export function noticeDeliveryError(input: {
  deliveredDay: string;
  sentDay: string | null;
  today: string;
}): string | null {
  if (!isCalendarDay(input.deliveredDay)) return NOTICE_DELIVERY_MESSAGES.notADay;
  if (!input.sentDay) return NOTICE_DELIVERY_MESSAGES.noNotice;
  if (calendarDaysBetween(input.sentDay, input.deliveredDay) < 0) {
    return NOTICE_DELIVERY_MESSAGES.beforeSent(input.sentDay);
  }
  if (calendarDaysBetween(input.deliveredDay, input.today) < 0) return NOTICE_DELIVERY_MESSAGES.inFuture;
  return null;
}
