import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationRecordResponse } from '@bm/contracts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { contractorsForm } from './helpers/forms.ts';
import { signInAll } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  await signInAll(t.db, cookies);
});
afterAll(() => t?.close());

/**
 * Issue 24 item 7: the cancellation record listed four fixed lines (liability, add-on, ALE,
 * contents), so a contractors policy's other lines (its equipment floater) were missing and the
 * lines did not add up to the premiums total.
 */
describe('the cancellation record of a contractors policy', () => {
  it('lists every return premium line, labelled, adding up to the premiums total', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'contractors', contractorsForm(), 'annual');
    const figures = await cancelPolicy(t, cookies.admin, policy.applicationId, {
      days: 60,
      option: 'prorata',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}/cancellationRecord`,
      headers: { cookie: cookies.admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as CancellationRecordResponse).transactionData;
    const lines = data.returnPremiumLines;
    expect(lines.map((line) => line.key).sort()).toEqual(Object.keys(figures.returnPremiums).sort());
    for (const line of lines) expect(line.amount).toBe(figures.returnPremiums[line.key]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(data.premiumsTotal);
    // A line outside the four fixed ones, named as its quote names it.
    const fixed = ['liabilityPremium', 'addonPremium', 'alePremium', 'contentsPremium'];
    const others = lines.filter((line) => !fixed.includes(line.key) && line.amount !== 0);
    expect(others.length).toBeGreaterThan(0);
    const quoteLabels = (policy.quote as { premiums: { key: string; label: string }[] }).premiums;
    for (const line of others) {
      expect(line.label).toBe(quoteLabels.find((q) => q.key === line.key)?.label);
    }
  });
});
