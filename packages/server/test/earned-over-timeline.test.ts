import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, CancellationPremiumsResponse, EndorsementQuoteResponse } from '@bm/contracts';
import { applyRate, divRoundCents, formatDate, type Quote } from '@bm/domain';
import { policyTransactions } from '../src/db/schema.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancellationPremiums, submitCancellation } from './helpers/cancel.ts';
import { contractorsForm, tenantsForm } from './helpers/forms.ts';
import { checkPolicyMoney } from './helpers/money.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 24 items 4 and 6: a cancellation earns the premium the timeline wrote over the days in
 * force (each endorsement from the day it took effect), not today's annual rate x the days, and
 * keeps the card fees the cards were actually charged (bind and later changes), not the current
 * quote's.
 */
let t: TestApp;
const cookies = { broker: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: cookies.admin }, payload });

const plusDays = (day: string, days: number) =>
  formatDate(new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000));

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Endorses the policy from `effectiveDate` and answers the priced endorsement. */
async function endorse(id: string, change: Record<string, unknown>): Promise<EndorsementQuoteResponse> {
  const quoted = await post(`/api/applications/${id}/endorsement/quote`, change);
  expect(quoted.statusCode, quoted.body).toBe(200);
  const priced = quoted.json() as EndorsementQuoteResponse;
  expect(priced.issuable).toBe(true);
  const saved = await post(`/api/applications/${id}/endorsement`, {
    endorsement: { ...change, expectedTotal: priced.endorsementFeesAndTotals.total.annual },
    idempotencyKey: crypto.randomUUID(),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return priced;
}

async function figuresFor(id: string, cancEffectiveDate: string, cancOption: string) {
  const choice = { cancEffectiveDate, cancOption };
  const premiums = await cancellationPremiums(t, cookies.admin, id, choice);
  expect(premiums.statusCode, premiums.body).toBe(200);
  return { choice, figures: premiums.json() as CancellationPremiumsResponse };
}

describe('a contractors policy endorsed upward mid-term, cancelled pro rata on day 167', () => {
  let policy: Application;
  let priced: EndorsementQuoteResponse;
  let effectiveDay: string;
  let expiryDay: string;
  const endorsedOnDay = 60;

  beforeAll(async () => {
    policy = await bindPolicy(
      t,
      cookies.broker,
      'contractors',
      contractorsForm({ 'equipment-floater-limit': '20000' }),
      'annual',
    );
    effectiveDay = formatDate(new Date(policy.policyEffectiveDate!));
    expiryDay = formatDate(new Date(policy.policyExpiryDate!));
    priced = await endorse(policy.applicationId, {
      reason: 'Add/Increase Contractors Equipment Floater',
      effectiveDate: plusDays(effectiveDay, endorsedOnDay),
      changes: [{ field: 'equipment-floater-limit', newValue: '90000' }],
    });
  });

  it('earns the premium written over the days in force, its tax following it, and keeps the card fees charged', async () => {
    const bound = policy.quote as unknown as Quote;
    const endorsed = priced.newQuoteWithEndorsement as Quote;
    expect(endorsed.premiumsSum).toBeGreaterThan(bound.premiumsSum);
    const term = daysBetween(effectiveDay, expiryDay);
    const { choice, figures } = await figuresFor(
      policy.applicationId,
      plusDays(effectiveDay, 167),
      'prorata',
    );
    expect(figures.basis.daysInForce).toBe(167);

    // The bound rate for 60 days, the endorsed one for 107: what was written over those days.
    const written = divRoundCents(
      bound.premiumsSum * endorsedOnDay + endorsed.premiumsSum * (167 - endorsedOnDay),
      term,
    );
    expect(figures.earnedPremium).toBe(written);
    // Not today's annual rate x the days in force (what it earned before).
    expect(figures.earnedPremium).toBeLessThan(divRoundCents(endorsed.premiumsSum * 167, term));
    // What the term wrote: the bound premium and what the endorsement charged.
    expect(figures.policyPremium).toBe(bound.premiumsSum + priced.endorsementFeesAndTotals.premium);
    expect(figures.earnedPremium - figures.totalReturnPremium).toBe(figures.policyPremium);
    expect(figures.tax).toBe(applyRate(figures.earnedPremium, bound.premiumsTaxRate));
    expect(figures.basis.premiumsTaxes).toBe(bound.premiumsTaxes + priced.endorsementFeesAndTotals.tax);
    // The card fees the card was charged: the bind's and the endorsement's, not the new quote's.
    expect(figures.earnedStripeFeeAndTax).toBe(
      bound.stripeFees.annual + priced.endorsementFeesAndTotals.fees,
    );

    const saved = await submitCancellation(t, cookies.admin, policy.applicationId, choice, figures);
    expect(saved.statusCode, saved.body).toBe(200);
    await checkPolicyMoney(t, cookies.admin, policy.applicationId, ['bind', 'endorse up', 'cancel pro rata']);
    // The report rows (bind, endorsement, cancellation) count the fees kept, the endorsement's card
    // fee once.
    const rows = await t.db
      .select({ figures: policyTransactions.reportFigures })
      .from(policyTransactions)
      .where(eq(policyTransactions.applicationId, policy.applicationId));
    const fees = rows.reduce((sum, row) => sum + ((row.figures as { fees?: number } | null)?.fees ?? 0), 0);
    expect(fees).toBe(figures.earnedFee);
  });
});

describe('a monthly policy endorsed upward, cancelled pro rata on its expiry day', () => {
  it('earns what the timeline wrote for the term, no more: nothing above it is invoiced', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const effectiveDay = formatDate(new Date(policy.policyEffectiveDate!));
    const expiryDay = formatDate(new Date(policy.policyExpiryDate!));
    const priced = await endorse(policy.applicationId, {
      reason: 'Increase Limit/Add Coverage',
      reasonText: 'Bought new furniture',
      effectiveDate: plusDays(effectiveDay, 200),
      changes: [{ field: 'contents-limit', newValue: '100000' }],
    });
    const bound = policy.quote as unknown as Quote;
    const endorsed = priced.newQuoteWithEndorsement as Quote;
    expect(endorsed.premiumsSum).toBeGreaterThan(bound.premiumsSum);

    const { figures } = await figuresFor(policy.applicationId, expiryDay, 'prorata');
    const written = bound.premiumsSum + priced.endorsementFeesAndTotals.premium;
    expect(figures.policyPremium).toBe(written);
    // Fully earned at expiry: what was written, not the latest annual rate.
    expect(figures.earnedPremium).toBe(written);
    expect(figures.earnedPremium).toBeLessThan(endorsed.premiumsSum);
    expect(figures.totalReturnPremium).toBe(0);
    expect(figures.tax).toBe(applyRate(written, bound.premiumsTaxRate));
    // What the bind and the endorsement charged in tax, each rounded once: a cent at most apart.
    expect(Math.abs(figures.returnTax)).toBeLessThanOrEqual(1);
  });
});
