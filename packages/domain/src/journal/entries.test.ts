import { describe, expect, it } from 'vitest';
import { draw, random, seeds } from '../test-support/random.ts';
import {
  entriesToWrite,
  entryCredits,
  entryDebits,
  isBalanced,
  ledgerMoneyEntry,
  payoutEntry,
  transactionEntry,
  trialBalance,
  type TransactionSource,
} from './entries.ts';

const source = (figures: TransactionSource['figures'], province = 'BC'): TransactionSource => ({
  id: 'tx-1',
  date: '2026-11-02',
  type: 'New Business',
  policyNumber: 'APL-1000001',
  province,
  figures,
});

/** Figures with nothing of premium, taxes or fees: a row's own amount alone. */
const zero = {
  premium: 0,
  brokerCommission: 0,
  mgaCommission: 0,
  insurerPremium: 0,
  taxes: 0,
  fees: 0,
  pst: 0,
};

/** Figures that add up as the commission report's do: premium split three ways, total = premium + taxes + fees. */
function randomFigures(next: () => number): TransactionSource['figures'] {
  const { int, chance } = draw(next);
  const sign = chance(0.3) ? -1 : 1;
  const premium = sign * int(0, 5_000_000);
  const brokerCommission = Math.trunc(premium * (int(0, 2500) / 10_000));
  const mgaCommission = Math.trunc(premium * (int(0, 1500) / 10_000));
  const taxes = sign * int(0, 400_000);
  const fees = chance(0.2) ? 0 : sign * int(0, 50_000);
  const pst = Math.trunc(fees * (int(0, 700) / 10_000));
  const gstHst = chance(0.3) ? undefined : Math.trunc(fees * (int(0, 1300) / 10_000));
  return {
    premium,
    brokerCommission,
    mgaCommission,
    insurerPremium: premium - brokerCommission - mgaCommission,
    taxes,
    fees,
    pst,
    gstHst,
    totalCharged: premium + taxes + fees,
  };
}

