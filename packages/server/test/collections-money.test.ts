import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancellationPremiumsResponse,
  EndorsementQuoteResponse,
  NsfInvoiceItem,
  PayInFullQuoteResponse,
} from '@bm/contracts';
import {
  addDaysToDay,
  billedPlanSurcharge,
  calendarDaysBetween,
  formatDate,
  paymentAccountFor,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import { draw, random, seeds } from '../../domain/src/test-support/random.ts';
import { applications, invoices, nsfInvoices, payments } from '../src/db/schema.ts';
import type { PaymentAccount } from '../src/integrations/payments/types.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
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
async function payInFull(id: string, cardNumber = '4242424242424242') {
  const quoted = await post(`/api/applications/${id}/payInFullQuote`, {});
  if (quoted.statusCode !== 200) return `pay in full refused ${quoted.statusCode}`;
  const quote = quoted.json() as PayInFullQuoteResponse;
  if (quote.refusal && quote.refusal !== 'noCard') return `pay in full refused ${quote.refusal}`;
  const token = await cardToken(t, cookies.broker, quote.account, cardNumber);
  const paid = await post(`/api/applications/${id}/payInFull`, {
    idempotencyKey: crypto.randomUUID(),
    token,
    expectedOpenBalance: quote.openBalance,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return `pay in full ${quote.openBalance}`;
}

/** Stripe's test cards the simulated processor knows, by funding (README, "Test cards"). */
const NEW_CARDS = {
  credit: '4242424242424242',
  debit: '4000056655665556',
  prepaid: '5105105105105100',
} as const;

/**
 * The card on file changes between instalments (decision 0063): an endorsement paid with a new
 * card of a drawn funding, which becomes the card on file; later collections are charged on it.
 */
async function cardChange(id: string, { pick }: { pick: <T>(items: readonly T[]) => T }) {
  const funding = pick(['credit', 'debit', 'prepaid'] as const);
  const [row] = await t.db
    .select({ effective: applications.policyEffectiveDate, period: applications.paymentPeriod })
    .from(applications)
    .where(eq(applications.id, id));
  const today = formatDate(clock);
  const effective = formatDate(row!.effective!);
  const endorsement = {
    reason: 'Increase Limit/Add Coverage',
    reasonText: 'New card on file',
    effectiveDate: today > effective ? today : effective,
    changes: [{ field: 'contents-limit', newValue: pick(['40000', '50000', '60000', '75000']) }],
  };
  const quoted = await post(`/api/applications/${id}/endorsement/quote`, endorsement, cookies.admin);
  if (quoted.statusCode !== 200) return `card change (${funding}): quote ${quoted.statusCode}`;
  const priced = quoted.json() as EndorsementQuoteResponse;
  const token = await cardToken(
    t,
    cookies.broker,
    paymentAccountFor(row!.period as PaymentPeriod, clock),
    NEW_CARDS[funding],
  );
  const saved = await post(
    `/api/applications/${id}/endorsement`,
    {
      endorsement: { ...endorsement, expectedTotal: priced.card.credit.total },
      idempotencyKey: crypto.randomUUID(),
      token,
    },
    cookies.admin,
  );
  // Refused when nothing changed, or the policy cannot be endorsed now (e.g. cancelled).
  expect([200, 400, 409], saved.body).toContain(saved.statusCode);
  return `card change to ${funding} by endorsement ${saved.statusCode}`;
}

/**
 * Every scheduled payment collected on a debit or prepaid card of a plan billed for a credit card
 * carries no surcharge: its invoice holds a cardFee charge taking off the share billed inside it.
 * One collected on the kind of card the plan was billed for, or on a credit card of a plan billed
 * without surcharge (never disclosed), holds none.
 */
async function checkCollectedSurcharges(id: string, trail: string[]) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  const bound = row!.boundQuote as Quote;
  const ledger = await readLedger(t.db, id);
  const collected = await t.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, id),
        eq(payments.status, 'succeeded'),
        sql`${payments.purpose}->>'kind' = 'collection'`,
      ),
    );
  for (const payment of collected) {
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, payment.invoiceId!));
    const card = await t.app.payments.getCard(
      payment.account as PaymentAccount,
      payment.customerId!,
      payment.cardId!,
    );
    const cardFee = ledger
      .filter((entry) => entry.invoiceId === invoice!.id && entry.component === 'cardFee')
      .reduce((sum, entry) => sum + entry.amount, 0);
    const billed = billedPlanSurcharge(bound, 'monthly', invoice!.instalmentNumber!).total;
    const expected = bound.cardFunding === 'credit' && card?.funding !== 'credit' ? 0 - billed : 0;
    expect(cardFee, `${trail.join(' -> ')}: invoice ${invoice!.number} on ${card?.funding}`).toBe(expected);
  }
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
    it(
      `keeps every policy's money adding up (seed ${seed}, PROPERTY_SEED=${seed} replays)`,
      { timeout: 120_000 },
      async () => {
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
      },
    );
  }
});

