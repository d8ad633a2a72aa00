import { describe, expect, it } from 'vitest';
import { draw, random, seeds } from '../test-support/random.ts';
import { heldForPolicy, invoiceBalance, ledgerBalances, type LedgerEntry } from './entries.ts';
import { cardRefundable, refundableCharges, settleManualRefund, splitRefund } from './refunds.ts';

describe('refunds over card charges', () => {
  const entries: LedgerEntry[] = [
    { kind: 'charge', amount: 150_000, invoiceId: 'i1', component: 'premium' },
    { kind: 'payment', amount: 150_000, invoiceId: 'i1', paymentId: 'p1' },
    { kind: 'charge', amount: 58_991, invoiceId: 'i2', component: 'premium' },
    { kind: 'payment', amount: 58_991, invoiceId: 'i2', paymentId: 'p2' },
    { kind: 'charge', amount: -20_000, invoiceId: 'c1', component: 'premium' },
    { kind: 'refund', amount: 20_000, invoiceId: 'c1', paymentId: 'p2' },
  ];

  it('reads what each charge already had refunded (not 0), newest first', () => {
    expect(refundableCharges(entries)).toEqual([
      { paymentId: 'p2', amount: 58_991, refunded: 20_000 },
      { paymentId: 'p1', amount: 150_000, refunded: 0 },
    ]);
    expect(cardRefundable(refundableCharges(entries))).toBe(188_991);
  });

  it('splits a refund over two charges, each part at most what is left of it', () => {
    expect(splitRefund(refundableCharges(entries), 100_000)).toEqual({
      parts: [
        { paymentId: 'p2', amount: 38_991 },
        { paymentId: 'p1', amount: 61_009 },
      ],
      shortfall: 0,
    });
    expect(splitRefund(refundableCharges(entries), 200_000).shortfall).toBe(11_009);
  });

  it('counts a manual refund owed as held back from what the policy holds until it is paid out', () => {
    const owed: LedgerEntry[] = [
      { kind: 'charge', amount: 2_970, invoiceId: 'i1', component: 'premium' },
      { kind: 'payment', amount: 2_970, invoiceId: 'i1', paymentId: 'p1' },
      { kind: 'charge', amount: -1_498, invoiceId: 'c1', component: 'premium' },
    ];
    expect(ledgerBalances(owed)).toMatchObject({ collected: 2_970, refundPending: 1_498, owing: 0 });
    expect(heldForPolicy(ledgerBalances(owed))).toBe(1_472);
    const paidOut = [...owed, { kind: 'refund', amount: 1_498, invoiceId: 'c1', manual: true } as const];
    expect(ledgerBalances(paidOut)).toMatchObject({ collected: 1_472, refundPending: 0, refunded: 1_498 });
    expect(invoiceBalance(paidOut.filter((e) => e.invoiceId === 'c1')).outstanding).toBe(0);
  });

  describe('settling a pending manual refund', () => {
    const owed: LedgerEntry[] = [
      { kind: 'charge', amount: 2_970, invoiceId: 'i1', component: 'premium' },
      { kind: 'payment', amount: 2_970, invoiceId: 'i1', paymentId: 'p1' },
      { kind: 'charge', amount: -1_498, invoiceId: 'c1', component: 'cancellation' },
    ];
    const refund = { invoiceId: 'c1', refundId: 'r1', amount: 1_498 };

    it('pays out what the credit note owes, once', () => {
      const settled = settleManualRefund(owed, refund);
      expect(settled).toEqual({
        ok: true,
        entry: { kind: 'refund', amount: 1_498, invoiceId: 'c1', refundId: 'r1', manual: true },
      });
      if (!settled.ok) return;
      const after = [...owed, settled.entry];
      expect(ledgerBalances(after)).toMatchObject({ refundPending: 0, refunded: 1_498, collected: 1_472 });
      expect(heldForPolicy(ledgerBalances(after))).toBe(heldForPolicy(ledgerBalances(owed)));
      expect(settleManualRefund(after, refund)).toEqual({ ok: false, reason: 'nothingOwed' });
    });

    it.each([
      ['an invoice the insured owes', owed, { ...refund, invoiceId: 'i1' }, 'nothingOwed'],
      ['an invoice with no entries', owed, { ...refund, invoiceId: 'none' }, 'nothingOwed'],
      ['an amount other than the credit note owes', owed, { ...refund, amount: 1_497 }, 'amountMismatch'],
      [
        'more than was collected (a charge refunded to the card since)',
        [...owed, { kind: 'refund', amount: 2_000, invoiceId: 'i1', paymentId: 'p1' } as const],
        refund,
        'exceedsCollected',
      ],
      [
        'a refund that would leave another refund owed uncovered',
        [
          ...owed,
          { kind: 'charge', amount: -1_000, invoiceId: 'c2', component: 'premium' } as const,
          { kind: 'charge', amount: -600, invoiceId: 'c3', component: 'premium' } as const,
        ],
        { ...refund, invoiceId: 'c2', amount: 1_000 },
        'exceedsCollected',
      ],
    ] as const)('refuses %s', (_name, entries, input, reason) => {
      expect(settleManualRefund(entries, input)).toEqual({ ok: false, reason });
    });
  });

  it('refuses entries that are not whole positive cents', () => {
    expect(() => ledgerBalances([{ kind: 'payment', amount: -1, invoiceId: 'i' }])).toThrow(RangeError);
    expect(() => ledgerBalances([{ kind: 'charge', amount: 0.5, invoiceId: 'i' }])).toThrow(RangeError);
    expect(() => ledgerBalances([{ kind: 'refund', amount: 5, invoiceId: 'i' }])).toThrow(RangeError);
  });
});