describe('journal entries balance', () => {
  it('a bind: the insured owes the total, split to insurer, broker, MGA, taxes and fees', () => {
    const entry = transactionEntry(
      source({
        premium: 100_000,
        brokerCommission: 15_000,
        mgaCommission: 10_000,
        insurerPremium: 75_000,
        taxes: 4_400,
        fees: 3_210,
        pst: 210,
        totalCharged: 107_610,
      }),
    );
    expect(entry.lines).toEqual([
      { accountCode: '1100', accountName: 'Premium receivable from insureds', debit: 107_610, credit: 0 },
      { accountCode: '2100', accountName: 'Premium payable to insurers', debit: 0, credit: 75_000 },
      { accountCode: '2110', accountName: 'Commission payable to brokers', debit: 0, credit: 15_000 },
      { accountCode: '4000', accountName: 'MGA commission revenue', debit: 0, credit: 10_000 },
      { accountCode: '2200-BC', accountName: 'Premium tax payable BC', debit: 0, credit: 4_400 },
      { accountCode: '2210-BC', accountName: 'PST payable BC', debit: 0, credit: 210 },
      { accountCode: '4100', accountName: 'Fee revenue', debit: 0, credit: 3_000 },
    ]);
    expect(isBalanced(entry)).toBe(true);
  });

  it("a fee's GST/HST is owed to the province's GST/HST account, not fee revenue", () => {
    const entry = transactionEntry({
      ...source({
        premium: 50_000,
        brokerCommission: 7_500,
        mgaCommission: 5_000,
        insurerPremium: 37_500,
        taxes: 0,
        fees: 2_825,
        pst: 0,
        gstHst: 325,
        totalCharged: 52_825,
      }),
      province: 'ON',
    });
    expect(entry.lines.slice(-2)).toEqual([
      { accountCode: '2220-ON', accountName: 'GST/HST payable ON', debit: 0, credit: 325 },
      { accountCode: '4100', accountName: 'Fee revenue', debit: 0, credit: 2_500 },
    ]);
    expect(isBalanced(entry)).toBe(true);
  });

  it('a return flips every side: the receivable is credited, payables debited', () => {
    const entry = transactionEntry(
      source({
        premium: -50_000,
        brokerCommission: -7_500,
        mgaCommission: -5_000,
        insurerPremium: -37_500,
        taxes: -2_200,
        fees: 0,
        pst: 0,
        totalCharged: -52_200,
      }),
    );
    expect(entry.lines[0]).toMatchObject({ accountCode: '1100', debit: 0, credit: 52_200 });
    expect(entry.lines.find((line) => line.accountCode === '2100')).toMatchObject({
      debit: 37_500,
      credit: 0,
    });
    expect(entry.lines).toHaveLength(5);
    expect(isBalanced(entry)).toBe(true);
  });

  it('figures that do not add up put the difference in suspense, never in another account', () => {
    const entry = transactionEntry(
      source({
        premium: 1_000,
        brokerCommission: 100,
        mgaCommission: 100,
        insurerPremium: 800,
        taxes: 0,
        fees: 0,
        pst: 0,
        totalCharged: 1_003,
      }),
    );
    expect(entry.lines.find((line) => line.accountCode === '2900')).toMatchObject({ credit: 3, debit: 0 });
    expect(isBalanced(entry)).toBe(true);
  });

  it('a cancellation of a monthly plan: the receivable moves by its total charged, voided instalments included (no suspense)', () => {
    // Figures of a monthly tenants policy cancelled pro rata (issue 24 item 7): the return is
    // premium + taxes + fees = -197.78; the ledger voids 235.95 of instalments not yet paid and
    // invoices a balance of 38.17, so what it bills changes by -197.78: its total charged.
    // Before, the total charged was the balance alone (38.17) and 235.95 landed in suspense.
    const cancellation = {
      ...source({
        premium: -16_714,
        brokerCommission: -2_507,
        mgaCommission: -1_672,
        insurerPremium: -12_535,
        taxes: -1_337,
        fees: -1_727,
        pst: 0,
        gstHst: 0,
        totalCharged: 3_817 - 23_595,
      }),
      type: 'Cancellation',
    };
    const entry = transactionEntry(cancellation);
    expect(entry.lines.some((line) => line.accountCode === '2900')).toBe(false);
    expect(entry.lines.find((line) => line.accountCode === '1100')).toMatchObject({
      debit: 0,
      credit: 19_778,
    });
    expect(isBalanced(entry)).toBe(true);
    // A total charged its figures do not explain is not hidden in the receivable: suspense shows it.
    const unexplained = transactionEntry({
      ...cancellation,
      figures: { ...cancellation.figures, totalCharged: 3_817 },
    });
    expect(unexplained.lines.find((line) => line.accountCode === '1100')).toMatchObject({ debit: 3_817 });
    expect(unexplained.lines.find((line) => line.accountCode === '2900')).toMatchObject({ credit: 23_595 });
    expect(isBalanced(unexplained)).toBe(true);
  });

  it('a finance adjustment or manual invoice: its own amount is adjustments revenue, not suspense', () => {
    const charge = transactionEntry({
      ...source({ ...zero, totalCharged: 1_234 }),
      type: 'Finance Adjustment',
    });
    expect(charge.lines).toEqual([
      { accountCode: '1100', accountName: 'Premium receivable from insureds', debit: 1_234, credit: 0 },
      { accountCode: '4200', accountName: 'Finance adjustments and manual charges', debit: 0, credit: 1_234 },
    ]);
    const credit = transactionEntry({
      ...source({ ...zero, totalCharged: -1_000 }),
      type: 'Finance Adjustment',
    });
    expect(credit.lines.find((line) => line.accountCode === '4200')).toMatchObject({
      debit: 1_000,
      credit: 0,
    });
    const manual = transactionEntry({ ...source({ ...zero, totalCharged: 5_000 }), type: 'Manual Invoice' });
    expect(manual.lines.some((line) => line.accountCode === '2900')).toBe(false);
    // Any other type with money of its own still shows it in suspense, to investigate.
    const other = transactionEntry({ ...source({ ...zero, totalCharged: 1_000 }), type: 'Endorsement' });
    expect(other.lines.find((line) => line.accountCode === '2900')).toMatchObject({ credit: 1_000 });
    // A void that asks for more is no write-off: suspense too.
    const voidUp = transactionEntry({ ...source({ ...zero, totalCharged: 1_000 }), type: 'Void Invoice' });
    expect(voidUp.lines.find((line) => line.accountCode === '2900')).toMatchObject({ credit: 1_000 });
    expect(voidUp.lines.some((line) => line.accountCode === '6100')).toBe(false);
  });

  it('a voided premium invoice is written off as bad debt; a voided fee or manual invoice reverses its revenue', () => {
    const instalment = transactionEntry({
      ...source({ ...zero, totalCharged: -2_104 }),
      type: 'Void Invoice',
    });
    expect(instalment.lines).toEqual([
      { accountCode: '1100', accountName: 'Premium receivable from insureds', debit: 0, credit: 2_104 },
      { accountCode: '6100', accountName: 'Bad debt expense', debit: 2_104, credit: 0 },
    ]);
    const fee = transactionEntry({
      ...source({ ...zero, fees: -2_500, totalCharged: -2_500 }),
      type: 'Void Invoice',
    });
    expect(fee.lines.some((line) => line.accountCode === '6100' || line.accountCode === '2900')).toBe(false);
    const manual = transactionEntry({
      ...source({ ...zero, totalCharged: -5_000, creditReversed: -5_000 }),
      type: 'Void Invoice',
    });
    expect(manual.lines.find((line) => line.accountCode === '4200')).toMatchObject({ debit: 5_000 });
    expect(manual.lines.some((line) => line.accountCode === '6100' || line.accountCode === '2900')).toBe(
      false,
    );
    for (const entry of [instalment, fee, manual]) expect(isBalanced(entry)).toBe(true);
  });

  it('a cancellation that took back a finance credit unused: the credit reverses adjustments revenue, not suspense', () => {
    // A monthly policy credited $30.00 on its open instalment, then cancelled flat: the ledger voids
    // the instalment as reduced, so it bills $30.00 more than the return (docs/decisions/0061).
    const figures = {
      premium: -10_000,
      brokerCommission: -1_500,
      mgaCommission: -1_000,
      insurerPremium: -7_500,
      taxes: -800,
      fees: 0,
      pst: 0,
      gstHst: 0,
      totalCharged: -10_800 + 3_000,
      creditReversed: 3_000,
    };
    const taken = transactionEntry({ ...source(figures), type: 'Cancellation' });
    expect(taken.lines.some((line) => line.accountCode === '2900')).toBe(false);
    expect(taken.lines.find((line) => line.accountCode === '4200')).toMatchObject({ credit: 3_000 });
    expect(isBalanced(taken)).toBe(true);
    // The reinstatement gives it again.
    const given = transactionEntry({
      ...source({
        ...figures,
        premium: 10_000,
        brokerCommission: 1_500,
        mgaCommission: 1_000,
        insurerPremium: 7_500,
        taxes: 800,
        totalCharged: 10_800 - 3_000,
        creditReversed: -3_000,
      }),
      type: 'Reinstatement',
    });
    expect(given.lines.some((line) => line.accountCode === '2900')).toBe(false);
    expect(given.lines.find((line) => line.accountCode === '4200')).toMatchObject({ debit: 3_000 });
  });

  it('property: every entry over random figures balances to the cent, with no suspense when they add up', () => {
    for (const seed of seeds(4400, 400)) {
      const next = random(seed);
      const figures = randomFigures(next);
      const entry = transactionEntry(source(figures, draw(next).pick(['BC', 'ON', 'QC', 'AB'])));
      expect(isBalanced(entry), `seed ${seed}`).toBe(true);
      expect(
        entry.lines.some((line) => line.accountCode === '2900'),
        `seed ${seed}`,
      ).toBe(false);
      const receivable = entry.lines.find((line) => line.accountCode === '1100');
      expect((receivable?.debit ?? 0) - (receivable?.credit ?? 0), `seed ${seed}`).toBe(figures.totalCharged);
      // Broken figures still balance (through suspense).
      const broken = transactionEntry(
        source({ ...figures, totalCharged: figures.totalCharged + draw(next).int(-999, 999) }),
      );
      expect(isBalanced(broken), `seed ${seed}`).toBe(true);
    }
  });

  it('payments, refunds, write-offs and payouts balance, the card against clearing and by hand against the bank', () => {
    const payment = ledgerMoneyEntry({
      id: '7',
      date: '2026-11-02',
      kind: 'payment',
      amount: 107_610,
      manual: false,
      policyNumber: 'P',
    });
    expect(payment.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['1010', 107_610, 0],
      ['1100', 0, 107_610],
    ]);
    const manualRefund = ledgerMoneyEntry({
      id: '8',
      date: '2026-11-03',
      kind: 'refund',
      amount: 500,
      manual: true,
      policyNumber: null,
    });
    expect(manualRefund.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['1100', 500, 0],
      ['1000', 0, 500],
    ]);
    const writeOff = ledgerMoneyEntry({
      id: '9',
      date: '2026-11-03',
      kind: 'writeOff',
      amount: 900,
      manual: false,
      policyNumber: null,
    });
    expect(writeOff.lines[0]).toMatchObject({ accountCode: '6100', debit: 900 });
    const owedBack = payoutEntry({
      id: 'p',
      date: '2026-11-30',
      number: 'PAY-1',
      partnerType: 'brokerage',
      partnerName: 'B',
      amount: -1_250,
    });
    expect(owedBack.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['2110', 0, 1_250],
      ['1000', 1_250, 0],
    ]);
    for (const entry of [payment, manualRefund, writeOff, owedBack]) expect(isBalanced(entry)).toBe(true);
  });

  it('a whole month (bind, payment, payout) leaves the receivable and the commission payable at zero', () => {
    const figures = randomFigures(random(7));
    const entries = [
      transactionEntry(source(figures)),
      ledgerMoneyEntry({
        id: '1',
        date: '2026-11-02',
        kind: 'payment',
        amount: figures.totalCharged,
        manual: false,
        policyNumber: null,
      }),
      payoutEntry({
        id: 'p',
        date: '2026-11-30',
        number: 'PAY',
        partnerType: 'brokerage',
        partnerName: 'B',
        amount: figures.brokerCommission,
      }),
    ];
    const rows = trialBalance(entries);
    const net = (code: string) => {
      const row = rows.find((r) => r.accountCode === code);
      return (row?.debit ?? 0) - (row?.credit ?? 0);
    };
    expect(net('1100')).toBe(0);
    expect(net('2110')).toBe(0);
    expect(entries.reduce((sum, e) => sum + entryDebits(e), 0)).toBe(
      entries.reduce((sum, e) => sum + entryCredits(e), 0),
    );
  });
});

