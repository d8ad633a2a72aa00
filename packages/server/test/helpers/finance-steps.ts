import { expect } from 'vitest';
import type { ErpQuoteResponse, InvoiceList } from '@bm/contracts';
import { ERP_MESSAGES, ERP_REASON_VALUES, FINANCE_TRANSACTION_MESSAGES } from '@bm/domain';
import type { TestApp } from './test-app.ts';

type Draw = {
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

const post = (t: TestApp, cookie: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/**
 * One random finance transaction on the policy (docs/decisions/0037): a signed adjustment (a credit
 * too large is refused with its message and changes nothing), or an off-platform payment of a
 * random choice of its open invoices. Returns the step's line of the trail.
 */
export async function financeStep(
  t: TestApp,
  cookie: string,
  id: string,
  action: 'finance adjustment' | 'off-platform payment',
  { int, chance }: Draw,
  today: string,
): Promise<string> {
  const url = `/api/applications/${id}/financeTransaction`;
  if (action === 'finance adjustment') {
    const amount = (chance(0.5) ? 1 : -1) * int(1, 60_000);
    const response = await post(t, cookie, url, {
      transactionType: 'FinanceAdjustment',
      amount,
      description: `Random adjustment ${amount}`,
    });
    if (response.statusCode === 400) {
      expect(response.json().message).toBe(FINANCE_TRANSACTION_MESSAGES.creditTooLarge);
      return `adjustment ${amount} refused`;
    }
    expect(response.statusCode, response.body).toBe(200);
    return `adjustment ${amount}`;
  }
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie },
  });
  const open = (listed.json() as InvoiceList).invoices.filter(
    // Open and still asking for money (an open credit note is owed to the insured, not payable).
    (invoice) => invoice.status === 'open' && invoice.amountDue - invoice.amountPaid > 0,
  );
  const chosen = open.filter(() => chance(0.6)).map((invoice) => invoice.id);
  const response = await post(t, cookie, url, {
    transactionType: 'OffPlatformPayment',
    paymentDate: today,
    invoiceIds: chosen,
  });
  if (chosen.length === 0) {
    expect(response.statusCode).toBe(400);
    return 'off-platform payment of nothing refused';
  }
  expect(response.statusCode, response.body).toBe(200);
  return `off-platform payment of ${chosen.length} invoices (${response.json().amount})`;
}

/** A random ERP (quote, then record the proposal or an underwriter's figure); a second is refused. */
export async function erpStep(
  t: TestApp,
  cookie: string,
  id: string,
  { int, pick, chance }: Draw,
): Promise<string> {
  const years = int(1, 6);
  const erpReason = pick(ERP_REASON_VALUES);
  const body = {
    years,
    erpReason,
    erpReasonText: erpReason === 'other' ? 'Business sold to a new owner' : null,
    knownClaims: chance(0.2),
  };
  const quoted = await post(t, cookie, `/api/applications/${id}/erpQuote`, body);
  if (quoted.statusCode === 409) {
    expect(quoted.json().message).toBe(ERP_MESSAGES.alreadyRecorded);
    return 'erp refused: already recorded';
  }
  expect(quoted.statusCode, quoted.body).toBe(200);
  const quote = quoted.json() as ErpQuoteResponse;
  const erpPremium = chance(0.5) ? quote.proposedPremium : int(1, 500_000);
  const created = await post(t, cookie, `/api/applications/${id}/createERPendorsement`, {
    ...body,
    years: null,
    expiryDate: quote.expiryDate,
    erpPremium,
  });
  expect(created.statusCode, created.body).toBe(200);
  return `erp ${years}y ${erpPremium}`;
}
