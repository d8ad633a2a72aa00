import { describe, expect, it } from 'vitest';
import {
  changedFields,
  formatDelta,
  formatFieldValue,
  newestFirst,
  transactionTypeLabel,
} from './transactions.ts';

describe('formatDelta', () => {
  it.each([
    [12_345, '+$123.45'],
    [1, '+$0.01'],
    [0, '$0.00'],
    [-1, '\u2212$0.01'],
    [-123_456, '\u2212$1,234.56'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatDelta(cents)).toBe(text);
  });
});

describe('changedFields', () => {
  it('lists only the fields whose value changed, nested paths with readable labels', () => {
    expect(
      changedFields(
        { status: 'bound', form: { 'insured-name': 'Ann', 'business-address-city': 'Toronto' } },
        { status: 'cancelled', form: { 'insured-name': 'Ann', 'business-address-city': 'Ottawa' } },
      ),
    ).toEqual([
      { path: 'status', label: 'Status', before: 'Bound', after: 'Cancelled' },
      {
        path: 'form.business-address-city',
        label: 'Form › Business address city',
        before: 'Toronto',
        after: 'Ottawa',
      },
    ]);
  });

  it('treats a missing side as empty', () => {
    expect(changedFields(null, { policyNumber: 'TEN-1' })).toEqual([
      { path: 'policyNumber', label: 'Policy number', before: '—', after: 'TEN-1' },
    ]);
    expect(changedFields({ feeWaived: true }, undefined)).toEqual([
      { path: 'feeWaived', label: 'Fee waived', before: 'Yes', after: '—' },
    ]);
  });

  it('finds nothing when nothing changed', () => {
    expect(changedFields({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('formatFieldValue', () => {
  it.each([
    ['policyExpiryDate', '2026-03-01T08:01:00.000Z', '2026-03-01'],
    ['status', 'lapsed', 'Lapsed'],
    ['status', 'toString', 'toString'],
    ['feeWaived', false, 'No'],
    ['limit', 2_000_000, '2000000'],
    ['operations', ['yoga', 'pilates'], '["yoga","pilates"]'],
    ['comment', '', '—'],
    ['total', 24_386, '$243.86'],
    ['paymentPeriod', 'monthly', 'Monthly'],
    ['cancOption', 'prorata', 'PRO RATA'],
    ['cancOption', 'mrp', 'MRP'],
    ['cancOption', 'nonsense', 'nonsense'],
  ])('%s: %j -> %s', (path, value, text) => {
    expect(formatFieldValue(path, value)).toBe(text);
  });

  it('names a renewal by the policy number and its term, never by its id', () => {
    const id = 'c0ffee00-0000-4000-8000-000000000042';
    const context = { policyNumber: 'TEN-1', effectiveDate: '2026-03-01T08:01:00.000Z' };
    expect(formatFieldValue('renewalId', id, context)).toBe('TEN-1, term from 2026-03-01');
    expect(formatFieldValue('renewalId', id, { effectiveDate: context.effectiveDate })).toBe(
      'Term from 2026-03-01',
    );
    expect(changedFields(null, { renewalId: id }, context)[0]?.label).toBe('Renewal');
  });
});

describe('transactionTypeLabel and newestFirst', () => {
  it('keeps stored titles and humanises keys', () => {
    expect(transactionTypeLabel('New Business')).toBe('New Business');
    expect(transactionTypeLabel('manual_bind')).toBe('Manual bind');
  });

  it('orders by when each was recorded, newest first', () => {
    const items = [
      { id: 'a', createdAt: '2025-02-22T19:00:00.000Z' },
      { id: 'c', createdAt: '2025-09-01T16:00:00.000Z' },
      { id: 'b', createdAt: '2025-06-10T17:00:00.000Z' },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(items.map((item) => item.id)).toEqual(['a', 'c', 'b']);
  });
});