describe('journaling is idempotent per source', () => {
  it('a source already journaled, or given twice, is written once', () => {
    const a = ledgerMoneyEntry({
      id: '1',
      date: '2026-11-02',
      kind: 'payment',
      amount: 100,
      manual: false,
      policyNumber: null,
    });
    const b = ledgerMoneyEntry({
      id: '2',
      date: '2026-11-02',
      kind: 'payment',
      amount: 200,
      manual: false,
      policyNumber: null,
    });
    const refundOne = ledgerMoneyEntry({
      id: '1',
      date: '2026-11-02',
      kind: 'refund',
      amount: 100,
      manual: false,
      policyNumber: null,
    });
    expect(entriesToWrite([a, b, a, refundOne], new Set()).map((e) => e.sourceId + e.sourceType)).toEqual([
      '1payment',
      '2payment',
      '1refund',
    ]);
    expect(entriesToWrite([a, b], new Set(['payment:1', 'payment:2']))).toEqual([]);
  });

  it('refuses an entry that does not balance', () => {
    const bad = {
      sourceType: 'payment' as const,
      sourceId: 'x',
      date: '2026-11-02',
      memo: '',
      lines: [{ accountCode: '1000', accountName: 'Bank', debit: 1, credit: 0 }],
    };
    expect(() => entriesToWrite([bad], new Set())).toThrow(/does not balance/);
  });
});
