import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationPremiumsResponse, NsfInvoiceItem, PayInFullQuoteResponse } from '@bm/contracts';
import { addDaysToDay, calendarDaysBetween, formatDate } from '@bm/domain';
import { draw, random, seeds } from '../../domain/src/test-support/random.ts';
import { invoices, nsfInvoices } from '../src/db/schema.ts';
import { collectScheduledPayments } from '../src/modules/collections/collect-service.ts';
import { cancelForNonPayment } from '../src/modules/collections/non-payment-service.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import {
  erpStep,
  financeStep,
  manualInvoiceStep,
  paymentLinkStep,
  payOverdueStep,
} from './helpers/finance-steps.ts';
import { cancellationPremiums, submitCancellation } from './helpers/cancel.ts';
import { technologyEoForm, tenantsForm } from './helpers/forms.ts';
import { checkPolicyMoney } from './helpers/money.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { configuredPaymentLinks } from '../src/modules/payment-links/link.ts';

/** The app's clock and the jobs': moved forward by the steps. */
let clock = new Date();
let t: TestApp;
const cookies = { broker: '', admin: '', finance: '', underwriter: '' };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const deps = () => ({
  db: t.db,
  payments: t.app.payments,
  storage: t.app.storage,
  email: t.app.email,
  links: configuredPaymentLinks(t.app.config),
});
const post = (url: string, payload: Record<string, unknown>, cookie = cookies.broker) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** Pays every open invoice with a new card that succeeds, as the Pay in full modal would. */
async function payInFull(id: string) {
  const quoted = await post(`/api/applications/${id}/payInFullQuote`, {});
  if (quoted.statusCode !== 200) return `pay in full refused ${quoted.statusCode}`;
  const quote = quoted.json() as PayInFullQuoteResponse;
  if (quote.refusal && quote.refusal !== 'noCard') return `pay in full refused ${quote.refusal}`;
  const token = await cardToken(t, cookies.broker, quote.account);
  const paid = await post(`/api/applications/${id}/payInFull`, {
    idempotencyKey: crypto.randomUUID(),
    token,
    expectedOpenBalance: quote.openBalance,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return `pay in full ${quote.openBalance}`;
}

/** Finance records the delivery of each notice awaiting one (on /nsf), a few days after its sending. */
async function recordDeliveries(id: string, int: (min: number, max: number) => number) {
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/nsfInvoices?applicationId=${id}&notice=awaitingDelivery`,
    headers: { cookie: cookies.finance },
  });
  expect(listed.statusCode, listed.body).toBe(200);
  const done: string[] = [];
  for (const item of listed.json().items as NsfInvoiceItem[]) {
    const sent = item.letterSentOn!;
    const day = addDaysToDay(sent, Math.min(int(0, 6), calendarDaysBetween(sent, formatDate(clock))));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/nsfInvoices/${item.invoiceId}`,
      headers: { cookie: cookies.finance },
      payload: { letterDeliveredOn: day },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    done.push(`${item.invoiceNumber} delivered ${day}`);
  }
  return `notice delivered: ${done.join(', ') || 'none awaiting'}`;
}

async function cancel(id: string) {
  const choice = { cancEffectiveDate: formatDate(clock), cancOption: 'prorata' };
  const premiums = await cancellationPremiums(t, cookies.admin, id, choice);
  if (premiums.statusCode !== 200) return `cancel refused ${premiums.statusCode}`;
  const figures = premiums.json() as CancellationPremiumsResponse;
  const saved = await submitCancellation(t, cookies.admin, id, choice, figures);
  expect(saved.statusCode, saved.body).toBe(200);
  return `cancel prorata ${choice.cancEffectiveDate}`;
}

/** An NSF invoice is pending exactly while its invoice is open. */
async function checkNsf(id: string, trail: string[]) {
  const rows = await t.db
    .select({ nsf: nsfInvoices.status, invoice: invoices.status })
    .from(nsfInvoices)
    .innerJoin(invoices, eq(invoices.id, nsfInvoices.invoiceId))
    .where(and(eq(nsfInvoices.applicationId, id)));
  for (const row of rows) {
    if (row.invoice !== 'open') expect(row.nsf, trail.join(' -> ')).toBe('completed');
  }
}

describe('random months of collections, declines, retries, pays in full and cancellations', () => {
  // COLLECTION_SEQUENCES=50 runs more; PROPERTY_SEED=<seed> replays one.
  for (const seed of seeds(47_000, Number(process.env.COLLECTION_SEQUENCES ?? 6))) {
    it(`keeps every policy's money adding up (seed ${seed}, PROPERTY_SEED=${seed} replays)`, async () => {
      const { int, pick, chance } = draw(random(seed));
      clock = new Date();
      for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
        cookies[key] = await sessionCookie(t.db, key, clock);
      // Half the policies pay the bind with a card that declines every later charge.
      const card = chance(0.5) ? '4000000000019952' : '4242424242424242';
      const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly', card);
      const id = policy.applicationId;
      const trail = [`bind monthly with ${card}`];
      const check = async () => {
        await checkPolicyMoney(t, cookies.admin, id, trail);
        await checkNsf(id, trail);
      };
      await check();
      let status = 'bound';
      for (let step = int(4, 10); step > 0; step -= 1) {
        clock = new Date(clock.getTime() + int(1, 25) * DAY);
        // Signed in afresh on the new day (a session lasts a day).
        for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
          cookies[key] = await sessionCookie(t.db, key, clock);
        const action = pick([
          'collect',
          'collect',
          'collect',
          'non-payment',
          'notice delivered',
          'pay in full',
          'cancel',
          'finance adjustment',
          'off-platform payment',
          'payment link',
          'pay overdue',
          'manual invoice',
        ] as const);
        if (action === 'collect') {
          const result = await collectScheduledPayments(deps(), clock);
          trail.push(`collect ${formatDate(clock)} ${JSON.stringify(result)}`);
        } else if (action === 'non-payment') {
          const { cancelled } = await cancelForNonPayment(deps(), clock);
          if (cancelled.some((c) => c.applicationId === id)) status = 'cancelled';
          trail.push(`non-payment ${formatDate(clock)} ${cancelled.length}`);
        } else if (action === 'notice delivered') {
          trail.push(await recordDeliveries(id, int));
        } else if (status === 'bound' && action === 'pay in full') {
          trail.push(await payInFull(id));
        } else if (action === 'payment link') {
          trail.push(await paymentLinkStep(t, cookies.finance, id, { pick }));
        } else if (action === 'pay overdue') {
          trail.push(await payOverdueStep(t, cookies.broker, id));
        } else if (action === 'manual invoice') {
          trail.push(await manualInvoiceStep(t, cookies.finance, id, { int, pick }));
        } else if (action === 'finance adjustment' || action === 'off-platform payment') {
          trail.push(
            await financeStep(t, cookies.finance, id, action, { int, pick, chance }, formatDate(clock)),
          );
        } else if (status === 'bound' && action === 'cancel') {
          const done = await cancel(id);
          if (done.startsWith('cancel prorata')) status = 'cancelled';
          trail.push(done);
        }
        await check();
      }
      if (process.env.DEBUG_MONEY) console.log(trail.join('\n  '));
    });
  }
});

describe('random sequences on a claims-made policy: an ERP, finance transactions, collections and cancellations', () => {
  // ERP_SEQUENCES=20 runs more; PROPERTY_SEED=<seed> replays one.
  for (const seed of seeds(53_000, Number(process.env.ERP_SEQUENCES ?? 3))) {
    it(`keeps the money adding up (seed ${seed}, PROPERTY_SEED=${seed} replays)`, async () => {
      const { int, pick, chance } = draw(random(seed));
      clock = new Date();
      for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
        cookies[key] = await sessionCookie(t.db, key, clock);
      const period = pick(['annual', 'monthly'] as const);
      const policy = await bindPolicy(t, cookies.broker, 'technology-eo', technologyEoForm(), period);
      const id = policy.applicationId;
      const trail = [`bind technology-eo ${period}`];
      await checkPolicyMoney(t, cookies.admin, id, trail);
      let status = 'bound';
      for (let step = int(4, 9); step > 0; step -= 1) {
        clock = new Date(clock.getTime() + int(1, 25) * DAY);
        for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
          cookies[key] = await sessionCookie(t.db, key, clock);
        const action = pick([
          'erp',
          'erp',
          'finance adjustment',
          'off-platform payment',
          'collect',
          'cancel',
        ] as const);
        if (action === 'erp') {
          trail.push(await erpStep(t, cookies.underwriter, id, { int, pick, chance }));
        } else if (action === 'collect') {
          const result = await collectScheduledPayments(deps(), clock);
          trail.push(`collect ${formatDate(clock)} ${JSON.stringify(result)}`);
        } else if (action === 'cancel') {
          if (status === 'bound') {
            const done = await cancel(id);
            if (done.startsWith('cancel prorata')) status = 'cancelled';
            trail.push(done);
          }
        } else {
          trail.push(
            await financeStep(t, cookies.finance, id, action, { int, pick, chance }, formatDate(clock)),
          );
        }
        await checkPolicyMoney(t, cookies.admin, id, trail);
      }
      if (process.env.DEBUG_MONEY) console.log(trail.join('\n  '));
    });
  }
});
