import { and, asc, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@bm/contracts';
import {
  addDaysToDay,
  collectionAttemptDays,
  formatDate,
  ledgerBalances,
  policyEffectiveInstant,
} from '@bm/domain';
import {
  applications,
  documents,
  emailOutbox,
  invoices,
  nsfInvoices,
  payments,
  policyTransactions,
} from '../src/db/schema.ts';
import {
  collectScheduledPayments,
  COLLECTION_CHANGE_TYPES,
} from '../src/modules/collections/collect-service.ts';
import { cancelForNonPayment } from '../src/modules/collections/non-payment-service.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { configuredPaymentLinks } from '../src/modules/payment-links/link.ts';

/** Pays the bind, then declines every later charge with insufficient funds (README, test cards). */
const DECLINES_LATER = '4000000000019952';

let t: TestApp;
let good: Application;
let bad: Application;

const deps = () => ({
  db: t.db,
  payments: t.app.payments,
  storage: t.app.storage,
  email: t.app.email,
  links: configuredPaymentLinks(t.app.config),
});
/** Noon in Vancouver on a day, as the job's clock. */
const at = (day: string) => new Date(policyEffectiveInstant(day).getTime() + 12 * 3_600_000);

async function planInvoices(applicationId: string) {
  return t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.applicationId, applicationId), eq(invoices.isMpf, false)))
    .orderBy(asc(invoices.instalmentNumber));
}

async function historyTypes(applicationId: string) {
  const rows = await t.db
    .select({ type: policyTransactions.type })
    .from(policyTransactions)
    .where(eq(policyTransactions.applicationId, applicationId))
    .orderBy(asc(policyTransactions.createdAt));
  return rows.map((row) => row.type);
}

async function collectionPayments(invoiceId: string) {
  return t.db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), sql`${payments.purpose}->>'kind' = 'collection'`))
    .orderBy(asc(payments.createdAt));
}

/** Every policy's money adds up: what was collected is what was billed, less voided and owing. */
async function expectLedgerBalances(applicationId: string) {
  const balances = ledgerBalances(await readLedger(t.db, applicationId));
  expect(balances.collected).toBe(
    balances.billed - balances.voided - balances.writtenOff - balances.owing + balances.refundPending,
  );
  return balances;
}

beforeAll(async () => {
  t = await createTestApp();
  const broker = await sessionCookie(t.db, 'broker');
  good = await bindPolicy(t, broker, 'tenants', tenantsForm({ 'insured-name': 'Paying Monthly' }), 'monthly');
  bad = await bindPolicy(
    t,
    broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Declined Monthly', email: 'declined.monthly@example.net' }),
    'monthly',
    DECLINES_LATER,
  );
});

afterAll(async () => {
  await t.close();
});

