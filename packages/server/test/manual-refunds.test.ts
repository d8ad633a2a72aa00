import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  EndorsementQuoteResponse,
  InvoiceItem,
  InvoiceList,
  SettleRefundResponse,
} from '@bm/contracts';
import { formatDate, ledgerBalances } from '@bm/domain';
import type { Db } from '../src/db/client.ts';
import { auditLog, invoices, payments, policyTransactions, refunds } from '../src/db/schema.ts';
import { lockApplication } from '../src/modules/policies/repository.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { recordPolicyChange } from '../src/modules/policies/record-change.ts';
import { SETTLE_REFUND_MESSAGES } from '../src/modules/refunds/service.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { dayFromToday, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', admin: '', finance: '', underwriter: '', endorsement: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const settleUrl = (applicationId: string, refundId: string) =>
  `/api/applications/${applicationId}/refunds/${refundId}/settle`;

function settle(applicationId: string, refundId: string, payload: unknown, cookie = cookies.finance) {
  return t.app.inject({
    method: 'POST',
    url: settleUrl(applicationId, refundId),
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  });
}

async function invoiceList(applicationId: string, cookie = cookies.finance): Promise<InvoiceList> {
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${applicationId}/invoices`,
    headers: { cookie },
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json() as InvoiceList;
}

/** The record's credit notes with a manual refund, as its Invoices card gets them. */
async function creditNotes(applicationId: string): Promise<InvoiceItem[]> {
  return (await invoiceList(applicationId)).invoices.filter((invoice) => invoice.manualRefund);
}

/** Everything a refused settle must leave as it was. */
async function snapshot(applicationId: string) {
  const [ledger, history, refundRows, audits, invoiceRows] = await Promise.all([
    readLedger(t.db, applicationId),
    t.db.select().from(policyTransactions).where(eq(policyTransactions.applicationId, applicationId)),
    t.db.select().from(refunds).where(eq(refunds.applicationId, applicationId)),
    t.db.select().from(auditLog).where(eq(auditLog.entityId, applicationId)),
    t.db.select().from(invoices).where(eq(invoices.applicationId, applicationId)),
  ]);
  const byId = <T extends { id: string | number }>(rows: T[]) =>
    [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return {
    ledger,
    history: history.length,
    refunds: byId(refundRows),
    audits: audits.length,
    invoices: byId(invoiceRows),
  };
}

/**
 * A monthly policy cancelled flat on its effective day: the first payment comes back by hand, so
 * a manual refund is pending and its credit note is open with a negative amount.
 */
async function cancelledMonthly() {
  const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
  const figures = await cancelPolicy(t, cookies.admin, policy.applicationId, { days: 7, option: 'flat' });
  expect(figures.refundDue).toBeGreaterThan(0);
  const [note] = await creditNotes(policy.applicationId);
  expect(note?.manualRefund).toMatchObject({
    status: 'pending',
    amount: figures.refundDue,
    reference: null,
    paidOn: null,
  });
  return { policy, figures, note: note!, refundId: note!.manualRefund!.id };
}

const TODAY = () => formatDate(new Date());

describe('a pending manual refund on the Invoices card', () => {
  it('is the credit note of the cancellation, linked to the refunds row', async () => {
    const { policy, figures, note, refundId } = await cancelledMonthly();
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(row).toMatchObject({
      applicationId: policy.applicationId,
      manual: true,
      status: 'pending',
      amount: figures.refundDue,
    });
    expect(note).toMatchObject({ status: 'open', amountDue: -figures.refundDue, amountPaid: 0 });
    expect(note.manualRefund?.recordedOn).toBe(TODAY());
    const b = ledgerBalances(await readLedger(t.db, policy.applicationId));
    expect(b.refundPending).toBe(figures.refundDue);
  });
});

describe('recording a manual refund as paid', () => {
  it('appends one manual refund entry, pays the credit note, and writes the history and audit rows', async () => {
    const { policy, figures, note, refundId } = await cancelledMonthly();
    const id = policy.applicationId;
    const before = ledgerBalances(await readLedger(t.db, id));
    const entriesBefore = (await readLedger(t.db, id)).length;

    const response = await settle(id, refundId, { reference: '  CHQ-000123 ', paidOn: TODAY() });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as SettleRefundResponse;
    expect(body.message).toBe(SETTLE_REFUND_MESSAGES.settled);
    expect(body.refund).toEqual({
      id: refundId,
      amount: figures.refundDue,
      status: 'succeeded',
      recordedOn: TODAY(),
      reference: 'CHQ-000123',
      paidOn: TODAY(),
    });
    expect(body.invoice).toMatchObject({
      id: note.id,
      status: 'paid',
      amountDue: -figures.refundDue,
      amountPaid: -figures.refundDue,
      manualRefund: body.refund,
    });
    expect(body.invoice.paidAt).not.toBeNull();

    // The ledger: one entry more, refundPending 0, refunded up by the amount, what is held unchanged.
    const ledger = await readLedger(t.db, id);
    expect(ledger).toHaveLength(entriesBefore + 1);
    expect(ledger.at(-1)).toEqual({
      kind: 'refund',
      amount: figures.refundDue,
      invoiceId: note.id,
      component: null,
      paymentId: null,
      refundId,
      manual: true,
    });
    const after = ledgerBalances(ledger);
    expect(after.refundPending).toBe(0);
    expect(after.refunded).toBe(before.refunded + figures.refundDue);
    expect(after.collected).toBe(before.collected - figures.refundDue);
    expect(after.collected).toBeGreaterThanOrEqual(0);

    // The refunds row: paid, with its reference, day, who and the credit note it paid.
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(row).toMatchObject({
      status: 'succeeded',
      reference: 'CHQ-000123',
      paidOn: TODAY(),
      invoiceId: note.id,
    });
    expect(row?.settledBy).not.toBeNull();
    expect(row?.settledAt).not.toBeNull();

    // The history row and the audit row.
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, 'Refund')));
    expect(history).toMatchObject({ id: body.transactionId, refundId });
    expect(history?.description).toMatch(/^Manual refund settled: .* reference CHQ-000123$/);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${id}/transactions`,
      headers: { cookie: cookies.broker },
    });
    expect(shown.statusCode).toBe(200);
    expect((shown.json() as { type: string }[]).map((row) => row.type)).toContain('Refund');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'refund.settle')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ transactionId: body.transactionId, refundId });

    // The Invoices card: the credit note paid and refunded; the totals still equal the ledger's.
    const list = await invoiceList(id);
    const paidNote = list.invoices.find((invoice) => invoice.id === note.id);
    expect(paidNote).toMatchObject({ status: 'paid', manualRefund: { status: 'succeeded' } });
    expect(list.totals.paid).toBe(after.collected);
    expect(list.totals.owing).toBe(after.owing - after.refundPending);

    // A second settle is refused and changes nothing.
    const unchanged = await snapshot(id);
    const again = await settle(id, refundId, { reference: 'CHQ-000124', paidOn: TODAY() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SETTLE_REFUND_MESSAGES.alreadyPaid);
    expect(await snapshot(id)).toEqual(unchanged);
  });

  it('lets a super admin record it too, and settles each of two refunds of one policy on its own credit note', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const id = policy.applicationId;
    // A small monthly decrease late in the term: returned by hand, the policy keeps the rest of the first payment.
    const change = {
      reason: 'Other',
      reasonText: 'Lower contents limit requested',
      effectiveDate: dayFromToday(7 + 300),
      changes: [{ field: 'contents-limit', newValue: '20000' }],
    };
    const quoted = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/endorsement/quote`,
      headers: { cookie: cookies.endorsement },
      payload: change,
    });
    const priced = quoted.json() as EndorsementQuoteResponse;
    expect(priced.payment.action).toBe('manualRefund');
    const endorsed = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/endorsement`,
      headers: { cookie: cookies.endorsement },
      payload: {
        endorsement: { ...change, expectedTotal: priced.endorsementFeesAndTotals.total.annual },
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(endorsed.statusCode, endorsed.body).toBe(200);
    const endorsementRefund = endorsed.json().refund as { id: string; amount: number };
    // Then cancelled flat: what the policy still holds comes back by hand too.
    const figures = await cancelPolicy(t, cookies.admin, id, { days: 7, option: 'flat' });

    const notes = await creditNotes(id);
    const pending = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.applicationId, id), eq(refunds.manual, true)));
    // Every pending refund is on exactly one credit note, which owes exactly its amount.
    expect(notes.map((note) => note.manualRefund!.id).sort()).toEqual(pending.map((row) => row.id).sort());
    for (const note of notes) expect(note.amountDue - note.amountPaid).toBe(-note.manualRefund!.amount);
    expect(notes.find((note) => note.manualRefund!.id === endorsementRefund.id)?.type).toBe(
      'endorsement refund',
    );
    expect(figures.refundDue).toBeGreaterThan(0);
    expect(notes.map((note) => note.type).sort()).toEqual(['cancellation refund', 'endorsement refund']);

    for (const note of notes) {
      const response = await settle(
        id,
        note.manualRefund!.id,
        { reference: `ET-${note.number}`, paidOn: TODAY() },
        cookies.admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as SettleRefundResponse).invoice).toMatchObject({
        id: note.id,
        status: 'paid',
      });
    }
    const b = ledgerBalances(await readLedger(t.db, id));
    expect(b.refundPending).toBe(0);
    expect(b.collected).toBeGreaterThanOrEqual(0);
    expect((await creditNotes(id)).every((note) => note.manualRefund!.status === 'succeeded')).toBe(true);
  });
});

