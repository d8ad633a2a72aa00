import { describe, expect, it } from 'vitest';
import {
  brokerCancellationDateWindow,
  BROKER_DATE_WINDOW_MESSAGE,
  canSubmitCancellation,
  isPdfFile,
  validateCancellationForm,
  validateCancellationPremiums,
  type CancellationFormContext,
  type CancellationFormValues,
} from './validate.ts';
import { makeInput } from './cancellation.test-support.ts';
import { computeCancellation } from './compute.ts';

const MISMATCH = 'The Policy Premium should be equal to the sum of Total Return Premium and Earned Premium.';
const NOT_NEGATIVE = 'Please input a negative number or 0.';
const TOTAL = 'Total Return Premium should be equal to the sum of above Premiums to proceed Cancellation.';
const SELECT_DATE = 'Please select cancellation effective date.';

const base = {
  returnPremiums: { contentsPremium: -600, liabilityPremium: -400 },
  customBrokerFee: 0,
  totalReturnPremium: -1_000,
  earnedPremium: 9_000,
  policyPremium: 10_000,
};

describe('validateCancellationPremiums (spec 5)', () => {
  it.each([
    ['consistent figures', {}, []],
    ['a cent off passes', { earnedPremium: 9_001 }, []],
    ['two cents off fails', { earnedPremium: 9_002 }, [{ field: 'policyPremium', message: MISMATCH }]],
    ['a negative policy premium compares by magnitude', { policyPremium: -10_000 }, []],
    [
      'a positive line',
      { returnPremiums: { contentsPremium: 600, liabilityPremium: -1_600 } },
      [{ field: 'cancel_override_contentsPremium', message: NOT_NEGATIVE }],
    ],
    [
      'a positive custom broker fee',
      { customBrokerFee: 5 },
      [{ field: 'customBrokerFee', message: NOT_NEGATIVE }],
    ],
    ['a custom broker fee is not in the total', { customBrokerFee: -500 }, []],
    [
      'a total that is not the sum',
      { totalReturnPremium: -900, earnedPremium: 9_100 },
      [{ field: 'totalReturnPremium', message: TOTAL }],
    ],
    [
      'a positive total',
      {
        returnPremiums: { contentsPremium: 0, liabilityPremium: 0 },
        totalReturnPremium: 1,
        earnedPremium: 9_999,
      },
      [
        { field: 'totalReturnPremium', message: NOT_NEGATIVE },
        { field: 'totalReturnPremium', message: TOTAL },
      ],
    ],
  ])('%s', (_name, change, issues) => {
    expect(validateCancellationPremiums({ ...base, ...change })).toEqual(issues);
  });
});

const fullFlow: CancellationFormContext = {
  isBroker: false,
  today: '2025-05-01',
  policyExpiryDay: '2026-03-01',
};
const broker: CancellationFormContext = { ...fullFlow, isBroker: true };
const complete: CancellationFormValues = {
  cancellationReason: 'Tenant Moved',
  cancellationDescription: 'Policy Cancellation',
  cancOption: 'shortrate',
  cancEffectiveDate: '2025-06-09',
};
const signed = { name: 'signed-cancellation.PDF', type: 'application/pdf' };

describe('validateCancellationForm (spec 5)', () => {
  it.each<[string, CancellationFormValues, CancellationFormContext, { field: string; message: string }[]]>([
    ['a complete full-flow form', complete, fullFlow, []],
    [
      'nothing chosen',
      {},
      fullFlow,
      [
        { field: 'cancellationReason', message: 'Required' },
        { field: 'cancellationDescription', message: 'Required' },
        { field: 'cancEffectiveDate', message: 'Required' },
        { field: 'cancOption', message: 'Required' },
      ],
    ],
    [
      'an option before a date',
      { ...complete, cancEffectiveDate: null },
      fullFlow,
      [
        { field: 'cancEffectiveDate', message: 'Required' },
        { field: 'cancOption', message: SELECT_DATE },
      ],
    ],
    ['a full-flow user may pick a past date', { ...complete, cancEffectiveDate: '2025-03-01' }, fullFlow, []],
    [
      'a broker with a signed PDF, today',
      { cancellationReason: 'Tenant Moved', cancEffectiveDate: '2025-05-01', signedForm: signed },
      broker,
      [],
    ],
    [
      'a broker on the expiry date',
      { cancellationReason: 'Tenant Moved', cancEffectiveDate: '2026-03-01', signedForm: signed },
      broker,
      [],
    ],
    [
      'a broker dating it yesterday',
      { cancellationReason: 'Tenant Moved', cancEffectiveDate: '2025-04-30', signedForm: signed },
      broker,
      [{ field: 'cancEffectiveDate', message: BROKER_DATE_WINDOW_MESSAGE }],
    ],
    [
      'a broker dating it after the expiry',
      { cancellationReason: 'Tenant Moved', cancEffectiveDate: '2026-03-02', signedForm: signed },
      broker,
      [{ field: 'cancEffectiveDate', message: BROKER_DATE_WINDOW_MESSAGE }],
    ],
    [
      'a broker without the signed form',
      { cancellationReason: 'Tenant Moved', cancEffectiveDate: '2025-06-09' },
      broker,
      [{ field: 'signedForm', message: 'Required' }],
    ],
    [
      'a broker uploading a picture',
      {
        cancellationReason: 'Tenant Moved',
        cancEffectiveDate: '2025-06-09',
        signedForm: { name: 'form.png' },
      },
      broker,
      [{ field: 'signedForm', message: 'Not a valid file type' }],
    ],
  ])('%s', (_name, values, context, issues) => {
    expect(validateCancellationForm(values, context)).toEqual(issues);
  });

  it('tells a PDF by its name and media type', () => {
    expect(isPdfFile({ name: 'a.pdf' })).toBe(true);
    expect(isPdfFile({ name: 'a.pdf', type: 'image/png' })).toBe(false);
    expect(isPdfFile({ name: 'pdf' })).toBe(false);
  });

  it('gives the broker date picker its window', () => {
    expect(brokerCancellationDateWindow('2025-05-01', '2026-03-01')).toEqual({
      min: '2025-05-01',
      max: '2026-03-01',
    });
  });
});

describe('canSubmitCancellation', () => {
  const premiums = computeCancellation(makeInput());
  it.each([
    ['complete with premiums', complete, premiums, true],
    ['premiums not fetched yet', complete, null, false],
    ['an incomplete form', { ...complete, cancellationReason: '' }, premiums, false],
    ['a premium issue', complete, { ...premiums, totalReturnPremium: -1 }, false],
  ])('%s', (_name, values, figures, enabled) => {
    expect(canSubmitCancellation(values, fullFlow, figures)).toBe(enabled);
  });
});
