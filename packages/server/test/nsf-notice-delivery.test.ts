import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, NsfInvoiceItem } from '@bm/contracts';
import { addDaysToDay, collectionAttemptDays, formatDate, policyEffectiveInstant } from '@bm/domain';
import { applications, invoices, nsfInvoices, policyTransactions } from '../src/db/schema.ts';
import { collectScheduledPayments } from '../src/modules/collections/collect-service.ts';
import { cancelForNonPayment } from '../src/modules/collections/non-payment-service.ts';
import { configuredPaymentLinks } from '../src/modules/payment-links/link.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 24 item 10: the 15 days of a notice of cancellation for non-payment run from the registered
 * letter's delivery. Before, the cancellation date was the day the letter was sent + 15 and the job
 * cancelled on it; now finance records the delivery day and the date follows from it.
 */
const DECLINES_LATER = '4000000000019952';

let t: TestApp;
let clock = new Date();
let policy: Application;
let invoiceId = '';
let sentDay = '';

/** Noon in Vancouver on a day. */
const at = (day: string) => new Date(policyEffectiveInstant(day).getTime() + 12 * 3_600_000);
const deps = () => ({
  db: t.db,
  payments: t.app.payments,
  storage: t.app.storage,
  email: t.app.email,
  links: configuredPaymentLinks(t.app.config),
});

async function put(user: 'finance' | 'broker', payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/nsfInvoices/${invoiceId}`,
    headers: { cookie: await sessionCookie(t.db, user, clock) },
    payload,
  });
}

async function awaitingDelivery(): Promise<NsfInvoiceItem[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/nsfInvoices?notice=awaitingDelivery',
    headers: { cookie: await sessionCookie(t.db, 'finance', clock) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  policy = await bindPolicy(
    t,
    await sessionCookie(t.db, 'broker'),
    'tenants',
    tenantsForm({ 'insured-name': 'Letter Waits', email: 'letter.waits@example.net' }),
    'monthly',
    DECLINES_LATER,
  );
  const [, second] = await t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.applicationId, policy.applicationId), eq(invoices.isMpf, false)))
    .orderBy(asc(invoices.instalmentNumber));
  invoiceId = second!.id;
  const days = collectionAttemptDays('monthly', formatDate(second!.dueDate));
  for (const day of days) await collectScheduledPayments(deps(), at(day));
  sentDay = days.at(-1)!;
  clock = at(addDaysToDay(sentDay, 1));
});
afterAll(() => t?.close());

describe('a notice of cancellation for non-payment, from its delivery', () => {
  it('has no cancellation date until its delivery is recorded; /nsf lists it as awaiting delivery', async () => {
    const item = (await awaitingDelivery()).find((i) => i.invoiceId === invoiceId);
    expect(item).toMatchObject({
      status: 'pending',
      letterSentOn: sentDay,
      letterDeliveredOn: null,
      cancellationDate: null,
    });
    // However long after the sending, nothing is cancelled without a delivery day.
    expect((await cancelForNonPayment(deps(), at(addDaysToDay(sentDay, 45)))).cancelled).toEqual([]);
  });

  it('refuses a delivery day before the sending, in the future or not a day, and changes nothing', async () => {
    const before = await put('finance', { letterDeliveredOn: addDaysToDay(sentDay, -1) });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(
      `The delivery date cannot be before the day the notice was sent (${sentDay}).`,
    );
    const future = await put('finance', { letterDeliveredOn: addDaysToDay(sentDay, 2) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('The delivery date cannot be in the future.');
    const notADay = await put('finance', { letterDeliveredOn: '2027-02-30' });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.body).toContain('Please enter the delivery date as YYYY-MM-DD.');
    const broker = await put('broker', { letterDeliveredOn: sentDay });
    expect(broker.statusCode).toBe(403);
    const [nsf] = await t.db.select().from(nsfInvoices).where(eq(nsfInvoices.invoiceId, invoiceId));
    expect(nsf).toMatchObject({ letterDeliveredOn: null, cancellationDate: null, status: 'pending' });
  });

  it('sets the cancellation date 15 days after the recorded delivery; the job cancels on it, not before', async () => {
    const deliveredDay = addDaysToDay(sentDay, 3);
    const cancellationDay = addDaysToDay(deliveredDay, 15);
    clock = at(addDaysToDay(sentDay, 5));
    const saved = await put('finance', { letterDeliveredOn: deliveredDay });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      letterSentOn: sentDay,
      letterDeliveredOn: deliveredDay,
      cancellationDate: cancellationDay,
      status: 'pending',
    });
    expect((await awaitingDelivery()).some((i) => i.invoiceId === invoiceId)).toBe(false);
    const history = await t.db
      .select({ description: policyTransactions.description })
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.applicationId, policy.applicationId),
          eq(policyTransactions.type, 'NSF Invoice'),
        ),
      );
    expect(history.map((row) => row.description)).toContain(
      `NSF invoice ${saved.json().invoiceNumber}: pending; notice of cancellation delivered on ${deliveredDay}, cancellation for non-payment on ${cancellationDay}`,
    );

    // Sent + 15 (the old rule) and the day before: still in force.
    expect((await cancelForNonPayment(deps(), at(addDaysToDay(sentDay, 15)))).cancelled).toEqual([]);
    expect((await cancelForNonPayment(deps(), at(addDaysToDay(cancellationDay, -1)))).cancelled).toEqual([]);
    const [stillBound] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, policy.applicationId));
    expect(stillBound!.status).toBe('bound');
    // On the day: cancelled for non-payment as of that day.
    const result = await cancelForNonPayment(deps(), at(cancellationDay));
    expect(result.cancelled).toEqual([
      { applicationId: policy.applicationId, policyNumber: policy.policyNumber },
    ]);
    const [cancellation] = await t.db
      .select()
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.applicationId, policy.applicationId),
          eq(policyTransactions.type, 'Cancellation'),
        ),
      );
    expect(formatDate(cancellation!.effectiveDate)).toBe(cancellationDay);

    // Once completed, its delivery day no longer changes.
    const late = await put('finance', { letterDeliveredOn: addDaysToDay(sentDay, 1) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'The delivery date can only be recorded while the NSF invoice is pending.',
    );
  });
});
