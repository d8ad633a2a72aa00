import { describe, expect, it } from 'vitest';
import { entriesByInvoice, invoiceBalance, ledgerBalances, type LedgerEntry } from '../ledger/entries.ts';
import { draw, random, seeds } from '../test-support/random.ts';
import {
  creditApplicationEntries,
  netOpenCredits,
  refundAfterCredit,
  withOpenCreditsApplied,
} from './open-credits.ts';

const charge = (invoiceId: string, amount: number): LedgerEntry => ({
  kind: 'charge',
  component: 'planPayment',
  amount,
  invoiceId,
});
const credit = (invoiceId: string, amount: number): LedgerEntry => ({
  kind: 'charge',
  component: 'financeAdjustment',
  amount: -amount,
  invoiceId,
});

const outstandingOf = (entries: readonly LedgerEntry[]) =>
  new Map([...entriesByInvoice(entries)].map(([id, group]) => [id, invoiceBalance(group).outstanding]));

describe('netOpenCredits', () => {
  it('takes a pending credit off the invoices asked for before anything is charged (issue 24: $905.19)', () => {
    const entries = [charge('i2', 300_000), charge('i3', 148_317), credit('cn', 90_519)];
    const netting = netOpenCredits(entries, ['i2', 'i3']);
    expect(netting.applications).toEqual([{ creditNoteId: 'cn', invoiceId: 'i2', amount: 90_519 }]);
    expect(netting.applied).toBe(90_519);
    expect(netting.creditLeft).toBe(0);
    const after = outstandingOf([...entries, ...creditApplicationEntries(netting.applications)]);
    expect(after.get('i2')! + after.get('i3')!).toBe(357_798);
    expect(after.get('cn')).toBe(0);
  });

  it('leaves a credit larger than what is asked owed to the insured', () => {
    const entries = [charge('bal', 13_618), credit('cn', 27_000)];
    const { entries: applied, netting } = withOpenCreditsApplied(entries, ['bal']);
    expect(netting).toMatchObject({ applied: 13_618, creditLeft: 13_382 });
    expect(ledgerBalances(applied)).toMatchObject({ owing: 0, refundPending: 13_382 });
  });

  it('only touches the invoices asked for, in the order given, oldest credit note first', () => {
    const entries = [credit('old', 500), charge('a', 1_000), charge('b', 1_000), credit('new', 800)];
    expect(netOpenCredits(entries, ['b']).applications).toEqual([
      { creditNoteId: 'old', invoiceId: 'b', amount: 500 },
      { creditNoteId: 'new', invoiceId: 'b', amount: 500 },
    ]);
    expect(netOpenCredits(entries, ['a', 'a', 'unknown']).applied).toBe(1_000);
    expect(netOpenCredits([charge('a', 1_000)], ['a'])).toEqual({
      applications: [],
      applied: 0,
      creditLeft: 0,
    });
  });

  it.each(seeds(2400, 300))(
    'never changes what the policy is owed net, nor turns an invoice into a credit or back (seed %i)',
    (seed) => {
      const { int, pick, chance } = draw(random(seed));
      const ids = ['a', 'b', 'c', 'd', 'e'];
      const entries = Array.from({ length: int(0, 12) }, () => {
        const amount = int(1, 100_000);
        return chance(0.4) ? credit(pick(ids), amount) : charge(pick(ids), amount);
      });
      const asked = ids.filter(() => chance(0.5));
      const before = ledgerBalances(entries);
      const { entries: applied, netting } = withOpenCreditsApplied(entries, asked);
      const after = ledgerBalances(applied);
      expect(after.owing - after.refundPending).toBe(before.owing - before.refundPending);
      expect(before.owing - after.owing).toBe(netting.applied);
      expect(after.refundPending).toBe(netting.creditLeft);
      const was = outstandingOf(entries);
      const now = outstandingOf(applied);
      for (const [id, amount] of now)
        expect(Math.sign(amount) * Math.sign(was.get(id)!)).toBeGreaterThanOrEqual(0);
      // Either nothing asked for is still owed, or no credit is left.
      const stillAsked = asked.reduce((sum, id) => sum + Math.max(0, now.get(id) ?? 0), 0);
      expect(stillAsked === 0 || netting.creditLeft === 0).toBe(true);
    },
  );
});

describe('refundAfterCredit', () => {
  it('lowers the pending refund by the credit taken off invoices, and closes it at 0', () => {
    expect(refundAfterCredit(27_000, 13_618)).toEqual({ amount: 13_382, status: 'pending' });
    expect(refundAfterCredit(90_519, 90_519)).toEqual({ amount: 0, status: 'applied' });
    expect(() => refundAfterCredit(100, 101)).toThrow(RangeError);
    expect(() => refundAfterCredit(100, -1)).toThrow(RangeError);
  });
});
