import { describe, expect, it } from 'vitest';
import { MONEY_INPUT_MAX, moneyInputTooLarge, moneyInputTooSmall, type MoneyInput } from '@bm/domain';
import { createCustomPremiumsBody, customQuoteBody } from './custom-premium.ts';
import { createErpBody } from './erp.ts';
import { financeAdjustmentBody } from './finance-transaction.ts';
import { manualInvoiceBody } from './manual-invoice.ts';
import { cancellationSubmitSchema } from './cancellation.ts';

/** Issue 24 item 8: each money input is refused above its maximum, with its message, and taken at it. */
const cancellation = {
  cancellationReason: 'Tenant Moved',
  cancellationOption: 'Policy Cancellation',
  cancEffectiveDate: '2026-12-01',
  cancOption: 'prorata',
  isManual: true,
  expectedRefundDue: 0,
  expectedAmountOwing: 0,
};
const cases: {
  input: MoneyInput;
  body: (amount: number) => unknown;
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
}[] = [
  {
    input: 'financeAdjustment',
    schema: financeAdjustmentBody,
    body: (amount) => ({ transactionType: 'FinanceAdjustment', amount, description: 'x' }),
  },
  {
    input: 'manualInvoice',
    schema: manualInvoiceBody,
    body: (totalAmount) => ({ totalAmount, selectedReason: 'erp' }),
  },
  { input: 'customPremium', schema: customQuoteBody, body: (totalPremium) => ({ totalPremium }) },
  {
    input: 'customPremium',
    schema: createCustomPremiumsBody,
    body: (totalPremium) => ({
      reason: 'r',
      totalPremium,
      idempotencyKey: '00000000-0000-4000-8000-000000000000',
    }),
  },
  { input: 'erpPremium', schema: createErpBody, body: (erpPremium) => ({ erpReason: 'x', erpPremium }) },
  {
    input: 'returnPremiumOverride',
    schema: cancellationSubmitSchema,
    body: (amount) => ({ ...cancellation, returnPremiums: { contents: amount } }),
  },
  {
    input: 'returnPremiumOverride',
    schema: cancellationSubmitSchema,
    body: (totalReturnPremium) => ({ ...cancellation, totalReturnPremium }),
  },
];

describe('money inputs and their maximum', () => {
  it.each(cases.map((c, i) => [i, c.input, c] as const))(
    'case %i, %s: taken at the maximum, refused above it',
    (_i, input, c) => {
      expect(c.schema.safeParse(c.body(MONEY_INPUT_MAX[input])).success).toBe(true);
      for (const amount of [MONEY_INPUT_MAX[input] + 1, Number.MAX_SAFE_INTEGER]) {
        const parsed = c.schema.safeParse(c.body(amount));
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues.map((issue) => issue.message)).toContain(moneyInputTooLarge(input));
      }
    },
  );

  it('refuses a finance credit beyond the maximum too', () => {
    const parsed = financeAdjustmentBody.safeParse({
      transactionType: 'FinanceAdjustment',
      amount: -MONEY_INPUT_MAX.financeAdjustment - 1,
      description: 'x',
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      moneyInputTooSmall('financeAdjustment'),
    ]);
    expect(moneyInputTooLarge('financeAdjustment')).toBe(
      'This amount should be smaller than or equal to $100,000.00.',
    );
  });
});
