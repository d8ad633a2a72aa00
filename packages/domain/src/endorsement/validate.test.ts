import { describe, expect, it } from 'vitest';
import {
  ENDORSEMENT_VALIDATION_MESSAGES as M,
  isCardComplete,
  validateCardPostalCode,
  validateEndorsement,
  type EndorsementInput,
} from './validate.ts';

const policy = { effectiveDay: '2025-03-01', expiryDay: '2026-03-01', productId: 'tenants' };
const input = (overrides: Partial<EndorsementInput> = {}): EndorsementInput => ({
  reason: 'Amend Named Insured',
  reasonText: '',
  effectiveDate: '2025-06-01',
  changes: [{ field: 'insured-name', newValue: 'Jordan A. Rivera' }],
  policy,
  ...overrides,
});
const TODAY = '2025-05-20';

describe('validateEndorsement (spec 5)', () => {
  it('accepts a complete endorsement', () => {
    expect(validateEndorsement(input(), TODAY)).toEqual({});
  });

  it.each<[string, Partial<EndorsementInput>, Record<string, string>]>([
    ['no reason', { reason: '', changes: [] }, { reason: 'Required' }],
    ['no date', { effectiveDate: '' }, { effectiveDate: 'Required' }],
    [
      'neither',
      { reason: ' ', effectiveDate: '', changes: [] },
      { reason: 'Required', effectiveDate: 'Required' },
    ],
    [
      'Other with 9 characters',
      { reason: 'Other', reasonText: '123456789' },
      { reasonText: 'Minimum 10 characters' },
    ],
    [
      'Other with blanks around',
      { reason: 'Other', reasonText: '   short    ' },
      { reasonText: 'Minimum 10 characters' },
    ],
    ['Other with 10 characters', { reason: 'Other', reasonText: 'Ten chars!' }, {}],
    [
      'Increase Limit/Add Coverage without text',
      { reason: 'Increase Limit/Add Coverage', changes: [] },
      { reasonText: 'Minimum 10 characters' },
    ],
    ['an unknown reason', { reason: 'Because' }, { reason: M.unknownReason }],
    ['a reason of another product', { reason: 'Add Mortgagee', changes: [] }, { reason: M.unknownReason }],
    [
      'a change outside the reason',
      { reason: 'Typo Fix - Email', changes: [{ field: 'phone', newValue: '416-555-0100' }] },
      { changes: "phone cannot be changed with the reason 'Typo Fix - Email'." },
    ],
    [
      'Other changes anything',
      {
        reason: 'Other',
        reasonText: 'Insured asked for it',
        changes: [{ field: 'deductible', newValue: '500' }],
      },
      {},
    ],
    ['an impossible day', { effectiveDate: '2025-02-30' }, { effectiveDate: M.invalidDate }],
    ['the first day of the term', { effectiveDate: '2025-03-01' }, {}],
    ['the last day in force', { effectiveDate: '2026-02-28' }, {}],
    [
      'the day before the term',
      { effectiveDate: '2025-02-28' },
      { effectiveDate: M.outsidePolicyPeriod('2025-03-01', '2026-03-01') },
    ],
    [
      'the expiry day',
      { effectiveDate: '2026-03-01' },
      { effectiveDate: M.outsidePolicyPeriod('2025-03-01', '2026-03-01') },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(validateEndorsement(input(overrides), TODAY)).toEqual(expected);
  });

  it('explains the policy period in the date message', () => {
    expect(M.outsidePolicyPeriod('2025-03-01', '2026-03-01')).toBe(
      'The endorsement effective date must be within the policy period: on or after 2025-03-01 and before the expiry date 2026-03-01.',
    );
  });

  it.each([
    ['2026-02-28', {}],
    ['2026-03-01', { policy: M.policyExpired }],
    ['2026-06-01', { policy: M.policyExpired }],
  ])('today %s: a policy whose term is over cannot be endorsed', (today, expected) => {
    expect(validateEndorsement(input(), today)).toEqual(expected);
  });
});

describe('validateCardPostalCode (spec 5)', () => {
  it.each([
    ['A1B2C3', null],
    ['a1b2c3', null],
    [' M5V2T6 ', null],
    ['', 'Required'],
    ['A1B 2C3', 'Postal code must match format: A1B2C3'],
    ['A1B2C', 'Postal code must match format: A1B2C3'],
    ['A1B2C3D', 'Postal code must match format: A1B2C3'],
    ['123456', 'Postal code must match format: A1B2C3'],
    ['AB12C3', 'Postal code must match format: A1B2C3'],
  ])('%j -> %j', (value, expected) => {
    expect(validateCardPostalCode(value)).toBe(expected);
  });

  it('needs number, expiry, cvc and postal code complete', () => {
    const card = { numberComplete: true, expiryComplete: true, cvcComplete: true, postalCode: 'A1B2C3' };
    expect(isCardComplete(card)).toBe(true);
    expect(isCardComplete({ ...card, cvcComplete: false })).toBe(false);
    expect(isCardComplete({ ...card, postalCode: 'A1B' })).toBe(false);
  });
});
