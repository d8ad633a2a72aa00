import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationPremiumsResponse } from '@bm/contracts';
import { applyManualReturnPremiums } from '@bm/domain';
import { bindPolicy } from './helpers/bind.ts';
import { dayFromToday, tenantsForm } from './helpers/forms.ts';
import { signInAll } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', endorsement: '' };

beforeAll(async () => {
  t = await createTestApp();
  await signInAll(t.db, cookies);
});
afterAll(() => t?.close());

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('a manual cancellation: returns and earned premium typed apart (spec 5)', () => {
  it('refuses an earned premium that does not add up with the returns, and cancels on one that does', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const id = policy.applicationId;
    const choice = {
      cancEffectiveDate: dayFromToday(30),
      cancOption: 'prorata',
      feeWaived: false,
      adminFeeWaived: false,
      missedPaymentFeeWaived: false,
    };
    const figures = (
      await post(`/api/applications/${id}/cancellation/premiums`, cookies.endorsement, choice)
    ).json() as CancellationPremiumsResponse;
    const [key, amount] = Object.entries(figures.returnPremiums).find(([, cents]) => cents < -1_000)!;
    // 10.00 more returned on one line, the earned premium left as it was.
    const returnPremiums = { ...figures.returnPremiums, [key]: amount - 1_000 };
    const base = {
      ...choice,
      cancellationReason: 'Tenant Moved',
      cancellationOption: 'Policy Cancellation',
      isManual: true,
      returnPremiums,
      totalReturnPremium: figures.totalReturnPremium - 1_000,
    };
    const refused = await post(`/api/applications/${id}/endorsement`, cookies.endorsement, {
      cancellation: {
        ...base,
        earnedPremium: figures.earnedPremium,
        expectedRefundDue: figures.refundDue + 1_000,
        expectedAmountOwing: 0,
      },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The Policy Premium should be equal to the sum of Total Return Premium and Earned Premium.',
    );
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${id}`,
      headers: { cookie: cookies.broker },
    });
    expect(unchanged.json().status).toBe('bound');

    // The earned premium typed to match: the policy is cancelled on the figures typed.
    const typed = { returnPremiums, earnedPremium: figures.earnedPremium - 1_000 };
    const expected = applyManualReturnPremiums(figures, typed);
    expect(expected.refundDue).toBeGreaterThan(figures.refundDue);
    const saved = await post(`/api/applications/${id}/endorsement`, cookies.endorsement, {
      cancellation: {
        ...base,
        earnedPremium: typed.earnedPremium,
        expectedRefundDue: expected.refundDue,
        expectedAmountOwing: expected.amountOwing,
      },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().application.status).toBe('cancelled');
  });
});
