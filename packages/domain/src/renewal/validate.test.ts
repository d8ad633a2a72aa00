import { describe, expect, it } from 'vitest';
import { stopInitiators } from './reasons.ts';
import { canDeclineRenewal, stopActionsFor, type StopActionRecord } from './stop-actions.ts';
import { validateDecline, validateStopAction } from './validate.ts';

const good = {
  reason: 'non-disclosure',
  reasonDescription: 'Prior losses not declared.',
  initiator: 'insurer',
};

describe('validateStopAction (spec 5)', () => {
  it.each([
    ['no reason', { ...good, reason: '' }],
    ['no description', { ...good, reasonDescription: '   ' }],
    ['no initiator', { ...good, initiator: undefined }],
    ['nothing', {}],
  ])('%s: Required fields need to be filled', (_name, input) => {
    expect(validateStopAction(input, null)).toBe('Required fields need to be filled');
  });

  it('accepts a listed reason and initiator', () => {
    expect(validateStopAction(good, null)).toBeNull();
  });

  it('refuses an unlisted reason or initiator', () => {
    expect(validateStopAction({ ...good, reason: 'bored' }, null)).toBe('Choose one of the listed reasons.');
    expect(validateStopAction({ ...good, initiator: 'marketplace' }, null)).toBe(
      'Choose who asked for the stop from the list.',
    );
    expect(validateStopAction({ ...good, initiator: 'marketplace' }, 'Condo Hub')).toBeNull();
  });
});

describe('stopInitiators (spec 9)', () => {
  it('lists the company, the insurer and the marketplace by name', () => {
    expect(stopInitiators('Condo Hub').map((choice) => choice.label)).toEqual([
      'Apollo',
      'Insurer',
      'Condo Hub',
    ]);
    expect(stopInitiators(null).map((choice) => choice.value)).toEqual(['company', 'insurer']);
  });
});

describe('validateDecline (spec 5)', () => {
  it.each([
    [{ declineReason: 'price' }, null],
    [{ declineReason: 'other', declineDescription: 'Moving abroad' }, null],
    [{ declineReason: 'other', declineDescription: ' ' }, 'Please provide more details'],
    [{ declineReason: 'other' }, 'Please provide more details'],
    [{ declineReason: '' }, 'Choose why the renewal is declined.'],
    [{ declineReason: 'cheaper' }, 'Choose why the renewal is declined.'],
  ])('%j: %s', (input, message) => {
    expect(validateDecline(input)?.message ?? null).toBe(message);
  });
});

const rec = (overrides: Partial<StopActionRecord>): StopActionRecord => ({
  status: 'bound',
  salesStatus: 'Closed-Won',
  nonRenewable: false,
  ...overrides,
});
const RENEWAL = rec({ status: 'quoted', salesStatus: 'Open', renewalOfId: 'p-1' });

describe('stopActionsFor and canDeclineRenewal', () => {
  it.each<[string, StopActionRecord, string[], boolean]>([
    ['bound renewable policy', rec({}), ['stopRenewal'], true],
    ['non-renewable policy', rec({ nonRenewable: true }), [], false],
    ['quoted new business', rec({ status: 'quoted', salesStatus: 'Open' }), ['stopBind'], false],
    ['referred new business', rec({ status: 'referred', salesStatus: 'Open' }), ['stopBind'], false],
    ['bind already stopped', rec({ status: 'quoted', salesStatus: 'Open', bindStopped: true }), [], false],
    ['started application', rec({ status: 'started', salesStatus: 'Open' }), [], false],
    ['open renewal application', RENEWAL, ['stopRenewal', 'stopBind'], true],
    ['declined renewal', { ...RENEWAL, salesStatus: 'Closed-Loss' }, [], false],
    ['stopped renewal', { ...RENEWAL, nonRenewable: true, bindStopped: true }, [], false],
    [
      'bound renewal (the new term)',
      { ...RENEWAL, status: 'bound', salesStatus: 'Closed-Won' },
      ['stopRenewal'],
      true,
    ],
    ['cancelled policy', rec({ status: 'cancelled' }), [], false],
  ])('%s', (_name, record, stops, declinable) => {
    expect(stopActionsFor(record)).toEqual(stops);
    expect(canDeclineRenewal(record)).toBe(declinable);
  });
});
