import { describe, expect, it } from 'vitest';
import {
  collectionAttemptDays,
  collectionAttemptKey,
  collectsLaterPayments,
  nextCollectionStep,
  nonPaymentCancellation,
  nonPaymentCancellationDay,
} from './collections.ts';

describe('collection attempts (domain facts: NSF retries)', () => {
  it.each([
    ['annual', '2026-03-01', ['2026-02-22', '2026-02-28', '2026-03-10']],
    ['monthly', '2026-03-01', ['2026-03-01', '2026-03-03', '2026-03-06', '2026-03-10']],
    ['instalment', '2026-12-30', ['2026-12-30', '2027-01-01', '2027-01-04', '2027-01-08']],
    ['annual', '2028-03-01', ['2028-02-23', '2028-02-29', '2028-03-10']],
  ] as const)('%s plan, due %s: attempts on %j', (period, due, days) => {
    expect(collectionAttemptDays(period, due)).toEqual(days);
  });

  it('collects later payments of monthly and instalment plans only (annual is paid at bind)', () => {
    expect(collectsLaterPayments('monthly')).toBe(true);
    expect(collectsLaterPayments('instalment')).toBe(true);
    expect(collectsLaterPayments('annual')).toBe(false);
  });
});

describe('nextCollectionStep', () => {
  const monthly = { period: 'monthly', dueDay: '2026-03-01' } as const;

  it.each([
    // [attempts made, today, step]
    [0, '2026-02-28', { kind: 'wait', day: '2026-03-01' }],
    [0, '2026-03-01', { kind: 'charge', attempt: 1, last: false }],
    [0, '2026-03-08', { kind: 'charge', attempt: 1, last: false }],
    [1, '2026-03-02', { kind: 'wait', day: '2026-03-03' }],
    [1, '2026-03-03', { kind: 'charge', attempt: 2, last: false }],
    [2, '2026-03-05', { kind: 'wait', day: '2026-03-06' }],
    [2, '2026-03-06', { kind: 'charge', attempt: 3, last: false }],
    [3, '2026-03-09', { kind: 'wait', day: '2026-03-10' }],
    [3, '2026-03-10', { kind: 'charge', attempt: 4, last: true }],
    [4, '2026-04-30', { kind: 'exhausted' }],
  ] as const)('monthly, %i attempts made, on %s', (attemptsMade, today, step) => {
    expect(nextCollectionStep({ ...monthly, attemptsMade, today })).toEqual(step);
  });

  it('an annual payment is first tried 7 days ahead and last 9 days after', () => {
    const annual = { period: 'annual', dueDay: '2026-03-01' } as const;
    expect(nextCollectionStep({ ...annual, attemptsMade: 0, today: '2026-02-21' })).toEqual({
      kind: 'wait',
      day: '2026-02-22',
    });
    expect(nextCollectionStep({ ...annual, attemptsMade: 0, today: '2026-02-22' })).toEqual({
      kind: 'charge',
      attempt: 1,
      last: false,
    });
    expect(nextCollectionStep({ ...annual, attemptsMade: 2, today: '2026-03-10' })).toEqual({
      kind: 'charge',
      attempt: 3,
      last: true,
    });
  });

  it('a run that missed several attempt days makes one attempt, not several', () => {
    expect(nextCollectionStep({ ...monthly, attemptsMade: 1, today: '2026-03-20' })).toEqual({
      kind: 'charge',
      attempt: 2,
      last: false,
    });
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => nextCollectionStep({ ...monthly, attemptsMade: -1, today: '2026-03-01' })).toThrow(
      RangeError,
    );
    expect(() => nextCollectionStep({ ...monthly, attemptsMade: 1.5, today: '2026-03-01' })).toThrow(
      RangeError,
    );
  });
});

describe('non-payment', () => {
  it('cancels 15 days after the registered letter', () => {
    expect(nonPaymentCancellationDay('2026-03-10')).toBe('2026-03-25');
    expect(nonPaymentCancellationDay('2026-12-20')).toBe('2027-01-04');
  });

  it('keys each attempt of each invoice once', () => {
    expect(collectionAttemptKey('inv-1', 2)).toBe('collect:inv-1:2');
    expect(collectionAttemptKey('inv-1', 2)).not.toBe(collectionAttemptKey('inv-1', 3));
  });
});

describe('nonPaymentCancellation', () => {
  it('cancels pro rata, as the insurer does', () => {
    expect(nonPaymentCancellation('tenants')).toEqual({
      cancOption: 'prorata',
      description: 'Policy Cancellation for Non-Payment',
      reason: 'Cancelled by Insurer',
      reasonText: 'Non-payment of premium',
    });
  });

  it.each(['builders-risk', 'course-of-construction'])('keeps the minimum retained premium on %s', (id) => {
    expect(nonPaymentCancellation(id)).toMatchObject({
      cancOption: 'mrp',
      description: 'Policy Cancellation for Non-Payment (MRP Applied)',
    });
  });
});