describe('the collections job', () => {
  it('charges nothing before a payment falls due', async () => {
    const [, second] = await planInvoices(good.applicationId);
    const dayBefore = addDaysToDay(formatDate(second!.dueDate), -1);
    const result = await collectScheduledPayments(deps(), at(dayBefore));
    expect(result.attempted).toBe(0);
    expect(await collectionPayments(second!.id)).toHaveLength(0);
  });

  it('collects a monthly instalment on its due date, on the finance account, once', async () => {
    const [, second] = await planInvoices(good.applicationId);
    const before = await expectLedgerBalances(good.applicationId);
    const due = formatDate(second!.dueDate);
    // Two runs at once (two processes): one charge, one payment on the ledger.
    await Promise.all([collectScheduledPayments(deps(), at(due)), collectScheduledPayments(deps(), at(due))]);
    await collectScheduledPayments(deps(), at(due));

    const charged = await collectionPayments(second!.id);
    expect(charged).toHaveLength(1);
    // The record moved (its history and invoices are read again by what caches them on updatedAt).
    const [record] = await t.db.select().from(applications).where(eq(applications.id, good.applicationId));
    expect(record!.updatedAt.getTime()).toBe(at(due).getTime());
    expect(charged[0]).toMatchObject({ status: 'succeeded', account: 'finance', amount: second!.amountDue });
    const [, paid] = await planInvoices(good.applicationId);
    expect(paid!.status).toBe('paid');
    expect(paid!.amountPaid).toBe(second!.amountDue);
    const after = await expectLedgerBalances(good.applicationId);
    expect(after.collected - before.collected).toBe(second!.amountDue);
    expect(before.owing - after.owing).toBe(second!.amountDue);
    expect(
      (await historyTypes(good.applicationId)).filter((type) => type === COLLECTION_CHANGE_TYPES.paid),
    ).toHaveLength(1);
  });

  it('a declined instalment opens an NSF invoice with its missed payment fee, and is retried on schedule', async () => {
    const [, second] = await planInvoices(bad.applicationId);
    const due = formatDate(second!.dueDate);
    const days = collectionAttemptDays('monthly', due);
    expect(days).toHaveLength(4);

    // Both policies fall due the same day: the run above has already made this first attempt.
    await collectScheduledPayments(deps(), at(days[0]!));
    expect((await collectionPayments(second!.id)).map((p) => p.status)).toEqual(['failed']);
    const [nsf] = await t.db.select().from(nsfInvoices).where(eq(nsfInvoices.invoiceId, second!.id));
    expect(nsf).toMatchObject({
      status: 'pending',
      reason: 'Your card has insufficient funds.',
      cancellationDate: null,
    });
    const [mpf] = await t.db.select().from(invoices).where(eq(invoices.id, nsf!.mpfInvoiceId!));
    expect(mpf).toMatchObject({ isMpf: true, waivable: true, status: 'open', amountDue: 2_500 });
    expect(await historyTypes(bad.applicationId)).toContain(COLLECTION_CHANGE_TYPES.declined);

    // The insured is emailed the declined invoice's payment link (through the outbox, with the
    // decline), and the link opens the invoice for what it owes.
    const emailed = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'nsf-payment-link'));
    expect(emailed).toHaveLength(1);
    expect(emailed[0]).toMatchObject({
      toAddress: 'declined.monthly@example.net',
      subject: `Payment declined: policy ${bad.policyNumber}, pay invoice ${second!.number}`,
    });
    expect(emailed[0]!.textBody).toContain('Your card has insufficient funds.');
    expect(emailed[0]!.textBody).toContain('A missed payment fee of $25.00 was added.');
    const token = /\/pay\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(emailed[0]!.textBody)?.[1];
    expect(token).toBeTruthy();
    const opened = await t.app.inject({ method: 'GET', url: `/api/payments/links/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ invoice: { id: second!.id, amountOwing: second!.amountDue } });
    const declinedRow = await t.db
      .select({ description: policyTransactions.description })
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.applicationId, bad.applicationId),
          eq(policyTransactions.type, COLLECTION_CHANGE_TYPES.declined),
        ),
      );
    expect(declinedRow[0]!.description).toContain('payment link emailed to declined.monthly@example.net');

    // The same day again, and the day before the first retry: no new attempt.
    await collectScheduledPayments(deps(), at(days[0]!));
    await collectScheduledPayments(deps(), at(addDaysToDay(days[1]!, -1)));
    expect(await collectionPayments(second!.id)).toHaveLength(1);

    // Retries 1 and 2 ask for the instalment and its missed payment fee; no second fee is added.
    await collectScheduledPayments(deps(), at(days[1]!));
    await collectScheduledPayments(deps(), at(days[2]!));
    const attempts = await collectionPayments(second!.id);
    expect(attempts.map((p) => [p.status, p.amount])).toEqual([
      ['failed', second!.amountDue],
      ['failed', second!.amountDue + 2_500],
      ['failed', second!.amountDue + 2_500],
    ]);
    const fees = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.applicationId, bad.applicationId), eq(invoices.isMpf, true)));
    expect(fees).toHaveLength(1);
    // The link was sent once, with the first decline.
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'nsf-payment-link')),
    ).toHaveLength(1);
    await expectLedgerBalances(bad.applicationId);
  });

  it('after the last retry a notice goes by registered letter and email; no cancellation date until its delivery', async () => {
    const [, second] = await planInvoices(bad.applicationId);
    const days = collectionAttemptDays('monthly', formatDate(second!.dueDate));
    const last = days[3]!;
    const result = await collectScheduledPayments(deps(), at(last));
    expect(result).toMatchObject({ attempted: 1, declined: 1, noticesSent: 1 });

    const [nsf] = await t.db.select().from(nsfInvoices).where(eq(nsfInvoices.invoiceId, second!.id));
    // The 15 days run from the letter's delivery (docs/decisions/0059): not known yet.
    expect(nsf!.cancellationDate).toBeNull();
    expect(nsf!.letterDeliveredOn).toBeNull();
    expect(nsf!.registerLetterSentAt).not.toBeNull();

    const [letter] = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationId, bad.applicationId), eq(documents.kind, 'notice')));
    expect(letter!.name).toBe(
      `Notice of cancellation for non-payment ${bad.policyNumber} ${second!.number}.pdf`,
    );
    const bytes = await t.app.storage.get(letter!.key);
    expect((await PDFDocument.load(bytes!)).getTitle()).toContain('Notice of cancellation for non-payment');

    const email = await t.lastEmailTo('declined.monthly@example.net');
    expect(email!.subject).toBe(`Notice of cancellation for non-payment: policy ${bad.policyNumber}`);
    expect(email!.textBody).toContain(
      'cancelled for non-payment 15 days after the day this registered letter is delivered to you',
    );
    expect(email!.attachments).toEqual([{ filename: letter!.name, documentKey: letter!.key }]);
    const sent = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'non-payment-notice'));
    expect(sent).toHaveLength(1);

    // Every attempt is made: later runs charge nothing more.
    await collectScheduledPayments(deps(), at(addDaysToDay(last, 3)));
    expect(await collectionPayments(second!.id)).toHaveLength(4);
    await expectLedgerBalances(bad.applicationId);
  });
});

describe('NSF invoices (GET /api/nsfInvoices, PUT /api/nsfInvoices/{invoiceId})', () => {
  async function list(user: 'broker' | 'broker2' | 'finance', query = '') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/nsfInvoices${query}`,
      headers: { cookie: await sessionCookie(t.db, user) },
    });
    return response;
  }

  async function update(user: 'broker' | 'broker2' | 'finance', invoiceId: string, payload: object) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/nsfInvoices/${invoiceId}`,
      headers: { cookie: await sessionCookie(t.db, user) },
      payload,
    });
  }

  it('lists the declined payment with its policy, attempts, fee and cancellation date', async () => {
    const [, second] = await planInvoices(bad.applicationId);
    const response = await list('broker');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const item = body.items.find((i: { invoiceId: string }) => i.invoiceId === second!.id);
    const last = collectionAttemptDays('monthly', formatDate(second!.dueDate))[3]!;
    expect(item).toMatchObject({
      invoiceNumber: second!.number,
      applicationId: bad.applicationId,
      policyNumber: bad.policyNumber,
      term: `${formatDate(bad.policyEffectiveDate!)} to ${formatDate(bad.policyExpiryDate!)}`,
      policyStatus: 'bound',
      insuredName: 'Declined Monthly',
      reason: 'Your card has insufficient funds.',
      status: 'pending',
      amountOwing: second!.amountDue,
      missedPaymentFeeOwing: 2_500,
      attempts: 4,
      nextAttemptDay: null,
      cancellationDate: null,
      letterSentOn: last,
      letterDeliveredOn: null,
    });
    expect(body.items.some((i: { applicationId: string }) => i.applicationId === good.applicationId)).toBe(
      false,
    );
    expect(body.nextCursor).toBeNull();

    // Filters: by status and by search.
    expect((await list('broker', '?status=completed')).json().items).toHaveLength(0);
    expect((await list('broker', `?search=${bad.policyNumber}`)).json().items).toHaveLength(1);
    expect((await list('broker', '?search=nobody-by-this-name')).json().items).toHaveLength(0);
    // One policy's NSF invoices (the record's NsfInvoice modal).
    const ofBad = (await list('broker', `?applicationId=${bad.applicationId}`)).json().items;
    expect(ofBad.map((i: { invoiceId: string }) => i.invoiceId)).toEqual([second!.id]);
    expect((await list('broker', `?applicationId=${good.applicationId}`)).json().items).toHaveLength(0);
    expect((await list('broker', '?applicationId=not-a-uuid')).statusCode).toBe(400);
    expect((await list('broker', '?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it("another brokerage's broker neither sees nor updates it", async () => {
    const [, second] = await planInvoices(bad.applicationId);
    expect((await list('broker2')).json().items.map((i: { invoiceId: string }) => i.invoiceId)).not.toContain(
      second!.id,
    );
    const response = await update('broker2', second!.id, { status: 'completed' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('NSF invoice not found.');
  });

  it('only finance and super admins update it; each update writes a history row', async () => {
    const [, second] = await planInvoices(bad.applicationId);
    const refused = await update('broker', second!.id, { status: 'completed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only finance users and super admins can update NSF invoices.');

    const done = await update('finance', second!.id, {
      reason: 'Insured paying by cheque',
      status: 'completed',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ reason: 'Insured paying by cheque', status: 'completed' });
    expect(await historyTypes(bad.applicationId)).toContain('NSF Invoice');

    const again = await update('finance', second!.id, { status: 'completed' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Nothing has been changed. Please change the reason or the status.');
    expect((await update('finance', second!.id, {})).statusCode).toBe(400);
    expect((await list('broker', '?status=completed')).json().items).toHaveLength(1);
  });
});

describe('cancellation for non-payment', () => {
  it("on the notice's cancellation date an unpaid policy is cancelled pro rata, once, and its money adds up", async () => {
    const broker = await sessionCookie(t.db, 'broker');
    const lapsing = await bindPolicy(
      t,
      broker,
      'tenants',
      tenantsForm({ 'insured-name': 'Never Pays', email: 'never.pays@example.net' }),
      'monthly',
      '4000000000019986',
    );
    const [, second] = await planInvoices(lapsing.applicationId);
    const days = collectionAttemptDays('monthly', formatDate(second!.dueDate));
    for (const day of days) await collectScheduledPayments(deps(), at(day));
    const [nsf] = await t.db.select().from(nsfInvoices).where(eq(nsfInvoices.invoiceId, second!.id));
    expect(nsf!.reason).toBe('Your card was declined.');
    // Nothing is cancelled while the letter's delivery is unknown, however long after it was sent.
    const sentDay = days.at(-1)!;
    expect((await cancelForNonPayment(deps(), at(addDaysToDay(sentDay, 60)))).cancelled).toEqual([]);
    // Its delivery recorded (nsf-notice-delivery.test.ts records it through the API): 15 days on.
    const deliveredDay = addDaysToDay(sentDay, 4);
    const cancellationDay = addDaysToDay(deliveredDay, 15);
    await t.db
      .update(nsfInvoices)
      .set({ letterDeliveredOn: deliveredDay, cancellationDate: policyEffectiveInstant(cancellationDay) })
      .where(eq(nsfInvoices.id, nsf!.id));

    expect((await cancelForNonPayment(deps(), at(addDaysToDay(cancellationDay, -1)))).cancelled).toEqual([]);
    const result = await cancelForNonPayment(deps(), at(cancellationDay));
    expect(result.cancelled).toEqual([
      { applicationId: lapsing.applicationId, policyNumber: lapsing.policyNumber },
    ]);
    expect((await cancelForNonPayment(deps(), at(cancellationDay))).cancelled).toEqual([]);

    const [cancellation] = await t.db
      .select()
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.applicationId, lapsing.applicationId),
          eq(policyTransactions.type, 'Cancellation'),
        ),
      );
    expect(cancellation).toMatchObject({
      userId: null,
      reason: 'Cancelled by Insurer',
      description: 'Policy Cancellation for Non-Payment',
    });
    expect(formatDate(cancellation!.effectiveDate)).toBe(cancellationDay);
    expect((cancellation!.details as { premiums: { cancOption: string } }).premiums.cancOption).toBe(
      'prorata',
    );
    const [after] = await t.db.select().from(nsfInvoices).where(eq(nsfInvoices.id, nsf!.id));
    expect(after!.status).toBe('completed');
    // The instalments after the cancellation are no longer collected, and the money adds up.
    const plan = await planInvoices(lapsing.applicationId);
    expect(plan.filter((invoice) => invoice.instalmentNumber !== null && invoice.status === 'open')).toEqual(
      [],
    );
    // What was earned and not paid is a balance owing on the cancellation.
    expect(plan.find((invoice) => invoice.type === 'cancellation balance')).toMatchObject({ status: 'open' });
    await expectLedgerBalances(lapsing.applicationId);
    await collectScheduledPayments(deps(), at(addDaysToDay(cancellationDay, 40)));
    expect(
      (await t.db.select().from(payments).where(eq(payments.applicationId, lapsing.applicationId))).filter(
        (p) => p.status === 'succeeded',
      ),
    ).toHaveLength(1);
  });
});

describe('an NSF invoice follows its invoice', () => {
  it('is completed, and leaves the pending list, once the declined payment is paid in full with a new card', async () => {
    const broker = await sessionCookie(t.db, 'broker');
    const policy = await bindPolicy(
      t,
      broker,
      'tenants',
      tenantsForm({ 'insured-name': 'Pays Later' }),
      'monthly',
      '4000000000010068',
    );
    const [, second] = await planInvoices(policy.applicationId);
    await collectScheduledPayments(deps(), at(formatDate(second!.dueDate)));
    const pending = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/nsfInvoices?status=pending',
          headers: { cookie: broker },
        })
      )
        .json()
        .items.filter((item: { applicationId: string }) => item.applicationId === policy.applicationId);
    expect(await pending()).toHaveLength(1);
    expect((await pending())[0].reason).toBe('Your card has expired.');

    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/payInFullQuote`,
      headers: { cookie: broker },
    });
    expect(quote.statusCode).toBe(200);
    const token = await cardToken(t, broker, 'finance');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/payInFull`,
      headers: { cookie: broker },
      payload: { idempotencyKey: crypto.randomUUID(), token, expectedOpenBalance: quote.json().openBalance },
    });
    expect(paid.statusCode).toBe(200);
    expect(await pending()).toEqual([]);
    const [nsf] = await t.db.select().from(nsfInvoices).where(eq(nsfInvoices.invoiceId, second!.id));
    expect(nsf!.status).toBe('completed');
    await expectLedgerBalances(policy.applicationId);
  });
});
