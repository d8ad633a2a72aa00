import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, CancellationPremiumsResponse } from '@bm/contracts';
import type { TransactionFigures } from '@bm/domain';
import { policyTransactions } from '../src/db/schema.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancellationPremiums, submitCancellation } from './helpers/cancel.ts';
import { dayFromToday, tenantsForm } from './helpers/forms.ts';
import { MPF_CENTS, paidMpfInvoice, raiseMpfInvoice } from './helpers/mpf.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 24 item 6: the fees the report rows count are the fees the policy keeps. A voided or
 * refunded missed payment fee stops counting as fee revenue and net margin (its row reverses it,
 * in the void's transaction), and a cancellation's row counts only what it moves on top of the
 * rows before it, so the rows of a cancelled policy add up to the fees it kept.
 */
let t: TestApp;
const cookies = { broker: '', underwriter: '', finance: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const post = (url: string, payload: Record<string, unknown>, cookie: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** The stored report figures of the policy's rows (what the commission, accounting reports and journal read). */
async function reportRows(id: string) {
  const rows = await t.db
    .select({ type: policyTransactions.type, figures: policyTransactions.reportFigures })
    .from(policyTransactions)
    .where(eq(policyTransactions.applicationId, id));
  return rows
    .filter((row) => row.figures)
    .map((row) => ({ type: row.type, figures: row.figures as TransactionFigures }));
}

const total = (rows: { figures: TransactionFigures }[], key: 'fees' | 'netMargin') =>
  rows.reduce((sum, row) => sum + row.figures[key], 0);

async function boundFigures(id: string) {
  const bind = (await reportRows(id)).find((row) => row.type === 'New Business');
  expect(bind).toBeDefined();
  return bind!.figures;
}

describe('a voided missed payment fee', () => {
  it('stops counting as fee revenue and net margin in the report rows', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const id = policy.applicationId;
    const bound = await boundFigures(id);
    const { invoiceId } = await raiseMpfInvoice(t, id);
    expect(total(await reportRows(id), 'fees')).toBe(bound.fees + MPF_CENTS);

    const voided = await post(
      `/api/applications/${id}/voidInvoice`,
      { invoiceId, isMPF: true, waivable: true },
      cookies.underwriter,
    );
    expect(voided.statusCode, voided.body).toBe(200);
    const rows = await reportRows(id);
    const row = rows.find((r) => r.type === 'Void Invoice');
    expect(row?.figures).toMatchObject({ fees: -MPF_CENTS, netMargin: -MPF_CENTS, totalCharged: -MPF_CENTS });
    expect(total(rows, 'fees')).toBe(bound.fees);
    expect(total(rows, 'netMargin')).toBe(bound.netMargin);
  });
});

describe('a refunded missed payment fee', () => {
  it('stops counting as fee revenue and net margin in the report rows', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const id = policy.applicationId;
    const bound = await boundFigures(id);
    const { invoiceId } = await paidMpfInvoice(t, id);
    const refunded = await post(
      `/api/policies/${id}/invoices/${invoiceId}/refunds`,
      {
        remark: 'Fee waived after a bank error',
        policyNumber: policy.policyNumber,
        type: 'MPF',
        idempotencyKey: crypto.randomUUID(),
      },
      cookies.finance,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    const rows = await reportRows(id);
    expect(rows.find((r) => r.type === 'Refund')?.figures).toMatchObject({ fees: -MPF_CENTS });
    expect(total(rows, 'fees')).toBe(bound.fees);
    expect(total(rows, 'netMargin')).toBe(bound.netMargin);
  });
});

describe('a cancelled policy', () => {
  async function cancel(policy: Application, missedPaymentFeeWaived: boolean) {
    const choice = { cancEffectiveDate: dayFromToday(60), cancOption: 'prorata', missedPaymentFeeWaived };
    const premiums = await cancellationPremiums(t, cookies.admin, policy.applicationId, choice);
    expect(premiums.statusCode, premiums.body).toBe(200);
    const figures = premiums.json() as CancellationPremiumsResponse;
    const saved = await submitCancellation(t, cookies.admin, policy.applicationId, choice, figures);
    expect(saved.statusCode, saved.body).toBe(200);
    return figures;
  }

  for (const waived of [false, true]) {
    it(`reports the fees it kept, its missed payment fees ${waived ? 'waived' : 'earned'}`, async () => {
      const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
      const id = policy.applicationId;
      // One paid, one voided, one still open when it is cancelled.
      await paidMpfInvoice(t, id);
      const { invoiceId } = await raiseMpfInvoice(t, id);
      const voided = await post(
        `/api/applications/${id}/voidInvoice`,
        { invoiceId, isMPF: true, waivable: true },
        cookies.underwriter,
      );
      expect(voided.statusCode, voided.body).toBe(200);
      await raiseMpfInvoice(t, id);
      const figures = await cancel(policy, waived);
      expect(figures.earnedMissedPaymentFee).toBe(waived ? MPF_CENTS : 2 * MPF_CENTS);
      expect(total(await reportRows(id), 'fees')).toBe(figures.earnedFee);
    });
  }
});
