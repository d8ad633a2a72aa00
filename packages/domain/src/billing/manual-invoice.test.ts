import { describe, expect, it } from 'vitest';
import {
  MANUAL_INVOICE_MAX_COUNT,
  MANUAL_INVOICE_MESSAGES,
  MANUAL_INVOICE_REASONS,
  manualInvoiceCountError,
  manualInvoiceReasonLabel,
  manualInvoiceSchedule,
} from './manual-invoice.ts';

describe('manualInvoiceSchedule', () => {
  it.each([
    // [total, count, amounts]
    [10_000, 0, [10_000]],
    [10_000, 1, [10_000]],
    [10_000, 3, [3_334, 3_333, 3_333]],
    [10_001, 3, [3_335, 3_333, 3_333]],
    [12, 12, Array.from({ length: 12 }, () => 1)],
    [23, 12, [12, ...Array.from({ length: 11 }, () => 1)]],
    [100_000, 12, [8_337, ...Array.from({ length: 11 }, () => 8_333)]],
    [1, 1, [1]],
    [5, 2, [3, 2]],
  ])('%i cents in %i invoice(s): %j, leftover cents on the first', (total, count, amounts) => {
    const schedule = manualInvoiceSchedule(total, count, '2026-01-15');
    expect(schedule.map((line) => line.amount)).toEqual(amounts);
    expect(schedule.reduce((sum, line) => sum + line.amount, 0)).toBe(total);
    expect(schedule.map((line) => line.sequence)).toEqual(amounts.map((_, i) => i + 1));
  });

  it('adds up exactly for every count and many totals', () => {
    for (let count = 0; count <= MANUAL_INVOICE_MAX_COUNT; count += 1) {
      for (const total of [12, 13, 99, 100, 101, 12_345, 999_999, 1_000_007]) {
        const amounts = manualInvoiceSchedule(total, count, '2026-01-01').map((line) => line.amount);
        expect(amounts).toHaveLength(Math.max(1, count));
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThan(Math.max(1, count));
        expect(amounts.slice(1).every((amount) => amount === amounts[1])).toBe(true);
      }
    }
  });

  it.each([
    ['2026-01-15', 3, ['2026-01-15', '2026-02-15', '2026-03-15']],
    ['2026-01-31', 3, ['2026-01-31', '2026-02-28', '2026-03-31']],
    ['2027-12-31', 3, ['2027-12-31', '2028-01-31', '2028-02-29']],
    ['2026-06-30', 1, ['2026-06-30']],
  ])('from %s, %i invoice(s) fall due on %j (today, then monthly)', (today, count, days) => {
    expect(manualInvoiceSchedule(900, count, today).map((line) => line.dueDay)).toEqual(days);
  });

  it.each([
    [0, 1, RangeError],
    [-100, 1, RangeError],
    [10.5, 1, RangeError],
    [100, 13, RangeError],
    [100, -1, RangeError],
    [100, 1.5, RangeError],
    [11, 12, RangeError],
  ])('refuses %s cents in %s invoices', (total, count, error) => {
    expect(() => manualInvoiceSchedule(total, count, '2026-01-01')).toThrow(error);
  });

  it('refuses a split that would leave an invoice at zero cents', () => {
    expect(() => manualInvoiceSchedule(11, 12, '2026-01-01')).toThrow(
      MANUAL_INVOICE_MESSAGES.tooSmallToSplit,
    );
  });
});

describe('manual invoice reasons and count', () => {
  it('lists the eight reasons of spec 9', () => {
    expect(MANUAL_INVOICE_REASONS.map((reason) => reason.label)).toEqual([
      'Multiple invoices',
      'Error refund',
      'Lost dispute',
      'Reinstatement',
      'ERP',
      'Requested card',
      'Cancellation balance',
      'Registered letter',
    ]);
    expect(new Set(MANUAL_INVOICE_REASONS.map((reason) => reason.value)).size).toBe(8);
    expect(manualInvoiceReasonLabel('lost-dispute')).toBe('Lost dispute');
  });

  it.each([
    [undefined, null],
    [0, null],
    [1, null],
    [12, null],
    [13, 'This number should be smaller than or equal to 12.'],
    [100, 'This number should be smaller than or equal to 12.'],
  ])('count %s: %s', (count, message) => {
    expect(manualInvoiceCountError(count)).toBe(message);
  });
});
