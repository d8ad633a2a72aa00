import { describe, expect, it } from 'vitest';
import {
  NOTICE_DELIVERY_MESSAGES,
  noticeDeliveryError,
  noticeState,
  noticeStateText,
} from './notice-delivery.ts';

describe('the non-payment notice runs from its delivery', () => {
  it('has no cancellation date until the letter is delivered, then delivery + 15 days', () => {
    expect(noticeState(null, null)).toEqual({ kind: 'none' });
    expect(noticeState('2027-01-14', null)).toEqual({ kind: 'awaitingDelivery', sentDay: '2027-01-14' });
    // Sent on the 14th, delivered on the 19th: cancelled on 3 February, not on the 29th of January.
    expect(noticeState('2027-01-14', '2027-01-19')).toEqual({
      kind: 'delivered',
      sentDay: '2027-01-14',
      deliveredDay: '2027-01-19',
      cancellationDay: '2027-02-03',
    });
    // Across a year end and a leap day.
    expect(noticeState('2027-12-20', '2027-12-24')).toMatchObject({ cancellationDay: '2028-01-08' });
    expect(noticeState('2028-02-10', '2028-02-14')).toMatchObject({ cancellationDay: '2028-02-29' });
  });

  it('says where the notice stands', () => {
    expect(noticeStateText(noticeState(null, null))).toBeNull();
    expect(noticeStateText(noticeState('2027-01-14', null))).toBe(
      'Notice sent 2027-01-14; awaiting delivery',
    );
    expect(noticeStateText(noticeState('2027-01-14', '2027-01-19'))).toBe(
      'Notice sent 2027-01-14, delivered 2027-01-19; cancellation for non-payment on 2027-02-03',
    );
  });

  it('accepts a delivery day from the sending day to today, and refuses any other', () => {
    const sentDay = '2027-01-14';
    const today = '2027-01-20';
    expect(noticeDeliveryError({ deliveredDay: sentDay, sentDay, today })).toBeNull();
    expect(noticeDeliveryError({ deliveredDay: today, sentDay, today })).toBeNull();
    expect(noticeDeliveryError({ deliveredDay: '2027-01-13', sentDay, today })).toBe(
      'The delivery date cannot be before the day the notice was sent (2027-01-14).',
    );
    expect(noticeDeliveryError({ deliveredDay: '2027-01-21', sentDay, today })).toBe(
      NOTICE_DELIVERY_MESSAGES.inFuture,
    );
    expect(noticeDeliveryError({ deliveredDay: '2027-02-30', sentDay, today })).toBe(
      NOTICE_DELIVERY_MESSAGES.notADay,
    );
    expect(noticeDeliveryError({ deliveredDay: '19/01/2027', sentDay, today })).toBe(
      NOTICE_DELIVERY_MESSAGES.notADay,
    );
    expect(noticeDeliveryError({ deliveredDay: '2027-01-15', sentDay: null, today })).toBe(
      NOTICE_DELIVERY_MESSAGES.noNotice,
    );
  });
});