describe('ledger balances over random sequences of money movements', () => {
  for (const seed of seeds(21_000, 400)) {
    it(`balances to the cent (seed ${seed}, PROPERTY_SEED=${seed} replays)`, () => {
      const { int, pick, chance } = draw(random(seed));
      const entries: LedgerEntry[] = [];
      const invoices: string[] = [];
      let paidIn = 0;
      let paidOut = 0;
      for (let step = int(1, 40); step > 0; step -= 1) {
        const action = pick(['invoice', 'pay', 'refund', 'void', 'credit', 'settle'] as const);
        if (action === 'invoice' || invoices.length === 0) {
          const id = `i${invoices.length}`;
          invoices.push(id);
          entries.push({ kind: 'charge', amount: int(1, 500_000), invoiceId: id, component: 'premium' });
        } else if (action === 'pay') {
          const id = pick(invoices);
          const { outstanding } = invoiceBalance(entries.filter((e) => e.invoiceId === id));
          if (outstanding <= 0) continue;
          const amount = chance(0.7) ? outstanding : int(1, outstanding);
          entries.push({ kind: 'payment', amount, invoiceId: id, paymentId: `p${entries.length}` });
          paidIn += amount;
        } else if (action === 'void') {
          const id = pick(invoices);
          const { outstanding } = invoiceBalance(entries.filter((e) => e.invoiceId === id));
          if (outstanding > 0) entries.push({ kind: 'void', amount: outstanding, invoiceId: id });
        } else if (action === 'credit' || action === 'refund') {
          const held = heldForPolicy(ledgerBalances(entries));
          if (held <= 0) continue;
          const amount = int(1, held);
          const id = `c${invoices.length}`;
          invoices.push(id);
          entries.push({ kind: 'charge', amount: -amount, invoiceId: id, component: 'premium' });
          if (action === 'refund') {
            const { parts, shortfall } = splitRefund(refundableCharges(entries), amount);
            for (const part of parts) {
              entries.push({ kind: 'refund', amount: part.amount, invoiceId: id, paymentId: part.paymentId });
              paidOut += part.amount;
            }
            if (shortfall > 0)
              entries.push({ kind: 'refund', amount: shortfall, invoiceId: id, manual: true });
            paidOut += shortfall;
          }
        } else {
          const pending = [...new Set(entries.map((e) => e.invoiceId))].find(
            (id) => invoiceBalance(entries.filter((e) => e.invoiceId === id)).outstanding < 0,
          );
          if (!pending) continue;
          const { outstanding } = invoiceBalance(entries.filter((e) => e.invoiceId === pending));
          const refund = { invoiceId: pending, refundId: `r${entries.length}`, amount: -outstanding };
          // Finance pays out exactly what the credit note owes; any other amount is refused.
          expect(settleManualRefund(entries, { ...refund, amount: refund.amount + 1 }).ok).toBe(false);
          const settled = settleManualRefund(entries, refund);
          expect(settled.ok).toBe(true);
          if (!settled.ok) continue;
          const held = heldForPolicy(ledgerBalances(entries));
          entries.push(settled.entry);
          paidOut -= outstanding;
          // Paying a refund out leaves what the policy holds unchanged; it cannot be paid twice.
          expect(heldForPolicy(ledgerBalances(entries))).toBe(held);
          expect(settleManualRefund(entries, refund)).toEqual({ ok: false, reason: 'nothingOwed' });
        }
        const b = ledgerBalances(entries);
        // Payments minus refunds equal billed minus voided minus owing (plus credits still owed back).
        expect(b.collected).toBe(b.billed - b.voided - b.writtenOff - b.owing + b.refundPending);
        expect(b.collected).toBe(paidIn - paidOut);
        // Nothing is refunded beyond what was collected, and no card charge beyond its own amount.
        expect(b.refunded).toBeLessThanOrEqual(b.paid);
        expect(heldForPolicy(b)).toBeGreaterThanOrEqual(0);
        for (const charge of refundableCharges(entries))
          expect(charge.refunded).toBeLessThanOrEqual(charge.amount);
      }
    });
  }
});
