import { describe, expect, it } from 'vitest';
import { flagsFromGroups } from '../roles.ts';
import { AGENCY_MISTAKE_REASON, TRANSFER_REASONS, transferReasonsFor } from './reasons.ts';
import {
  canChooseBrokerage,
  canOwnAccounts,
  isIrreversibleTransfer,
  TRANSFER_MESSAGES,
  transferRefusal,
  type TransferChoice,
} from './rules.ts';

const AGENCY = { id: 'agency', isAgency: true };
const MAPLE = { id: 'maple', isAgency: false };
const COASTAL = { id: 'coastal', isAgency: false };
const admin = flagsFromGroups(['SuperAdmin', 'Apollo']);
const broker = flagsFromGroups(['Standard']);

const choice = (overrides: Partial<TransferChoice> = {}): TransferChoice => ({
  selectedBrokerage: 'maple',
  selectedBrokerId: 'priya',
  transferReason: 'Broker no longer works there',
  ...overrides,
});

describe('transfer reasons', () => {
  it('offers the seven reasons, and the agency mistake only for an account held by the agency', () => {
    expect(TRANSFER_REASONS).toHaveLength(7);
    expect(transferReasonsFor(MAPLE)).not.toContain(AGENCY_MISTAKE_REASON);
    expect(transferReasonsFor(AGENCY)).toEqual([...TRANSFER_REASONS, AGENCY_MISTAKE_REASON]);
  });
});

describe('transferRefusal', () => {
  const original = { brokerage: MAPLE, brokerId: 'blake' };
  it.each([
    ['no broker', choice({ selectedBrokerId: ' ' }), 400, TRANSFER_MESSAGES.required],
    ['no brokerage', choice({ selectedBrokerage: '' }), 400, TRANSFER_MESSAGES.required],
    ['no reason', choice({ transferReason: '' }), 400, TRANSFER_MESSAGES.required],
    ['an unlisted reason', choice({ transferReason: 'Because' }), 400, TRANSFER_MESSAGES.unknownReason],
    [
      'the agency reason on a brokerage account',
      choice({ transferReason: AGENCY_MISTAKE_REASON }),
      400,
      TRANSFER_MESSAGES.unknownReason,
    ],
    ['the same broker', choice({ selectedBrokerId: 'blake' }), 400, TRANSFER_MESSAGES.nothingChanged],
    [
      'another brokerage',
      choice({ selectedBrokerage: 'coastal', selectedBrokerId: 'casey' }),
      403,
      TRANSFER_MESSAGES.otherBrokerage,
    ],
  ])('refuses %s for a broker', (_name, picked, status, message) => {
    expect(transferRefusal({ flags: broker, original, choice: picked })).toEqual({ status, message });
  });

  it('lets a broker reassign within the brokerage', () => {
    expect(transferRefusal({ flags: broker, original, choice: choice() })).toBeNull();
  });

  it('lets a super admin move the account to another brokerage, even to the same broker id elsewhere', () => {
    const picked = choice({ selectedBrokerage: 'coastal', selectedBrokerId: 'blake' });
    expect(transferRefusal({ flags: admin, original, choice: picked })).toBeNull();
    expect(
      transferRefusal({ flags: admin, original, choice: choice({ selectedBrokerId: 'blake' }) }),
    ).toEqual({ status: 400, message: TRANSFER_MESSAGES.nothingChanged });
  });

  it('accepts the agency mistake reason on an agency account', () => {
    const agencyAccount = { brokerage: AGENCY, brokerId: 'avery' };
    const picked = choice({ selectedBrokerage: 'maple', transferReason: AGENCY_MISTAKE_REASON });
    expect(transferRefusal({ flags: admin, original: agencyAccount, choice: picked })).toBeNull();
  });
});

describe('who does what', () => {
  it('only a super admin chooses the brokerage', () => {
    expect(canChooseBrokerage(admin)).toBe(true);
    expect(canChooseBrokerage(flagsFromGroups(['Underwriter', 'Apollo']))).toBe(false);
    expect(canChooseBrokerage(broker)).toBe(false);
  });

  it('active, confirmed users who are not only carriers own accounts', () => {
    const active = { disabled: false, confirmed: true };
    expect(canOwnAccounts(broker, active)).toBe(true);
    expect(canOwnAccounts(broker, { ...active, disabled: true })).toBe(false);
    expect(canOwnAccounts(broker, { ...active, confirmed: false })).toBe(false);
    expect(canOwnAccounts(flagsFromGroups(['Carrier'], 'Aviva'), active)).toBe(false);
  });

  it('a move to another non-agency brokerage is irreversible; to the agency or within one it is not', () => {
    expect(isIrreversibleTransfer(MAPLE, COASTAL)).toBe(true);
    expect(isIrreversibleTransfer(AGENCY, MAPLE)).toBe(true);
    expect(isIrreversibleTransfer(MAPLE, AGENCY)).toBe(false);
    expect(isIrreversibleTransfer(MAPLE, MAPLE)).toBe(false);
  });
});