describe('refusals write nothing', () => {
  let pending: Awaited<ReturnType<typeof cancelledMonthly>>;
  beforeAll(async () => {
    pending = await cancelledMonthly();
  });

  it('is 403 for a broker (even on their own policy), an underwriter and endorsement staff', async () => {
    const id = pending.policy.applicationId;
    const before = await snapshot(id);
    for (const cookie of [cookies.broker, cookies.underwriter, cookies.endorsement]) {
      const response = await settle(id, pending.refundId, { reference: 'CHQ-1', paidOn: TODAY() }, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(SETTLE_REFUND_MESSAGES.notAllowed);
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('is 401 signed out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: settleUrl(pending.policy.applicationId, pending.refundId),
      payload: { reference: 'CHQ-1', paidOn: TODAY() },
    });
    expect(response.statusCode).toBe(401);
  });

  it('is 404 for a refund of another policy, an unknown refund or policy, and 400 for ids that are not UUIDs', async () => {
    const other: Application = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const before = await snapshot(pending.policy.applicationId);
    const elsewhere = await settle(other.applicationId, pending.refundId, {
      reference: 'CHQ-1',
      paidOn: TODAY(),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(SETTLE_REFUND_MESSAGES.notFound);
    const unknown = await settle(pending.policy.applicationId, crypto.randomUUID(), {
      reference: 'CHQ-1',
      paidOn: TODAY(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SETTLE_REFUND_MESSAGES.notFound);
    const noPolicy = await settle(crypto.randomUUID(), pending.refundId, {
      reference: 'CHQ-1',
      paidOn: TODAY(),
    });
    expect(noPolicy.statusCode).toBe(404);
    const badId = await settle(pending.policy.applicationId, 'not-a-uuid', {
      reference: 'CHQ-1',
      paidOn: TODAY(),
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('refundId: refundId must be a UUID');
    expect(await snapshot(pending.policy.applicationId)).toEqual(before);
  });

  it.each([
    [
      'a day in the future',
      { reference: 'CHQ-1', paidOn: dayFromToday(2) },
      SETTLE_REFUND_MESSAGES.futureDay,
    ],
    [
      'a day before the refund was recorded',
      { reference: 'CHQ-1', paidOn: dayFromToday(-1) },
      SETTLE_REFUND_MESSAGES.beforeRecorded(formatDate(new Date())),
    ],
    [
      'a day that is not on the calendar',
      { reference: 'CHQ-1', paidOn: '2026-02-30' },
      'paidOn: Enter the day the refund was paid as YYYY-MM-DD.',
    ],
    [
      'a day in another format',
      { reference: 'CHQ-1', paidOn: '11/20/2026' },
      'paidOn: Enter the day the refund was paid as YYYY-MM-DD.',
    ],
    [
      'no reference',
      { reference: '   ', paidOn: dayFromToday(0) },
      'reference: Enter the cheque or e-transfer reference.',
    ],
    [
      'a reference over 100 characters',
      { reference: 'x'.repeat(101), paidOn: dayFromToday(0) },
      'reference: The reference is at most 100 characters.',
    ],
    ['no body fields', {}, /^(reference|paidOn): /],
  ])('is 400 for %s', async (_name, payload, message) => {
    const id = pending.policy.applicationId;
    const before = await snapshot(id);
    const response = await settle(id, pending.refundId, payload);
    expect(response.statusCode, response.body).toBe(400);
    if (typeof message === 'string') expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(message);
    expect(await snapshot(id)).toEqual(before);
  });

  it('is 409 for a refund that went back to the card', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const figures = await cancelPolicy(t, cookies.admin, policy.applicationId, { days: 7, option: 'flat' });
    expect(figures.refundDue).toBeGreaterThan(0);
    const [card] = await t.db.select().from(refunds).where(eq(refunds.applicationId, policy.applicationId));
    expect(card).toMatchObject({ manual: false });
    const before = await snapshot(policy.applicationId);
    const response = await settle(policy.applicationId, card!.id, { reference: 'CHQ-1', paidOn: TODAY() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SETTLE_REFUND_MESSAGES.notManual);
    expect(await snapshot(policy.applicationId)).toEqual(before);
  });

  it('is 422 when the policy no longer holds what the refund would pay (a card charge refunded since)', async () => {
    const { policy, refundId } = await cancelledMonthly();
    const id = policy.applicationId;
    // The first payment went back to the card by another path (a dispute): the policy holds nothing.
    const [charge] = await t.db.select().from(payments).where(eq(payments.applicationId, id));
    const ledger = await readLedger(t.db, id);
    const bindInvoice = ledger.find((entry) => entry.kind === 'payment')!.invoiceId;
    await t.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockApplication(tx, id);
      await recordPolicyChange(tx, {
        application: locked!,
        type: 'Chargeback',
        userId: null,
        at: new Date(),
        history: { reason: 'Card dispute lost' },
        money: [
          { kind: 'refund', amount: charge!.amount, invoice: { id: bindInvoice }, paymentId: charge!.id },
        ],
        audit: { action: 'test.chargeback' },
      });
    });
    const before = await snapshot(id);
    const response = await settle(id, refundId, { reference: 'CHQ-1', paidOn: TODAY() });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'This refund is more than the policy has collected, so it cannot be recorded as paid.',
      code: 'exceedsCollected',
    });
    expect(await snapshot(id)).toEqual(before);
  });
});