describe('random months of collections with the card on file changed between instalments (decision 0063)', () => {
  // CARD_CHANGE_SEQUENCES=30 runs more; PROPERTY_SEED=<seed> replays one.
  for (const seed of seeds(63_100, Number(process.env.CARD_CHANGE_SEQUENCES ?? 4))) {
    it(
      `charges each instalment the surcharge of the card it is collected on, and the money adds up (seed ${seed}, PROPERTY_SEED=${seed} replays)`,
      { timeout: 120_000 },
      async () => {
        const { int, pick, chance } = draw(random(seed));
        clock = new Date();
        for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
          cookies[key] = await sessionCookie(t.db, key, clock);
        const card = pick([NEW_CARDS.credit, NEW_CARDS.credit, NEW_CARDS.debit, NEW_CARDS.prepaid]);
        const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly', card);
        const id = policy.applicationId;
        const trail = [`bind monthly with ${card}`];
        const check = async () => {
          await checkPolicyMoney(t, cookies.admin, id, trail);
          await checkNsf(id, trail);
          await checkCollectedSurcharges(id, trail);
        };
        await check();
        let status = 'bound';
        for (let step = int(8, 16); step > 0; step -= 1) {
          clock = new Date(clock.getTime() + int(1, 30) * DAY);
          for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
            cookies[key] = await sessionCookie(t.db, key, clock);
          // Every third step the card on file changes; the others are drawn.
          const action =
            step % 3 === 0
              ? 'card change'
              : pick([
                  'collect',
                  'collect',
                  'collect',
                  'pay in full',
                  'payment link',
                  'pay overdue',
                  'cancel',
                ] as const);
          if (action === 'collect') {
            const result = await collectScheduledPayments(deps(), clock);
            trail.push(`collect ${formatDate(clock)} ${JSON.stringify(result)}`);
          } else if (status === 'bound' && action === 'card change') {
            trail.push(await cardChange(id, { pick }));
          } else if (status === 'bound' && action === 'pay in full') {
            const paidWith = pick(Object.values(NEW_CARDS));
            trail.push(`${await payInFull(id, paidWith)} with ${paidWith}`);
          } else if (action === 'payment link') {
            const paidWith = pick(Object.values(NEW_CARDS));
            trail.push(
              `${await paymentLinkStep(t, cookies.finance, id, { pick }, paidWith)} with ${paidWith}`,
            );
          } else if (action === 'pay overdue') {
            trail.push(await payOverdueStep(t, cookies.broker, id));
          } else if (status === 'bound' && action === 'cancel' && chance(0.3)) {
            const done = await cancel(id);
            if (done.startsWith('cancel prorata')) status = 'cancelled';
            trail.push(done);
          }
          await check();
        }
        if (process.env.DEBUG_MONEY) console.log(trail.join('\n  '));
      },
    );
  }
});

describe('random sequences on a claims-made policy: an ERP, finance transactions, collections and cancellations', () => {
  // ERP_SEQUENCES=20 runs more; PROPERTY_SEED=<seed> replays one.
  for (const seed of seeds(53_000, Number(process.env.ERP_SEQUENCES ?? 3))) {
    it(
      `keeps the money adding up (seed ${seed}, PROPERTY_SEED=${seed} replays)`,
      { timeout: 120_000 },
      async () => {
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
      },
    );
  }
});
