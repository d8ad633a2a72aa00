import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  CancellationPremiumsResponse,
  CancellationRecordResponse,
  EndorsementQuoteResponse,
  EndorsementResponse,
} from '@bm/contracts';
import { formatDate, MESSAGES } from '@bm/domain';
import { invoices, payments, policyTransactions, refunds } from '../src/db/schema.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { dayFromToday, roommate, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', endorsement: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const addRoommate = (effectiveDate: string) => ({
  reason: 'Add Roommate',
  effectiveDate,
  changes: [{ field: 'roommates', newValue: [roommate('Sam Lee', '20000', '5000')] }],
});

async function history(id: string) {
  return t.db
    .select()
    .from(policyTransactions)
    .where(eq(policyTransactions.applicationId, id))
    .orderBy(policyTransactions.createdAt);
}

describe('endorsements', () => {
  let policy: Application;
  beforeAll(async () => {
    policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
  });

  it('prices an added roommate pro rata and charges it once on the card on file', async () => {
    const effectiveDate = formatDate(new Date(policy.policyEffectiveDate!));
    const quoted = await post(
      `/api/applications/${policy.applicationId}/endorsement/quote`,
      cookies.endorsement,
      addRoommate(effectiveDate),
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    const priced = quoted.json() as EndorsementQuoteResponse;
    expect(priced.issuable).toBe(true);
    expect(priced.additionalPremium).toBeGreaterThan(0);
    expect(priced.payment.action).toBe('charge');
    const total = priced.endorsementFeesAndTotals.total.annual;
    expect(total).toBe(
      priced.endorsementFeesAndTotals.premium +
        priced.endorsementFeesAndTotals.tax +
        priced.endorsementFeesAndTotals.fees,
    );

    const body = {
      endorsement: { ...addRoommate(effectiveDate), expectedTotal: total },
      idempotencyKey: crypto.randomUUID(),
    };
    const saved = await post(
      `/api/applications/${policy.applicationId}/endorsement`,
      cookies.endorsement,
      body,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const result = saved.json() as EndorsementResponse;
    expect(result.payment).toMatchObject({ amount: total, status: 'succeeded' });
    expect(result.application.form.roommates).toHaveLength(1);
    expect(result.application.quote).toEqual(priced.newQuoteWithEndorsement);

    const retry = await post(
      `/api/applications/${policy.applicationId}/endorsement`,
      cookies.endorsement,
      body,
    );
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as EndorsementResponse).transactionId).toBe(result.transactionId);
    const charges = await t.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, policy.applicationId));
    expect(charges.filter((p) => p.amount === total)).toHaveLength(1);

    const rows = await history(policy.applicationId);
    expect(rows.map((r) => r.type)).toEqual(['New Business', 'Endorsement']);
    expect(rows[1]).toMatchObject({
      reason: 'Add Roommate',
      totalDelta: total,
      paymentId: result.payment!.id,
    });
    expect(rows[1]!.after).toHaveProperty('roommates');
  });

  it('refuses a total that moved, and a broker', async () => {
    const effectiveDate = formatDate(new Date(policy.policyEffectiveDate!));
    const change = {
      reason: 'Increase Limit/Add Coverage',
      reasonText: 'Insured bought new furniture',
      effectiveDate,
      changes: [{ field: 'contents-limit', newValue: '50000' }],
    };
    const moved = await post(`/api/applications/${policy.applicationId}/endorsement`, cookies.endorsement, {
      endorsement: { ...change, expectedTotal: 1 },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      'The endorsement figures have changed since they were shown. Please review them again.',
    );
    const broker = await post(
      `/api/applications/${policy.applicationId}/endorsement/quote`,
      cookies.broker,
      change,
    );
    expect(broker.statusCode).toBe(403);
  });

  it('asks for the minimum 10 characters of reason text', async () => {
    const response = await post(
      `/api/applications/${policy.applicationId}/endorsement/quote`,
      cookies.endorsement,
      {
        reason: 'Other',
        reasonText: 'short',
        effectiveDate: formatDate(new Date(policy.policyEffectiveDate!)),
        changes: [],
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Minimum 10 characters');
  });

  it('refunds a decrease to the card on an annual plan', async () => {
    const effectiveDate = formatDate(new Date(policy.policyEffectiveDate!));
    const change = {
      reason: 'Other',
      reasonText: 'Insured sold most of their furniture',
      effectiveDate,
      changes: [{ field: 'contents-limit', newValue: '10000' }],
    };
    const priced = (
      await post(`/api/applications/${policy.applicationId}/endorsement/quote`, cookies.endorsement, change)
    ).json() as EndorsementQuoteResponse;
    expect(priced.payment.action).toBe('autoRefund');
    const total = priced.endorsementFeesAndTotals.total.annual;
    const saved = await post(`/api/applications/${policy.applicationId}/endorsement`, cookies.endorsement, {
      endorsement: { ...change, expectedTotal: total },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const result = saved.json() as EndorsementResponse;
    expect(result.refund).toMatchObject({ amount: -total, manual: false, status: 'succeeded' });
  });
});

describe('cancellation', () => {
  it('computes short rate figures, cancels with a refund to the card and keeps the record', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const day = dayFromToday(60);
    const choice = {
      cancEffectiveDate: day,
      cancOption: 'shortrate',
      feeWaived: false,
      adminFeeWaived: false,
      missedPaymentFeeWaived: false,
    };
    const premiums = await post(
      `/api/applications/${policy.applicationId}/cancellation/premiums`,
      cookies.endorsement,
      choice,
    );
    expect(premiums.statusCode, premiums.body).toBe(200);
    const figures = premiums.json() as CancellationPremiumsResponse;
    expect(figures.refundMethod).toBe('card');
    expect(figures.refundDue).toBeGreaterThan(0);
    expect(Math.abs(figures.policyPremium)).toBe(
      Math.abs(figures.totalReturnPremium) + figures.earnedPremium,
    );
    expect(figures.paymentReceived - figures.refundDue + figures.amountOwing).toBe(figures.totalEarned);

    const cancel = {
      cancellation: {
        ...choice,
        cancellationReason: 'Tenant Moved',
        cancellationOption: 'Policy Cancellation',
        isManual: false,
        expectedRefundDue: figures.refundDue,
        expectedAmountOwing: figures.amountOwing,
      },
      ticketNumber: '',
      idempotencyKey: crypto.randomUUID(),
    };
    const saved = await post(
      `/api/applications/${policy.applicationId}/endorsement`,
      cookies.endorsement,
      cancel,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const result = saved.json() as EndorsementResponse;
    expect(result.application.status).toBe('cancelled');
    expect(result.refund).toMatchObject({ amount: figures.refundDue, manual: false });

    // Payments minus refunds equals what was earned: premium, tax and fees.
    const paid = await t.db.select().from(payments).where(eq(payments.applicationId, policy.applicationId));
    const returned = await t.db.select().from(refunds).where(eq(refunds.applicationId, policy.applicationId));
    const net = paid.reduce((s, p) => s + p.amount, 0) - returned.reduce((s, r) => s + r.amount, 0);
    expect(net).toBe(figures.totalEarned);

    const record = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}/cancellationRecord`,
      headers: { cookie: cookies.broker },
    });
    expect(record.statusCode, record.body).toBe(200);
    const data = (record.json() as CancellationRecordResponse).transactionData;
    expect(data).toMatchObject({
      cancellationReason: 'Tenant Moved',
      earnedPremium: figures.earnedPremium,
      refundDue: figures.refundDue,
      policyPremium: figures.policyPremium,
    });
    expect((await history(policy.applicationId)).map((r) => r.type)).toEqual([
      'New Business',
      'Cancellation',
    ]);
  });

  it('refuses moved figures and edited returns that break the spec rules', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const choice = {
      cancEffectiveDate: dayFromToday(30),
      cancOption: 'prorata',
      feeWaived: false,
      adminFeeWaived: false,
      missedPaymentFeeWaived: false,
    };
    const figures = (
      await post(
        `/api/applications/${policy.applicationId}/cancellation/premiums`,
        cookies.endorsement,
        choice,
      )
    ).json() as CancellationPremiumsResponse;
    const base = { ...choice, cancellationReason: 'Tenant Moved', cancellationOption: 'Policy Cancellation' };
    const moved = await post(`/api/applications/${policy.applicationId}/endorsement`, cookies.endorsement, {
      cancellation: {
        ...base,
        isManual: false,
        expectedRefundDue: figures.refundDue + 1,
        expectedAmountOwing: 0,
      },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(moved.statusCode).toBe(409);
    const positive = await post(
      `/api/applications/${policy.applicationId}/endorsement`,
      cookies.endorsement,
      {
        cancellation: {
          ...base,
          isManual: true,
          returnPremiums: { contentsPremium: 500 },
          expectedRefundDue: 0,
          expectedAmountOwing: 0,
        },
        idempotencyKey: crypto.randomUUID(),
      },
    );
    expect(positive.statusCode).toBe(400);
    expect(positive.json().message).toBe('Please input a negative number or 0.');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}`,
      headers: { cookie: cookies.broker },
    });
    expect(after.json().status).toBe('bound');
  });

  it('cancels a monthly plan: future invoices voided, refund recorded for a manual refund or a balance invoiced', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const choice = {
      cancEffectiveDate: dayFromToday(100),
      cancOption: 'shortrate',
      feeWaived: false,
      adminFeeWaived: false,
      missedPaymentFeeWaived: false,
    };
    const figures = (
      await post(`/api/applications/${policy.applicationId}/cancellation/premiums`, cookies.admin, choice)
    ).json() as CancellationPremiumsResponse;
    const saved = await post(`/api/applications/${policy.applicationId}/endorsement`, cookies.admin, {
      cancellation: {
        ...choice,
        cancellationReason: 'Tenant Bought a Condo/Home',
        cancellationOption: 'Policy Cancellation',
        isManual: false,
        expectedRefundDue: figures.refundDue,
        expectedAmountOwing: figures.amountOwing,
      },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const open = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.applicationId, policy.applicationId), eq(invoices.status, 'open')));
    if (figures.amountOwing > 0) {
      expect(open.map((i) => i.amountDue)).toEqual([figures.amountOwing]);
    } else {
      expect(open).toEqual([]);
    }
    const result = saved.json() as EndorsementResponse;
    if (figures.refundDue > 0) {
      expect(result.refund).toMatchObject({ manual: true, amount: figures.refundDue });
      expect(result.message).toBe(MESSAGES.endorsementNonAnnualRefund);
    }
  });

  it('lets a broker cancel only through the self-service flow with a signed PDF', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const day = dayFromToday(20);
    const figures = (
      await post(`/api/applications/${policy.applicationId}/cancellation/premiums`, cookies.broker, {
        cancEffectiveDate: day,
        cancOption: 'shortrate',
        feeWaived: true,
      })
    ).json() as CancellationPremiumsResponse;
    expect(figures.feeWaived).toBe(false);
    expect(figures.waivers.feeWaived.visible).toBe(false);
    const response = await post(`/api/applications/${policy.applicationId}/endorsement`, cookies.broker, {
      cancellation: {
        cancEffectiveDate: day,
        cancOption: 'shortrate',
        cancellationReason: 'Tenant Moved',
        cancellationOption: 'broker cancelled',
        expectedRefundDue: figures.refundDue,
        expectedAmountOwing: figures.amountOwing,
        uploadedFiles: [],
      },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Required');
    const other = await post(
      `/api/applications/${policy.applicationId}/cancellation/premiums`,
      cookies.broker2,
      {
        cancEffectiveDate: day,
        cancOption: 'shortrate',
      },
    );
    expect(other.statusCode).toBe(403);
  });

  it('cancels for a broker with an uploaded signed PDF, the option following from the date', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Signed cancellation request');
    const boundary = 'bm-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="signed.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(await pdf.save()),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/uploads?pdfOnly=true`,
      headers: { cookie: cookies.broker, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json() as { path: string; name: string };

    const day = dayFromToday(20);
    const figures = (
      await post(`/api/applications/${policy.applicationId}/cancellation/premiums`, cookies.broker, {
        cancEffectiveDate: day,
        cancOption: 'shortrate',
      })
    ).json() as CancellationPremiumsResponse;
    const cancellation = {
      cancEffectiveDate: day,
      cancellationReason: 'Tenant Moved',
      cancellationOption: 'broker cancelled',
      expectedRefundDue: figures.refundDue,
      expectedAmountOwing: figures.amountOwing,
      uploadedFiles: [file],
    };
    const wrongOption = await post(`/api/applications/${policy.applicationId}/endorsement`, cookies.broker, {
      cancellation: { ...cancellation, cancOption: 'flat' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(wrongOption.statusCode).toBe(400);
    const saved = await post(`/api/applications/${policy.applicationId}/endorsement`, cookies.broker, {
      cancellation: { ...cancellation, cancOption: 'shortrate' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as EndorsementResponse).application.status).toBe('cancelled');
    const [row] = (await history(policy.applicationId)).filter((r) => r.type === 'Cancellation');
    expect(row).toMatchObject({ description: 'broker cancelled', reason: 'Tenant Moved' });
  });
});

describe('messages and states', () => {
  it('answers payment_failed when the card cannot be charged, and changes nothing', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const effectiveDate = formatDate(new Date(policy.policyEffectiveDate!));
    const priced = (
      await post(
        `/api/applications/${policy.applicationId}/endorsement/quote`,
        cookies.endorsement,
        addRoommate(effectiveDate),
      )
    ).json() as EndorsementQuoteResponse;
    // 4000 0000 0000 0341 saves to the customer, then every charge is declined.
    const token = await cardToken(t, cookies.endorsement, priced.payment.account, '4000000000000341');
    const response = await post(
      `/api/applications/${policy.applicationId}/endorsement`,
      cookies.endorsement,
      {
        endorsement: {
          ...addRoommate(effectiveDate),
          expectedTotal: priced.endorsementFeesAndTotals.total.annual,
        },
        token,
        idempotencyKey: crypto.randomUUID(),
      },
    );
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('payment_failed');
    expect((await history(policy.applicationId)).map((r) => r.type)).toEqual(['New Business']);
  });

  it('saves a monthly decrease with the manual refund note and message', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const change = {
      reason: 'Other',
      reasonText: 'Lower contents limit requested',
      effectiveDate: formatDate(new Date(policy.policyEffectiveDate!)),
      changes: [{ field: 'contents-limit', newValue: '10000' }],
    };
    const priced = (
      await post(`/api/applications/${policy.applicationId}/endorsement/quote`, cookies.endorsement, change)
    ).json() as EndorsementQuoteResponse;
    expect(priced.payment.action).toBe('manualRefund');
    expect(priced.payment.message).toBe(
      'Currently we only support auto refund for annual payment. The endorsement will be saved, please refund manually.',
    );
    const saved = await post(`/api/applications/${policy.applicationId}/endorsement`, cookies.endorsement, {
      endorsement: { ...change, expectedTotal: priced.endorsementFeesAndTotals.total.annual },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const result = saved.json() as EndorsementResponse;
    expect(result.refund).toMatchObject({ manual: true, status: 'pending' });
    const [manual] = await t.db.select().from(refunds).where(eq(refunds.id, result.refund!.id));
    expect(manual?.remark).toBe('Manual refund from CRM');
  });

  it('refuses a total return that is not the sum of the lines, with the spec message', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const choice = {
      cancEffectiveDate: dayFromToday(30),
      cancOption: 'prorata',
      feeWaived: false,
      adminFeeWaived: false,
      missedPaymentFeeWaived: false,
    };
    const figures = (
      await post(
        `/api/applications/${policy.applicationId}/cancellation/premiums`,
        cookies.endorsement,
        choice,
      )
    ).json() as CancellationPremiumsResponse;
    const response = await post(
      `/api/applications/${policy.applicationId}/endorsement`,
      cookies.endorsement,
      {
        cancellation: {
          ...choice,
          cancellationReason: 'Tenant Moved',
          cancellationOption: 'Policy Cancellation',
          isManual: true,
          returnPremiums: figures.returnPremiums,
          totalReturnPremium: figures.totalReturnPremium - 100,
          expectedRefundDue: figures.refundDue,
          expectedAmountOwing: figures.amountOwing,
        },
        idempotencyKey: crypto.randomUUID(),
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Total Return Premium should be equal to the sum of above Premiums to proceed Cancellation.',
    );
  });

  it('answers 400, not 500, for a date that is not on the calendar', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const response = await post(
      `/api/applications/${policy.applicationId}/cancellation/premiums`,
      cookies.endorsement,
      {
        cancEffectiveDate: '2027-02-30',
        cancOption: 'prorata',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('cancEffectiveDate: Not a calendar date');
  });

  it('keeps changes to bound policies, and has no cancellation record before a cancellation', async () => {
    const started = await post('/api/applications', cookies.broker, { productId: 'tenants' });
    const id = (started.json() as Application).applicationId;
    const premiums = await post(`/api/applications/${id}/cancellation/premiums`, cookies.endorsement, {
      cancEffectiveDate: dayFromToday(3),
      cancOption: 'flat',
    });
    expect(premiums.statusCode).toBe(403);
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${id}/cancellationRecord`,
      headers: { cookie: cookies.endorsement },
    });
    expect(record.statusCode).toBe(404);
    expect(record.json().message).toBe('This policy has no cancellation on record.');
  });
});
